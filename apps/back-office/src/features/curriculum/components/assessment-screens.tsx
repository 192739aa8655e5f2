import { Anchor, Fieldset, NumberInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeText, textRule } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { curriculumQueries, useAddGoal, type Goal } from '../api';
import { curriculumMessages } from '../messages';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentForm } from './content-form';
import { ContentPage } from './content-list';
import { GoalForm } from './goal-screens';

interface AnswerValues {
  text: string;
  points: number | string;
  goal_id: string;
}
interface AssessmentValues {
  program_id: string;
  stem: string;
  /** The spec's three options (option_1..3), each with its points and the goal they count for. */
  options: [AnswerValues, AnswerValues, AnswerValues];
}

const blankAnswer = (): AnswerValues => ({ text: '', points: 0, goal_id: '' });

/**
 * The assessment question form (docs/back-office-app.md): a program, the question and three options, each with
 * the points it gives to a goal of that program (`POST goal/add`; the server recommends the goal with most
 * points, so each option names its goal).
 */
function AssessmentQuestionForm() {
  const programs = useQuery(curriculumQueries.programs());
  const addQuestion = useAddGoal();
  const form = useForm<AssessmentValues>({
    initialValues: { program_id: '', stem: '', options: [blankAnswer(), blankAnswer(), blankAnswer()] },
    // The contract takes the question and each answer as one line of text (the server's text rule).
    validate: { program_id: requiredChoice('a program'), stem: textRule('Question'), options: { text: textRule('Answer'), goal_id: requiredChoice('a goal') } },
  });
  const programId = form.getValues().program_id;
  // Only the chosen program's goals can be recommended by its assessment.
  const goals = useQuery({ ...curriculumQueries.goals(), select: (all: Goal[]) => all.filter((goal) => String(goal.program_id) === programId) });
  const programInput = form.getInputProps('program_id');

  return (
    <ContentForm
      title="Add assessment question"
      headingOrder={2}
      form={form}
      successMessage={curriculumMessages.assessmentQuestionAdded}
      save={(values) => {
        const [first, second, third] = values.options;
        return addQuestion.mutateAsync({
          program_id: Number(values.program_id),
          stem: normalizeText(values.stem),
          option_1: normalizeText(first.text),
          option_2: normalizeText(second.text),
          option_3: normalizeText(third.text),
          // A cleared number box counts as 0, the value it starts with.
          option_1_points: Number(first.points),
          option_2_points: Number(second.points),
          option_3_points: Number(third.points),
          option_1_goal_id: Number(first.goal_id),
          option_2_goal_id: Number(second.goal_id),
          option_3_goal_id: Number(third.goal_id),
        });
      }}
    >
      <ChoiceField
        label="Program"
        placeholder="Choose a program"
        query={programs}
        option={byIdAndName}
        {...programInput}
        onChange={(event) => {
          programInput.onChange(event);
          // Goals of another program no longer fit.
          for (const index of [0, 1, 2]) form.setFieldValue(`options.${index}.goal_id`, '');
        }}
      />
      <Textarea label="Question" rows={2} {...form.getInputProps('stem')} />
      {form.getValues().options.map((_, index) => (
        <Fieldset key={index} legend={`Option ${index + 1}`} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Answer" {...form.getInputProps(`options.${index}.text`)} />
            <NumberInput label="Points" min={0} max={100} allowDecimal={false} allowNegative={false} {...form.getInputProps(`options.${index}.points`)} />
            <ChoiceField
              label="Counts for goal"
              placeholder={programId ? 'Choose a goal' : 'Choose a program first'}
              query={goals}
              option={byIdAndName}
              {...form.getInputProps(`options.${index}.goal_id`)}
              disabled={!programId || goals.isPending}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </ContentForm>
  );
}

/** /admin/assessment/add: the goal form (docs/back-office-app.md, the goal-style form), then the assessment question form. */
export function AddAssessmentScreen() {
  return (
    <ContentPage title="Add assessment">
      <Text maw={640}>
        A program’s assessment recommends a goal: each answer gives its points to a goal of the program, and the goal with most points is recommended. Add
        the goals first, then the questions.
      </Text>
      <GoalForm headingOrder={2} />
      <AssessmentQuestionForm />
    </ContentPage>
  );
}

/** /admin/assessment/list: the spec has placeholder text only; no list of assessment questions is built. */
export function AssessmentListScreen() {
  return (
    <ContentPage title="Assessments">
      <Text maw={640}>
        Assessment questions are not listed here yet. Learners meet them in their program’s assessment, one program at a time.
      </Text>
      <Anchor component={Link} to="/admin/assessment/add" w="fit-content">
        Add assessment
      </Anchor>
    </ContentPage>
  );
}
