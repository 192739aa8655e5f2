import type { Schema } from '@stride/api-sdk';
import { normaliseAnswerText } from '@stride/validation';

/**
 * Checking a learner's answer against a question's key (docs/learn-players.md). Pure, so each
 * question type's rules are unit-tested; the server is the only place answers are checked, because the key
 * never reaches the browser before the learner answers.
 */

export type QuestionType = Schema<'QuestionType'>;

/** A question with its key: options in their correct order, `is_correct` on the right ones. */
export interface KeyedQuestion {
  id: number;
  type: QuestionType;
  options: { id: number; position: number; option_text: string; is_correct: boolean }[];
}

export type Answer =
  | { type: 'mcq'; answer: number }
  | { type: 'fill_blanks'; answer: string }
  | { type: 'order'; id: number; answer: Record<string, number> };

export type CorrectAnswer = Schema<'ResponseResult'>['correctAnswer'];

export interface CheckedAnswer {
  isCorrect: boolean;
  correctAnswer: CorrectAnswer;
}

/** An answer that cannot be an answer to this question (another type, an option it does not have). */
export class AnswerShapeError extends Error {
  override name = 'AnswerShapeError';
}

/** Text as compared (the rule is shared with the back-office preview, which checks answers in the browser). */
export const normaliseText = normaliseAnswerText;

/** The correct position map of an order question: position from 1 → the option placed there. */
export function correctOrder(question: KeyedQuestion): Record<string, number> {
  const sorted = [...question.options].sort((a, b) => a.position - b.position);
  return Object.fromEntries(sorted.map((option, index) => [String(index + 1), option.id]));
}

export function checkAnswer(question: KeyedQuestion, answer: Answer): CheckedAnswer {
  if (question.type === 'flashcard') {
    throw new AnswerShapeError('Flashcards take no answer: they are recorded as seen when the activity is finished.');
  }
  if (answer.type !== question.type) {
    throw new AnswerShapeError(`Question ${question.id} is a ${question.type} question, so it cannot take a ${answer.type} answer.`);
  }
  switch (answer.type) {
    case 'mcq':
      return checkMcq(question, answer.answer);
    case 'fill_blanks':
      return checkFillBlanks(question, answer.answer);
    case 'order':
      return checkOrder(question, answer);
  }
}

function checkMcq(question: KeyedQuestion, optionId: number): CheckedAnswer {
  const chosen = question.options.find((option) => option.id === optionId);
  if (!chosen) throw new AnswerShapeError(`Option ${optionId} is not an option of question ${question.id}.`);
  const correct = question.options.find((option) => option.is_correct);
  if (!correct) throw new Error(`Question ${question.id} has no correct option.`);
  return { isCorrect: chosen.is_correct, correctAnswer: correct.id };
}

function checkFillBlanks(question: KeyedQuestion, text: string): CheckedAnswer {
  const accepted = [...question.options].sort((a, b) => a.position - b.position);
  const first = accepted[0];
  if (!first) throw new Error(`Question ${question.id} has no accepted answer.`);
  const given = normaliseText(text);
  return { isCorrect: accepted.some((option) => normaliseText(option.option_text) === given), correctAnswer: first.option_text };
}

function checkOrder(question: KeyedQuestion, answer: { id: number; answer: Record<string, number> }): CheckedAnswer {
  if (answer.id !== question.id) throw new AnswerShapeError(`The order answer names question ${answer.id}, not question ${question.id}.`);
  const count = question.options.length;
  const positions = Object.keys(answer.answer).map(Number);
  const expected = Array.from({ length: count }, (_, index) => index + 1);
  if (positions.length !== count || !expected.every((position) => answer.answer[String(position)] !== undefined)) {
    throw new AnswerShapeError(`An order answer to question ${question.id} places each of its ${count} items at one position from 1 to ${count}.`);
  }
  const own = new Set(question.options.map((option) => option.id));
  const placed = Object.values(answer.answer);
  if (!placed.every((id) => own.has(id)) || new Set(placed).size !== count) {
    throw new AnswerShapeError(`An order answer to question ${question.id} places each of its own items exactly once.`);
  }
  const key = correctOrder(question);
  return { isCorrect: expected.every((position) => key[String(position)] === answer.answer[String(position)]), correctAnswer: key };
}
