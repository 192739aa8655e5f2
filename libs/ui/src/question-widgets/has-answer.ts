import type { QuestionAnswer } from './types';

/** Whether there is something to check: a choice, a non-blank text, an arrangement. */
export function hasAnswer(answer: QuestionAnswer | null | undefined): answer is QuestionAnswer {
  if (!answer) return false;
  if (answer.type === 'fill_blanks') return answer.text.trim() !== '';
  return true;
}
