import type { Schema } from '@stride/api-sdk';
import { normaliseText } from '../learn/answer-check';

/**
 * What the back-office may save as curriculum (docs/back-office-curriculum.md): pure checks, so every rule
 * is unit-tested, run before anything is written. Each returns the rows to store or throws a
 * ContentRuleError whose message the form shows as it is.
 */

export class ContentRuleError extends Error {
  override name = 'ContentRuleError';
}

export const curriculumMessages = {
  blank: (field: string) => `The ${field} must not be blank.`,
  codeTaken: (what: string, code: string) => `${/^[aeiou]/.test(what) ? 'An' : 'A'} ${what} with the code "${code}" already exists. Choose another code.`,
  tipTaken: 'This tip already exists.',
  unknown: (what: string, id: number) => `There is no ${what} with id ${id}.`,
  inactive: (what: string, id: number) => `The ${what} with id ${id} is inactive, so learners could not take it.`,
  notInProgram: (goalId: number, programId: number) => `Goal ${goalId} is not a goal of program ${programId}.`,
  /** goal/add and switching a goal on (docs/back-office-curriculum.md, "A sprint's one goal"). */
  sprintHasGoal: (goal: string, sprint: string) =>
    `A sprint has exactly one goal: "${goal}" already belongs to the sprint "${sprint}". Deactivate it first to give the sprint another goal.`,
  dayBeyondProgram: (day: number, days: number) => `Day ${day} is beyond the program's ${days} days.`,
  /** updateProgram: a goal's schedule or context card already uses that day. */
  daysInUse: (day: number) => `Day ${day} of this program is already in use (a goal's schedule or context card), so it needs at least ${day} days.`,
  /** updateProgram: switching to a sprint (docs/back-office-curriculum.md, "A sprint's one goal"). */
  sprintOfManyGoals: (program: string, goals: number) =>
    `A sprint has exactly one goal, and "${program}" has ${goals} active goals. Deactivate all but one before making it a sprint.`,
  unknownImage: 'The picture must be one of the shipped pictures or one uploaded here.',
  imageMissing: 'Please choose a picture to upload.',
  scheduleDays: (days: number) => `The schedule needs each day from 1 to ${days} exactly once.`,
  twiceOnADay: (day: number) => `Day ${day} lists the same item twice.`,
  question: {
    positions: 'The options must be numbered 1, 2, 3… each number once.',
    mcqOptions: 'A multiple-choice question needs at least two options.',
    mcqOneCorrect: 'A multiple-choice question needs exactly one correct option.',
    sameText: 'Two options have the same text.',
    fillAnswers: 'A fill-in-the-blank question needs at least one accepted answer.',
    allCorrect: (type: string) => `Every option of a ${type} question is a correct answer: mark them all correct.`,
    orderItems: 'An ordering question needs at least two items.',
    flashcardOptions: 'A flashcard has no options: its back is the comment.',
    flashcardBack: 'A flashcard needs a back: write it in the comment.',
  },
  step: {
    mcqOptions: (step: number) => `Step ${step} is multiple choice: it needs at least two options.`,
    mcqOneCorrect: (step: number) => `Step ${step} is multiple choice: it needs exactly one correct option.`,
    scaleLabels: (step: number) => `Step ${step} is a scale: it needs at least two labels, lowest first.`,
    scaleCorrect: (step: number) => `Step ${step} is a scale: its labels have no correct one.`,
    noOptions: (step: number, type: string) => `Step ${step} is a ${type} step: it takes no options.`,
    noImage: (step: number, type: string) => `Step ${step} is a ${type} step: only a visual flash card takes an image.`,
    sameText: (step: number) => `Step ${step} has two options with the same text.`,
    /** updateChallenge: learners' answers belong to the steps they answered. */
    taken: 'Learners have already taken this challenge up, so its steps can no longer change. Deactivate it and add a new challenge with the new steps instead.',
  },
} as const;

const fail = (message: string): never => {
  throw new ContentRuleError(message);
};

/** Text as stored: trimmed, and never blank (the contract's text rule refuses blank text first; the rule holds here whoever calls). */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') fail(curriculumMessages.blank(field));
  return trimmed;
}

function distinctTexts(texts: string[], message: string) {
  if (new Set(texts.map(normaliseText)).size !== texts.length) fail(message);
}

export interface QuestionInput {
  type: Schema<'QuestionType'>;
  comment: string;
  components: { option_text: string; is_correct: boolean; position: number }[];
}
export interface QuestionOptionRow {
  position: number;
  option_text: string;
  is_correct: boolean;
}

/**
 * The options of a question as the learner's player and answer check read them (question_options): mcq
 * choices with one correct, fill_blanks accepted answers (all correct), order items at their correct
 * position (all correct), none for a flashcard.
 */
export function questionOptionRows(input: QuestionInput): QuestionOptionRow[] {
  const components = [...input.components].sort((a, b) => a.position - b.position);
  if (components.some((component, index) => component.position !== index + 1)) fail(curriculumMessages.question.positions);
  const rows = components.map((component) => ({
    position: component.position,
    option_text: requiredText(component.option_text, 'option text'),
    is_correct: component.is_correct,
  }));
  const texts = rows.map((row) => row.option_text);
  switch (input.type) {
    case 'mcq':
      if (rows.length < 2) fail(curriculumMessages.question.mcqOptions);
      if (rows.filter((row) => row.is_correct).length !== 1) fail(curriculumMessages.question.mcqOneCorrect);
      break;
    case 'fill_blanks':
      if (rows.length < 1) fail(curriculumMessages.question.fillAnswers);
      if (rows.some((row) => !row.is_correct)) fail(curriculumMessages.question.allCorrect('fill-in-the-blank'));
      break;
    case 'order':
      if (rows.length < 2) fail(curriculumMessages.question.orderItems);
      if (rows.some((row) => !row.is_correct)) fail(curriculumMessages.question.allCorrect('ordering'));
      break;
    case 'flashcard':
      if (rows.length > 0) fail(curriculumMessages.question.flashcardOptions);
      if (input.comment.trim() === '') fail(curriculumMessages.question.flashcardBack);
      break;
  }
  distinctTexts(texts, curriculumMessages.question.sameText);
  return rows;
}

export type ChallengeStepInput = Schema<'ChallengeStepInput'>;
export interface ChallengeStepRows {
  step_type: ChallengeStepInput['step_type'];
  step_display: string;
  image_url: string | null;
  components: { option_text: string; is_correct: boolean }[];
}

/** A challenge's steps as the learner's challenge player reads them (challenge_steps and their components). */
export function challengeStepRows(steps: ChallengeStepInput[]): ChallengeStepRows[] {
  return steps.map((step, index) => {
    const number = index + 1;
    const components = (step.challenge_steps_components ?? []).map((component) => ({
      option_text: requiredText(component.option_text, 'option text'),
      is_correct: component.is_correct ?? false,
    }));
    const image = step.image_url ?? null;
    switch (step.step_type) {
      case 'mcq':
        if (components.length < 2) fail(curriculumMessages.step.mcqOptions(number));
        if (components.filter((component) => component.is_correct).length !== 1) fail(curriculumMessages.step.mcqOneCorrect(number));
        break;
      case 'scale_or_rating':
        if (components.length < 2) fail(curriculumMessages.step.scaleLabels(number));
        if (components.some((component) => component.is_correct)) fail(curriculumMessages.step.scaleCorrect(number));
        break;
      case 'textbox':
      case 'reading':
      case 'visual_flash_card':
        if (components.length > 0) fail(curriculumMessages.step.noOptions(number, step.step_type));
    }
    if (image !== null && step.step_type !== 'visual_flash_card') fail(curriculumMessages.step.noImage(number, step.step_type));
    distinctTexts(components.map((component) => component.option_text), curriculumMessages.step.sameText(number));
    return { step_type: step.step_type, step_display: requiredText(step.step_display, `text of step ${number}`), image_url: image, components };
  });
}

/** Whether two lists of checked steps are the same steps: type, text, image and options, in order. */
export function sameStepRows(a: ChallengeStepRows[], b: ChallengeStepRows[]): boolean {
  const key = (steps: ChallengeStepRows[]) =>
    JSON.stringify(steps.map((step) => [step.step_type, step.step_display, step.image_url, step.components.map((option) => [option.option_text, option.is_correct])]));
  return key(a) === key(b);
}

export interface ScheduleDayInput {
  day_number: number;
  learn: { item_type: Schema<'LearnItemType'>; id: number }[];
  do: { challenge_id: number }[];
}
export interface ScheduleItemRow {
  day_number: number;
  position: number;
  activity_id: number | null;
  revision_id: number | null;
  challenge_id: number | null;
}

/**
 * The rows of a goal's static schedule as the learner's day lists read them (goal_schedule_items): every day
 * from 1 to the program's length once, on each day its Learn items then its Do items, numbered from 1.
 */
export function scheduleRows(days: ScheduleDayInput[], numberOfDays: number): ScheduleItemRow[] {
  const numbers = days.map((day) => day.day_number).sort((a, b) => a - b);
  if (numbers.length !== numberOfDays || numbers.some((number, index) => number !== index + 1)) fail(curriculumMessages.scheduleDays(numberOfDays));
  return [...days]
    .sort((a, b) => a.day_number - b.day_number)
    .flatMap((day) => {
      const items = [
        ...day.learn.map((item) => ({ activity_id: item.item_type === 'activity' ? item.id : null, revision_id: item.item_type === 'revision' ? item.id : null, challenge_id: null })),
        ...day.do.map((item) => ({ activity_id: null, revision_id: null, challenge_id: item.challenge_id })),
      ];
      const keys = items.map((item) => `${item.activity_id}:${item.revision_id}:${item.challenge_id}`);
      if (new Set(keys).size !== keys.length) fail(curriculumMessages.twiceOnADay(day.day_number));
      return items.map((item, index) => ({ day_number: day.day_number, position: index + 1, ...item }));
    });
}
