import { Alert, Button, Card, Group, Loader, Modal, Radio, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { EmptyState, FormMessage } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  curriculumQueries,
  useDeleteAssessmentQuestion,
  useReorderAssessmentQuestions,
  useUpdateAssessmentQuestion,
  type AuthoredAssessmentQuestion,
  type Program,
} from '../api';
import { curriculumMessages, MESSAGE_CLEAR_MS } from '../messages';
import { OptionFieldsets, questionBody, questionRules, type AnswerValues, type QuestionValues } from './assessment-question-fields';
import { ChoiceField } from './choice-field';
import { byIdAndName } from './choices';
import { failureResult, type FormResult } from './form-result';
import { MoveButtons, useFocusAfterRender, type MoveDirection } from './reorder-controls';

type Notify = (notice: FormResult) => void;

const buttonId = (questionId: number, action: MoveDirection | 'edit') => `assessment-question-${questionId}-${action}`;

/**
 * Under the placeholder of /admin/assessment/list (docs/back-office-app.md, "Assessments"): a program picker kept in
 * the address (`?program=`), the program's questions in order with edit, move and delete, and the preview of the
 * goal a set of answers recommends. Sprints have no assessment, so only programs are offered.
 */
export function AssessmentQuestionList() {
  const programs = useQuery({ ...curriculumQueries.programs(), select: (all: Program[]) => all.filter((program) => program.program_type === 'program') });
  const [searchParams, setSearchParams] = useSearchParams();
  const programId = Number(searchParams.get('program') ?? '');
  const chosen = Number.isInteger(programId) && programId > 0;
  return (
    <Stack gap="md">
      <ChoiceField
        label="Program"
        placeholder="Choose a program"
        query={programs}
        option={byIdAndName}
        value={chosen ? String(programId) : ''}
        onChange={(event) => setSearchParams(event.currentTarget.value ? { program: event.currentTarget.value } : {}, { replace: true })}
        maw={400}
      />
      {chosen && <ProgramAssessment key={programId} programId={programId} />}
    </Stack>
  );
}

function ProgramAssessment({ programId }: { programId: number }) {
  const questions = useQuery(curriculumQueries.assessmentQuestions(programId));
  const reorder = useReorderAssessmentQuestions(programId);
  const focusAfterRender = useFocusAfterRender();
  const [notice, setNotice] = useState<FormResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  if (questions.isPending) return <Loader aria-label="Loading assessment questions" />;
  if (questions.isError)
    return (
      <Alert color="red" role="alert">
        {failureResult(questions.error).text}
      </Alert>
    );
  const list = questions.data;

  const move = async (from: number, to: number, direction: MoveDirection) => {
    const order = [...list];
    const [moved] = order.splice(from, 1);
    if (!moved || reorder.isPending) return;
    order.splice(to, 0, moved);
    setNotice(null);
    try {
      await reorder.mutateAsync(order.map((question) => question.id));
      focusAfterRender(buttonId(moved.id, direction), buttonId(moved.id, direction === 'up' ? 'down' : 'up'));
      setAnnouncement(curriculumMessages.assessmentMoved(moved.stem, direction, to + 1));
    } catch (thrown) {
      setNotice(failureResult(thrown));
    }
  };

  return (
    <Stack gap="lg">
      <FormMessage message={notice?.text} type={notice?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setNotice(null)} />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Stack component="section" aria-labelledby={headingId} gap="sm">
        <Title order={2} id={headingId}>
          Questions
        </Title>
        {list.length === 0 ? (
          <EmptyState message={curriculumMessages.assessmentNoQuestions} />
        ) : (
          <Stack component="ol" aria-labelledby={headingId} gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((question, index) => (
              <li key={question.id}>
                <QuestionCard question={question} index={index} count={list.length} onMove={(to, direction) => void move(index, to, direction)} notify={setNotice} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {list.length > 0 && <RecommendationPreview programId={programId} questions={list} />}
    </Stack>
  );
}

interface QuestionCardProps {
  question: AuthoredAssessmentQuestion;
  index: number;
  count: number;
  onMove: (to: number, direction: MoveDirection) => void;
  notify: Notify;
}

/** A question with its options (points and goal each), Edit (the form in place of the options), Move up/down and Delete. */
function QuestionCard({ question, index, count, onMove, notify }: QuestionCardProps) {
  const [editing, setEditing] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const closeEditor = () => {
    setEditing(false);
    focusAfterRender(buttonId(question.id, 'edit'));
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Question {question.position}
        </Text>
        <Title order={3} size="h4">
          {question.stem}
        </Title>
        {editing ? (
          <QuestionEditor
            question={question}
            onDone={(notice) => {
              if (notice) notify(notice);
              closeEditor();
            }}
          />
        ) : (
          <>
            <Stack component="ul" aria-label={`Options of "${question.stem}"`} gap={4} pl="md" m={0}>
              {question.components.map((option) => (
                <Text component="li" key={option.id} size="sm">
                  {option.option_text}: {option.points} {option.points === 1 ? 'point' : 'points'} for {option.goal_name}
                </Text>
              ))}
            </Stack>
            <Group gap="xs">
              <Button variant="default" size="xs" id={buttonId(question.id, 'edit')} onClick={() => setEditing(true)} aria-label={`Edit "${question.stem}"`}>
                Edit
              </Button>
              <MoveButtons idOf={(direction) => buttonId(question.id, direction)} index={index} count={count} onMove={onMove} />
              <DeleteQuestion question={question} notify={notify} />
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

const answerValues = (option: AuthoredAssessmentQuestion['components'][number] | undefined): AnswerValues => ({
  text: option?.option_text ?? '',
  points: option?.points ?? 0,
  goal_id: option ? String(option.goal_id) : '',
});

/** The question's stem and three options, as the add form has them; Save sends them whole (`PUT assessment-question/update`). */
function QuestionEditor({ question, onDone }: { question: AuthoredAssessmentQuestion; onDone: (notice?: FormResult) => void }) {
  const update = useUpdateAssessmentQuestion(question.id);
  const [refusal, setRefusal] = useState<FormResult | null>(null);
  const [first, second, third] = question.components;
  const form = useForm<QuestionValues>({
    initialValues: { stem: question.stem, options: [answerValues(first), answerValues(second), answerValues(third)] },
    validate: questionRules,
  });
  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await update.mutateAsync(questionBody(values));
      onDone({ text: curriculumMessages.assessmentQuestionUpdated, type: 'info' });
    } catch (thrown) {
      setRefusal(failureResult(thrown));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit "${question.stem}"`}>
      <Stack gap="sm">
        <Textarea label="Question" rows={2} data-autofocus {...form.getInputProps('stem')} />
        <OptionFieldsets inputProps={form.getInputProps} programId={String(question.program_id)} />
        <FormMessage message={refusal?.text} type={refusal?.type} autoHideMs={null} onHide={() => setRefusal(null)} />
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Delete behind a confirmation naming what learners keep; the server's message (or refusal) is shown. */
function DeleteQuestion({ question, notify }: { question: AuthoredAssessmentQuestion; notify: Notify }) {
  const remove = useDeleteAssessmentQuestion();
  const [confirming, confirm] = useDisclosure(false);
  const [refusal, setRefusal] = useState<FormResult | null>(null);
  const deleteQuestion = async () => {
    setRefusal(null);
    try {
      const { message } = await remove.mutateAsync(question.id);
      confirm.close();
      notify({ text: message, type: 'info' });
    } catch (thrown) {
      setRefusal(failureResult(thrown));
    }
  };
  return (
    <>
      <Button variant="subtle" color="red" size="xs" onClick={confirm.open} aria-label={`Delete "${question.stem}"`}>
        Delete
      </Button>
      <Modal opened={confirming} onClose={confirm.close} title={curriculumMessages.deleteQuestion(question.stem)} centered>
        <Stack gap="md">
          <Text size="sm">{curriculumMessages.assessmentDeleteExplained}</Text>
          <FormMessage message={refusal?.text} type={refusal?.type} autoHideMs={null} onHide={() => setRefusal(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void deleteQuestion()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * "Preview the recommendation": one option per question, and the goal the learner's result would recommend for
 * them, asked of the server (its rule, never one of our own) each time the choice changes.
 */
function RecommendationPreview({ programId, questions }: { programId: number; questions: AuthoredAssessmentQuestion[] }) {
  const headingId = useId();
  const [picked, setPicked] = useState<Record<number, number>>({});
  // Only options still in the list: an edit or delete may have removed a picked one.
  const optionIds = questions.flatMap((question) => question.components.filter((option) => picked[question.id] === option.id).map((option) => option.id));
  const preview = useQuery({ ...curriculumQueries.assessmentPreview(programId, optionIds), enabled: optionIds.length > 0 });
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} id={headingId}>
          Preview the recommendation
        </Title>
        {questions.map((question) => (
          <Radio.Group
            key={question.id}
            label={question.stem}
            value={picked[question.id] ? String(picked[question.id]) : null}
            onChange={(value) => setPicked((current) => ({ ...current, [question.id]: Number(value) }))}
          >
            <Stack gap={6} mt={6}>
              {question.components.map((option) => (
                <Radio key={option.id} value={String(option.id)} label={option.option_text} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <div role="status">
          {optionIds.length === 0 ? (
            <Text size="sm">{curriculumMessages.assessmentPreviewHint}</Text>
          ) : preview.isPending ? (
            <Loader size="sm" aria-label="Working out the recommendation" />
          ) : preview.isError ? (
            <Text size="sm" c="red.8">
              {failureResult(preview.error).text}
            </Text>
          ) : (
            <Text fw={700}>{curriculumMessages.assessmentRecommended(preview.data.goal.name)}</Text>
          )}
        </div>
        <Group>
          <Button variant="default" size="xs" onClick={() => setPicked({})} disabled={optionIds.length === 0}>
            Clear the choices
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
