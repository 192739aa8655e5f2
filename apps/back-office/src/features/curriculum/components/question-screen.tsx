import { ActionIcon, Alert, Button, Group, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { QuestionWidget, type QuestionAnswer, type WidgetQuestion } from '@stride/ui';
import { normalizeText, textError } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Body } from '@stride/api-sdk';
import { curriculumQueries, useAddQuestion } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentForm } from './content-form';
import { itemNumber } from './text-fields';

type QuestionType = Body<'addQuestion'>['type'];
interface QuestionValues {
  activity_id: string;
  type: QuestionType;
  stem: string;
  comment: string;
  question_image_url: string;
  options: { text: string }[];
  /** The index of the correct option of a multiple-choice question. */
  correct: string;
}

const questionTypes: { value: QuestionType; label: string }[] = [
  { value: 'mcq', label: 'Multiple choice' },
  { value: 'fill_blanks', label: 'Fill in the blank' },
  { value: 'order', label: 'Ordering' },
  { value: 'flashcard', label: 'Flashcard' },
];
/** What an option is called for each type: an answer to choose, an accepted text, an item in its correct place. */
const optionNames: Record<QuestionType, string> = { mcq: 'Option', fill_blanks: 'Accepted answer', order: 'Item', flashcard: '' };

/** The comment's label: the back of a flashcard, else the explanation shown after a check. */
const commentLabel = (type: QuestionType) => (type === 'flashcard' ? 'Back of the card' : 'Explanation');

/**
 * The text rule the server applies (docs/security.md, "Garbage text"), each field named by its label; the
 * options only where the type has them.
 */
const questionTextRules = {
  stem: (value: string) => textError(value, 'Question', { kind: 'lines' }),
  comment: (value: string, values: QuestionValues) => textError(value, commentLabel(values.type), { kind: 'lines' }),
  options: {
    text: (value: string, values: QuestionValues, path: string) => (values.type === 'flashcard' ? null : textError(value, `${optionNames[values.type]} ${itemNumber(path)}`)),
  },
};

/** The options as the contract takes them: numbered from 1; every accepted answer and item is correct. */
function componentsOf(values: QuestionValues): Body<'addQuestion'>['components'] {
  if (values.type === 'flashcard') return [];
  return values.options.map((option, index) => ({
    option_text: normalizeText(option.text),
    is_correct: values.type === 'mcq' ? String(index) === values.correct : true,
    position: index + 1,
  }));
}

/** The question as the learner's widgets read it, from the form as it stands. */
function previewQuestion(values: QuestionValues): WidgetQuestion {
  return {
    id: 0,
    type: values.type,
    stem: values.stem,
    comment: values.comment || null,
    question_image_url: values.question_image_url || null,
    components: componentsOf(values).map((component, index) => ({
      id: index + 1,
      position: component.position,
      mcq_options: { id: index + 1, option_text: component.option_text, is_correct: component.is_correct },
    })),
  };
}

/** The question as a learner will see it, answerable, with the learner's own widgets from libs/ui. */
function QuestionPreview({ values }: { values: QuestionValues }) {
  const headingId = useId();
  const stemId = useId();
  const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
  const question = previewQuestion(values);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Preview
        </Title>
        <Text fw={600} id={stemId}>
          {values.stem || 'The question appears here as you write it.'}
        </Text>
        {(values.type === 'flashcard' || question.components.length > 0) && (
          // A new widget for each type, so an answer to one type never reaches another.
          <QuestionWidget key={values.type} question={question} answer={answer?.type === values.type ? answer : null} onAnswer={setAnswer} labelledBy={stemId} />
        )}
      </Stack>
    </Paper>
  );
}

/** The option rows under their label: a radio group for multiple choice (the radio marks the correct one), else a group. */
function OptionsGroup({ type, correct, children }: { type: QuestionType; correct: GetInputPropsReturnType; children: ReactNode }) {
  const labelId = useId();
  const rows = (
    <Stack gap="xs" mt="xs">
      {children}
    </Stack>
  );
  if (type === 'mcq')
    return (
      <Radio.Group label="Options" description="Mark the correct option." {...correct}>
        {rows}
      </Radio.Group>
    );
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {type === 'order' ? 'Items, in their correct order' : 'Accepted answers'}
      </Text>
      {rows}
    </div>
  );
}

/** /admin/question/add/{activity_id?}: a question of one of the four types, with a live preview (docs/back-office-app.md). */
export function AddQuestionScreen() {
  const { activity_id: activityId } = useParams();
  const activities = useQuery(curriculumQueries.activities());
  const addQuestion = useAddQuestion();
  const form = useForm<QuestionValues>({
    initialValues: {
      activity_id: activityId ?? '',
      type: 'mcq',
      stem: '',
      comment: '',
      question_image_url: '',
      options: [{ text: '' }, { text: '' }],
      correct: '0',
    },
    validate: { ...questionTextRules, activity_id: requiredChoice('an activity') },
  });
  const typeLabelId = useId();
  const { values } = form;
  const optionName = optionNames[values.type];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ContentForm
        title="Add questions"
        form={form}
        successMessage={curriculumMessages.questionAdded}
        save={(submitted) =>
          addQuestion.mutateAsync({
            activity_id: Number(submitted.activity_id),
            type: submitted.type,
            stem: normalizeText(submitted.stem),
            comment: normalizeText(submitted.comment),
            question_image_url: submitted.question_image_url || null,
            components: componentsOf(submitted),
          })
        }
      >
        <ChoiceField label="Activity" placeholder="Choose an activity" query={activities} option={byIdAndName} {...form.getInputProps('activity_id')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={typeLabelId}>
            Type
          </Text>
          <SegmentedControl aria-labelledby={typeLabelId} data={questionTypes} {...form.getInputProps('type')} />
        </Stack>
        <Textarea label="Question" rows={2} {...form.getInputProps('stem')} />
        <Textarea
          label={commentLabel(values.type)}
          description={values.type === 'flashcard' ? undefined : 'Shown after the learner checks the answer.'}
          rows={2}
          {...form.getInputProps('comment')}
        />
        {/* Every answer should teach (docs/learn-players.md), but an author may save first and explain later. */}
        {values.type !== 'flashcard' && values.comment.trim() === '' && (
          <Alert color="yellow" variant="light" title="Missing explanation">
            {curriculumMessages.noExplanation}
          </Alert>
        )}
        <TextInput label="Image URL" description="Optional." {...form.getInputProps('question_image_url')} />
        {values.type !== 'flashcard' && (
          <OptionsGroup type={values.type} correct={form.getInputProps('correct')}>
              {values.options.map((_, index) => (
                <Group key={index} gap="xs" align="center" wrap="nowrap">
                  {values.type === 'mcq' && <Radio value={String(index)} aria-label={`${optionName} ${index + 1} is correct`} />}
                  <TextInput aria-label={`${optionName} ${index + 1}`} style={{ flex: 1 }} {...form.getInputProps(`options.${index}.text`)} />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${optionName.toLowerCase()} ${index + 1}`}
                    disabled={values.options.length <= 1}
                    onClick={() => {
                      form.removeListItem('options', index);
                      // The correct mark stays on its option, or goes back to the first when that option leaves.
                      const correct = Number(values.correct);
                      if (correct === index) form.setFieldValue('correct', '0');
                      else if (correct > index) form.setFieldValue('correct', String(correct - 1));
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button variant="light" size="xs" w="fit-content" onClick={() => form.insertListItem('options', { text: '' })}>
                {`Add ${optionName.toLowerCase()}`}
              </Button>
          </OptionsGroup>
        )}
      </ContentForm>
      <QuestionPreview values={values} />
    </SimpleGrid>
  );
}
