import { describe, expect, it } from 'vitest';
import { AnswerShapeError, checkAnswer, normaliseText, type KeyedQuestion } from './answer-check';

const mcq: KeyedQuestion = {
  id: 1,
  type: 'mcq',
  options: [
    { id: 11, position: 1, option_text: 'Start with details', is_correct: false },
    { id: 12, position: 2, option_text: 'Start with the outcome', is_correct: true },
    { id: 13, position: 3, option_text: 'Start with apologies', is_correct: false },
  ],
};
const fill: KeyedQuestion = {
  id: 2,
  type: 'fill_blanks',
  options: [
    { id: 21, position: 1, option_text: 'point', is_correct: true },
    { id: 22, position: 2, option_text: 'Bottom  Line', is_correct: true },
  ],
};
// Options stored out of id order, so the key is by position, not by id.
const order: KeyedQuestion = {
  id: 3,
  type: 'order',
  options: [
    { id: 33, position: 1, option_text: 'Give context', is_correct: true },
    { id: 31, position: 2, option_text: 'Make the ask', is_correct: true },
    { id: 32, position: 3, option_text: 'Agree the next step', is_correct: true },
  ],
};
const flashcard: KeyedQuestion = { id: 4, type: 'flashcard', options: [] };

describe('mcq answers', () => {
  it('are correct only on the correct option, and reveal its id either way', () => {
    expect(checkAnswer(mcq, { type: 'mcq', answer: 12 })).toEqual({ isCorrect: true, correctAnswer: 12 });
    expect(checkAnswer(mcq, { type: 'mcq', answer: 11 })).toEqual({ isCorrect: false, correctAnswer: 12 });
  });

  it('refuse an option of another question', () => {
    expect(() => checkAnswer(mcq, { type: 'mcq', answer: 21 })).toThrow(new AnswerShapeError('Option 21 is not an option of question 1.'));
  });
});

describe('fill_blanks answers', () => {
  it.each(['point', '  POINT ', 'Point', 'bottom line', ' Bottom \t line  ', 'ＰＯＩＮＴ'])('accept %j', (text) => {
    expect(checkAnswer(fill, { type: 'fill_blanks', answer: text })).toEqual({ isCorrect: true, correctAnswer: 'point' });
  });

  it.each(['points', 'the point', 'bottomline', ''])('refuse %j, revealing the first accepted answer', (text) => {
    expect(checkAnswer(fill, { type: 'fill_blanks', answer: text })).toEqual({ isCorrect: false, correctAnswer: 'point' });
  });

  it('normalise width, case, spaces and ends', () => {
    expect(normaliseText('  Ｂottom \n  LINE ')).toBe('bottom line');
  });
});

describe('order answers', () => {
  const key = { '1': 33, '2': 31, '3': 32 };

  it('are correct in the order of the positions, and reveal that order', () => {
    expect(checkAnswer(order, { type: 'order', id: 3, answer: key })).toEqual({ isCorrect: true, correctAnswer: key });
    expect(checkAnswer(order, { type: 'order', id: 3, answer: { '1': 31, '2': 33, '3': 32 } })).toEqual({ isCorrect: false, correctAnswer: key });
  });

  it.each([
    ['a missing item', { '1': 33, '2': 31 }],
    ['a position beyond the items', { '1': 33, '2': 31, '4': 32 }],
    ['a position 0', { '0': 33, '1': 31, '2': 32 }],
    ['a repeated item', { '1': 33, '2': 33, '3': 32 }],
    ['an item of another question', { '1': 33, '2': 31, '3': 12 }],
    ['an extra position', { '1': 33, '2': 31, '3': 32, '4': 32 }],
  ])('refuse %s', (_case, answer) => {
    expect(() => checkAnswer(order, { type: 'order', id: 3, answer })).toThrow(AnswerShapeError);
  });

  it('refuse an answer naming another question', () => {
    expect(() => checkAnswer(order, { type: 'order', id: 1, answer: key })).toThrow('The order answer names question 1, not question 3.');
  });
});

describe('answers of the wrong type', () => {
  it('are refused with the question’s type named', () => {
    expect(() => checkAnswer(mcq, { type: 'fill_blanks', answer: 'point' })).toThrow('Question 1 is a mcq question, so it cannot take a fill_blanks answer.');
    expect(() => checkAnswer(order, { type: 'mcq', answer: 33 })).toThrow(AnswerShapeError);
  });

  it('include any answer to a flashcard, which is recorded when the attempt is finished', () => {
    expect(() => checkAnswer(flashcard, { type: 'mcq', answer: 1 })).toThrow('Flashcards take no answer');
  });
});
