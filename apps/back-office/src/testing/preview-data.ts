import type { QuestionItem } from '../features/curriculum/api';

const option = (id: number, position: number, text: string, isCorrect: boolean) => ({ id, position, mcq_options: { id, option_text: text, is_correct: isCorrect } });
const item = (question: QuestionItem['question']): QuestionItem => ({ question_id: question.id, question, response: null });

/** Questions as the admin preview gets them (`goal_id` null): the key included, no learner's answers. */
export const previewMcq = item({
  id: 31,
  type: 'mcq',
  stem: 'Where does the ask go?',
  comment: 'Readers decide in the first line.',
  question_image_url: null,
  components: [option(311, 1, 'At the end', false), option(312, 2, 'In the first line', true)],
});

export const previewFillBlanks = item({
  id: 32,
  type: 'fill_blanks',
  stem: 'Feedback works best when it is specific and ____.',
  comment: null,
  question_image_url: null,
  components: [option(321, 1, 'timely', true), option(322, 2, 'on time', true)],
});

export const previewOrder = item({
  id: 33,
  type: 'order',
  stem: 'Put the steps of a feedback conversation in order.',
  comment: null,
  question_image_url: null,
  components: [option(331, 1, 'Describe what you saw', true), option(332, 2, 'Ask for their view', true), option(333, 3, 'Agree on next steps', true)],
});

export const previewFlashcard = item({
  id: 34,
  type: 'flashcard',
  stem: 'What does BLUF stand for?',
  comment: 'Bottom line up front.',
  question_image_url: null,
  components: [],
});
