import { Fieldset, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Body } from '@stride/api-sdk';
import { normalizeText, textRule } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { curriculumQueries, type Goal } from '../api';
import { ChoiceField } from './choice-field';
import { byIdAndName, requiredChoice } from './choices';

export interface AnswerValues {
  text: string;
  points: number | string;
  goal_id: string;
}

/** The question and the spec's three options (option_1..3), each with its points and the goal they count for. */
export interface QuestionValues {
  stem: string;
  options: [AnswerValues, AnswerValues, AnswerValues];
}

export const blankAnswer = (): AnswerValues => ({ text: '', points: 0, goal_id: '' });

/** The contract takes the question and each answer as one line of text (the server's text rule); each option needs its goal. */
export const questionRules = { stem: textRule('Question'), options: { text: textRule('Answer'), goal_id: requiredChoice('a goal') } };

/** The body fields of a question, as the add (`goal/add`, with its program) and the update both send them. */
export function questionBody({ stem, options: [first, second, third] }: QuestionValues): Body<'updateAssessmentQuestion'> {
  return {
    stem: normalizeText(stem),
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
  };
}

/** The program's goals only: an assessment can recommend no other. */
export function useProgramGoals(programId: string) {
  return useQuery({ ...curriculumQueries.goals(), select: (all: Goal[]) => all.filter((goal) => String(goal.program_id) === programId) });
}

export interface OptionFieldsetsProps {
  /** The form's `getInputProps` for `options.N.text|points|goal_id`. */
  inputProps: (path: `options.${number}.${keyof AnswerValues}`) => GetInputPropsReturnType;
  /** The program the options' goals must belong to ('' while none is chosen). */
  programId: string;
}

/** Option 1, 2 and 3: the answer, its points and the goal of the program they count for. */
export function OptionFieldsets({ inputProps, programId }: OptionFieldsetsProps) {
  const goals = useProgramGoals(programId);
  return [0, 1, 2].map((index) => (
    <Fieldset key={index} legend={`Option ${index + 1}`} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Answer" {...inputProps(`options.${index}.text`)} />
        <NumberInput label="Points" min={0} max={100} allowDecimal={false} allowNegative={false} {...inputProps(`options.${index}.points`)} />
        <ChoiceField
          label="Counts for goal"
          placeholder={programId ? 'Choose a goal' : 'Choose a program first'}
          query={goals}
          option={byIdAndName}
          {...inputProps(`options.${index}.goal_id`)}
          disabled={!programId || goals.isPending}
        />
      </SimpleGrid>
    </Fieldset>
  ));
}
