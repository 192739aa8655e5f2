import type { Schema } from '@stride/api-sdk';

/**
 * Questions of an activity as the server sends them to the player: before an answer no key (mcq options
 * with is_correct null, no components for fill_blanks, order items in an order of no meaning); after one,
 * the key revealed and the response stored.
 */
type Question = Schema<'Question'>;
type QuestionItem = Schema<'QuestionItem'>;

const option = (id: number, position: number, option_text: string, is_correct: boolean | null = null) => ({
  id,
  position,
  mcq_options: { id, option_text, is_correct },
});

export const mcq: Question = {
  id: 101,
  type: 'mcq',
  stem: 'Which opening gets a busy reader to act?',
  comment: 'Lead with the request: the reader knows at once what you need.',
  question_image_url: null,
  components: [option(11, 1, 'A warm greeting'), option(12, 2, 'The request and its deadline'), option(13, 3, 'A summary of earlier emails')],
};

export const fillBlanks: Question = {
  id: 102,
  type: 'fill_blanks',
  stem: 'Feedback works best when it is specific and ____.',
  comment: 'Timely feedback is remembered and acted on.',
  question_image_url: '/images/feedback.png',
  components: [],
};

export const order: Question = {
  id: 103,
  type: 'order',
  stem: 'Put the steps of a feedback conversation in order.',
  comment: null,
  question_image_url: null,
  components: [option(31, 1, 'Agree on next steps'), option(32, 2, 'Describe what you saw'), option(33, 3, 'Ask for their view')],
};

export const flashcard: Question = {
  id: 104,
  type: 'flashcard',
  stem: 'What does SBI stand for?',
  comment: 'Situation, Behaviour, Impact.',
  question_image_url: null,
  components: [],
};

/** An item of the player, not answered yet: its explanation comes with the verdict, only a flashcard's back comes with it. */
export const unanswered = (question: Question): QuestionItem => ({
  question_id: question.id,
  question: question.type === 'flashcard' ? question : { ...question, comment: null },
  response: null,
});

/** What the answer calls return as each question's explanation. */
export const explanationOf = (questionId: number) => [mcq, fillBlanks, order].find((question) => question.id === questionId)?.comment ?? null;

/** The mcq question answered with option 11 (wrong), its key revealed. */
export const mcqAnsweredWrong: QuestionItem = {
  question_id: mcq.id,
  question: { ...mcq, components: [option(11, 1, 'A warm greeting', false), option(12, 2, 'The request and its deadline', true), option(13, 3, 'A summary of earlier emails', false)] },
  response: { user_response: { type: 'mcq', answer: 11 }, is_correct: false },
};

/** The fill_blanks question answered right; its accepted answers revealed. */
export const fillBlanksAnsweredRight: QuestionItem = {
  question_id: fillBlanks.id,
  question: { ...fillBlanks, components: [option(21, 1, 'timely', true)] },
  response: { user_response: { type: 'fill_blanks', answer: 'Timely' }, is_correct: true },
};

/** The order question answered right; positions are the correct ones. */
export const orderAnsweredRight: QuestionItem = {
  question_id: order.id,
  question: { ...order, components: [option(32, 1, 'Describe what you saw', true), option(33, 2, 'Ask for their view', true), option(31, 3, 'Agree on next steps', true)] },
  response: { user_response: { type: 'order', id: order.id, answer: { '1': 32, '2': 33, '3': 31 } }, is_correct: true },
};

export const activityState = { goal_id: 11, activity_name: 'Lead with the point' };
export const revisionState = { goal_id: 11, revision_name: 'Feedback basics' };

/**
 * The schedule of goal 11 (the fixtures' goal): it names activity 5 and revision 8 as the states above do, so a
 * player opened by its address alone can be titled (docs/learn-players.md, "Addresses").
 */
export const goalSchedule: Schema<'UserGoalSchedule'> = {
  goal_id: 11,
  program_name: 'Effective Communication at Work',
  static_schedule_day_number: 2,
  days: [
    { day_number: 1, enabled: true, learn: [{ item_type: 'activity', id: 5, name: activityState.activity_name, completed: false }], challenge: [] },
    { day_number: 2, enabled: true, learn: [{ item_type: 'revision', id: 8, name: revisionState.revision_name, completed: false }], challenge: [] },
  ],
};

/** The activity's reading, offered before its first question. */
export const reading: Schema<'Reading'> = {
  id: 41,
  reading_title: 'Put the point first',
  reading_text: 'Busy readers decide from the first line.\n\nSay what you need, then why.',
  subtopic_id: 7,
  active: true,
};
