import { Anchor, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { curriculumQueries, useAddGoal } from '../api';
import { curriculumMessages } from '../messages';
import { AssessmentQuestionList } from './assessment-list';
import { blankAnswer, OptionFieldsets, questionBody, questionRules, type QuestionValues } from './assessment-question-fields';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';
import { ContentForm } from './content-form';
import { ContentPage } from './content-list';
import { GoalForm } from './goal-screens';

interface AssessmentValues extends QuestionValues {
  program_id: string;
}

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
    validate: { program_id: requiredChoice('a program'), ...questionRules },
  });
  const programId = form.getValues().program_id;
  const programInput = form.getInputProps('program_id');

  return (
    <ContentForm
      title="Add assessment question"
      headingOrder={2}
      form={form}
      successMessage={curriculumMessages.assessmentQuestionAdded}
      save={(values) => addQuestion.mutateAsync({ program_id: Number(values.program_id), ...questionBody(values) })}
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
      <OptionFieldsets inputProps={form.getInputProps} programId={programId} />
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

/**
 * /admin/assessment/list: the spec's placeholder ("placeholder text only": the words are ours), then the real list under it (a program's
 * questions with edit, reorder, delete and the recommendation preview; docs/back-office-app.md).
 */
export function AssessmentListScreen() {
  return (
    <ContentPage title="Assessments">
      <Text maw={640}>
        Each program’s assessment, question by question. Learners meet these questions in their program’s assessment, one program at a time.
      </Text>
      <Anchor component={Link} to="/admin/assessment/add" w="fit-content">
        Add assessment
      </Anchor>
      <AssessmentQuestionList />
    </ContentPage>
  );
}
