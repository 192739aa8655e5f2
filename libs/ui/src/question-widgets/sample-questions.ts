import type { WidgetQuestion } from './types';

/** Questions as the player receives them before an answer: no key (stories and tests). */
const option = (id: number, position: number, option_text: string, is_correct: boolean | null = null) => ({
  id,
  position,
  mcq_options: { id, option_text, is_correct },
});

export const mcqQuestion: WidgetQuestion = {
  id: 1,
  type: 'mcq',
  stem: 'Which opening gets a busy reader to act?',
  comment: 'Lead with the request: the reader knows at once what you need.',
  question_image_url: null,
  components: [option(11, 1, 'A warm greeting and some context'), option(12, 2, 'The request and its deadline'), option(13, 3, 'A summary of earlier emails')],
};

export const fillBlanksQuestion: WidgetQuestion = {
  id: 2,
  type: 'fill_blanks',
  stem: 'Feedback works best when it is specific and ____.',
  comment: 'Timely feedback is remembered and acted on.',
  question_image_url: null,
  components: [],
};

export const orderQuestion: WidgetQuestion = {
  id: 3,
  type: 'order',
  stem: 'Put the steps of a feedback conversation in order.',
  comment: null,
  question_image_url: null,
  components: [option(31, 1, 'Agree on next steps'), option(32, 2, 'Describe what you saw'), option(33, 3, 'Ask for their view')],
};

/** The correct order of orderQuestion's items. */
export const orderKey = [32, 33, 31];

export const flashcardQuestion: WidgetQuestion = {
  id: 4,
  type: 'flashcard',
  stem: 'What does SBI stand for?',
  comment: 'Situation, Behaviour, Impact.',
  question_image_url: null,
  components: [],
};
