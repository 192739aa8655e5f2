import type { Schema } from '@stride/api-sdk';
import type { QuestionAnswer, WidgetResult } from '@stride/ui';
import { normalizeText, textError } from '@stride/validation';
import type { AnswerBody, Question, QuestionItem, ResponseResult } from './api';

/** A checked question: the answer given, whether it was right, the correct answer when known, and its explanation. */
export interface Checked {
  given: QuestionAnswer | null;
  correct: boolean;
  correctAnswer: QuestionAnswer | null;
  /** What the answer call (or, for a question answered earlier, the question itself) gave as explanation. */
  comment: string | null;
}

/** Longest note and flashcard title and text the contract accepts (schemas Title and Text in openapi.yaml). */
export const TITLE_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 5000;

/** What the text rule the server applies says of a typed answer (docs/security.md, "Garbage text"), or null. */
export function answerTextError(answer: QuestionAnswer | null | undefined): string | null {
  return answer?.type === 'fill_blanks' ? textError(answer.text, 'Your answer') : null;
}

/** The answer as the contract carries it (docs/learn-players.md): an option id, a text (NFC, trimmed), or positions from 1 to option ids. */
export function answerBody(questionId: number, answer: QuestionAnswer): AnswerBody {
  switch (answer.type) {
    case 'mcq':
      return { type: 'mcq', answer: answer.optionId };
    case 'fill_blanks':
      return { type: 'fill_blanks', answer: normalizeText(answer.text) };
    case 'order':
      return { id: questionId, type: 'order', answer: Object.fromEntries(answer.order.map((optionId, index) => [String(index + 1), optionId])) };
  }
}

/** Option ids in position order from a position → option id map. */
const orderOf = (map: Record<string, number>) =>
  Object.entries(map)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, optionId]) => optionId);

/** An answer the server stored, back in the widgets' shape (a flashcard's has nothing to show). */
export function answerFromStored(stored: Schema<'AnswerPayload'>): QuestionAnswer | null {
  switch (stored.type) {
    case 'mcq':
      return typeof stored.answer === 'number' ? { type: 'mcq', optionId: stored.answer } : null;
    case 'fill_blanks':
      return typeof stored.answer === 'string' ? { type: 'fill_blanks', text: stored.answer } : null;
    case 'order':
      return typeof stored.answer === 'object' ? { type: 'order', order: orderOf(stored.answer) } : null;
    default:
      return null;
  }
}

/** The correct answer a check returned, in the widgets' shape. */
export function answerFromResult(question: Question, correctAnswer: ResponseResult['correctAnswer']): QuestionAnswer | null {
  if (question.type === 'mcq' && typeof correctAnswer === 'number') return { type: 'mcq', optionId: correctAnswer };
  if (question.type === 'fill_blanks' && typeof correctAnswer === 'string') return { type: 'fill_blanks', text: correctAnswer };
  if (question.type === 'order' && typeof correctAnswer === 'object') return { type: 'order', order: orderOf(correctAnswer) };
  return null;
}

/**
 * The correct answer of a question whose key the server revealed (it does once the question is answered):
 * the option marked correct, the first accepted text, the options by their correct position.
 */
export function revealedAnswer(question: Question): QuestionAnswer | null {
  const byPosition = [...question.components].sort((a, b) => a.position - b.position);
  switch (question.type) {
    case 'mcq': {
      const correct = byPosition.find((component) => component.mcq_options.is_correct === true);
      return correct ? { type: 'mcq', optionId: correct.mcq_options.id } : null;
    }
    case 'fill_blanks': {
      const first = byPosition[0];
      return first ? { type: 'fill_blanks', text: first.mcq_options.option_text } : null;
    }
    case 'order':
      return byPosition.length > 0 ? { type: 'order', order: byPosition.map((component) => component.mcq_options.id) } : null;
    case 'flashcard':
      return null;
  }
}

/** A question answered earlier in this attempt (or in the attempt reviewed), as the player shows it checked. */
export function checkedFromStored(item: QuestionItem): Checked | null {
  if (!item.response) return null;
  return { given: answerFromStored(item.response.user_response), correct: item.response.is_correct, correctAnswer: revealedAnswer(item.question), comment: item.question.comment };
}

/** What the widgets colour with: the verdict and the correct answer, when the answer is known. */
export function widgetResult(checked: Checked | null | undefined): WidgetResult<QuestionAnswer> | undefined {
  return checked?.correctAnswer ? { correct: checked.correct, answer: checked.correctAnswer } : undefined;
}

/** The correct answer in words: the option's text, the accepted text, the items in order. */
export function answerText(question: Question, answer: QuestionAnswer | null): string {
  if (!answer) return '';
  const textOf = (optionId: number) => question.components.find((component) => component.mcq_options.id === optionId)?.mcq_options.option_text ?? '';
  switch (answer.type) {
    case 'mcq':
      return textOf(answer.optionId);
    case 'fill_blanks':
      return answer.text;
    case 'order':
      return answer.order.map((optionId, index) => `${index + 1}. ${textOf(optionId)}`).join('\n');
  }
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What Add to notes and Add To FlashCards save: the stem as the title, and the comment (a checked question's
 * explanation, a flashcard's back), or else the correct answer, as the text (the stem again when neither
 * exists, since the text may not be empty); both cut to the contract's limits.
 */
export function journalEntry(question: Question, checked: Checked | null | undefined): { title: string; text: string } {
  const comment = checked ? checked.comment : question.comment;
  const text = comment?.trim() || answerText(question, checked?.correctAnswer ?? null).trim() || question.stem;
  return { title: cut(question.stem.trim(), TITLE_MAX_LENGTH), text: cut(text, TEXT_MAX_LENGTH) };
}

/** Stems over 20 words get a smaller heading (docs/domain-rules.md, Screen constants). */
export const isLongStem = (stem: string) => stem.trim().split(/\s+/).length > 20;

/** Question progress, a whole percentage: (current question - 1) / total (docs/domain-rules.md, Screen constants). */
export const progressPercent = (current: number, total: number) => (total > 0 ? Math.round(((current - 1) / total) * 100) : 0);

/**
 * Where a player resumes: after the last question answered in this attempt (questions are answered in
 * order), so a flashcard seen before leaving, which the server does not record, is not shown again.
 */
export function resumeIndex(items: readonly { response: unknown }[]): number {
  const lastAnswered = items.reduce((last, item, index) => (item.response ? index : last), -1);
  return Math.min(lastAnswered + 1, Math.max(items.length - 1, 0));
}
