import { describe, expect, it } from 'vitest';
import { fillBlanks, fillBlanksAnsweredRight, mcq, mcqAnsweredWrong, order, orderAnsweredRight, unanswered } from '../../testing/learn-fixtures';
import {
  answerBody,
  answerFromResult,
  checkedFromStored,
  isLongStem,
  journalEntry,
  progressPercent,
  resumeIndex,
  TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './answers';
import { playerAction } from './components/question-player';

describe('answer bodies (docs/learn-players.md)', () => {
  it('carry the option id, the text, or positions from 1 to option ids with the question id', () => {
    expect(answerBody(101, { type: 'mcq', optionId: 12 })).toEqual({ type: 'mcq', answer: 12 });
    expect(answerBody(102, { type: 'fill_blanks', text: '  timely ' })).toEqual({ type: 'fill_blanks', answer: 'timely' });
    expect(answerBody(102, { type: 'fill_blanks', text: 'Cafe\u0301 ' })).toEqual({ type: 'fill_blanks', answer: 'Caf\u00e9' });
    expect(answerBody(103, { type: 'order', order: [32, 33, 31] })).toEqual({ id: 103, type: 'order', answer: { '1': 32, '2': 33, '3': 31 } });
  });
});

describe('checked answers', () => {
  it('come back from stored responses with the revealed key', () => {
    expect(checkedFromStored(mcqAnsweredWrong)).toEqual({ given: { type: 'mcq', optionId: 11 }, correct: false, correctAnswer: { type: 'mcq', optionId: 12 }, comment: mcq.comment });
    expect(checkedFromStored(fillBlanksAnsweredRight)).toEqual({
      given: { type: 'fill_blanks', text: 'Timely' },
      correct: true,
      correctAnswer: { type: 'fill_blanks', text: 'timely' },
      comment: fillBlanks.comment,
    });
    expect(checkedFromStored(orderAnsweredRight)?.correctAnswer).toEqual({ type: 'order', order: [32, 33, 31] });
    expect(checkedFromStored(unanswered(mcq))).toBeNull();
  });

  it('read the correct answer of a check by the question’s type', () => {
    expect(answerFromResult(mcq, 12)).toEqual({ type: 'mcq', optionId: 12 });
    expect(answerFromResult(fillBlanks, 'timely')).toEqual({ type: 'fill_blanks', text: 'timely' });
    expect(answerFromResult(order, { '2': 31, '1': 33, '3': 32 })).toEqual({ type: 'order', order: [33, 31, 32] });
  });
});

describe('journal entries', () => {
  it('take the stem as title and the comment, else the correct answer, as text, cut to the contract’s limits', () => {
    expect(journalEntry(mcq, null)).toEqual({ title: mcq.stem, text: mcq.comment });
    const checked = checkedFromStored(orderAnsweredRight);
    expect(journalEntry(order, checked).text).toBe('1. Describe what you saw\n2. Ask for their view\n3. Agree on next steps');
    const long = journalEntry({ ...mcq, stem: 'a'.repeat(300), comment: 'b'.repeat(6000) }, null);
    expect(long.title).toHaveLength(TITLE_MAX_LENGTH);
    expect(long.text).toHaveLength(TEXT_MAX_LENGTH);
    expect(journalEntry({ ...fillBlanks, comment: null }, null).text).toBe(fillBlanks.stem);
    // A question checked in this attempt: its explanation came with the verdict, not with the question.
    const fromCheck = { given: { type: 'mcq', optionId: 11 }, correct: false, correctAnswer: { type: 'mcq', optionId: 12 }, comment: 'Why it is the request.' } as const;
    expect(journalEntry(unanswered(mcq).question, fromCheck).text).toBe('Why it is the request.');
  });
});

describe('the player’s rules (docs/learn-players.md)', () => {
  it('Check until checked, then Next; Finish on the last question; flashcards need no Check', () => {
    const rule = (isLast: boolean, isFlashcard: boolean, isChecked: boolean, answered: boolean) => playerAction({ isLast, isFlashcard, isChecked, answered });
    expect(rule(false, false, false, false)).toEqual({ action: 'check', disabled: true });
    expect(rule(false, false, false, true)).toEqual({ action: 'check', disabled: false });
    expect(rule(false, false, true, true)).toEqual({ action: 'next', disabled: false });
    expect(rule(false, true, false, false)).toEqual({ action: 'next', disabled: false });
    expect(rule(true, false, false, false)).toEqual({ action: 'finish', disabled: false });
    expect(rule(true, false, false, true)).toEqual({ action: 'check', disabled: false });
    expect(rule(true, false, true, true)).toEqual({ action: 'finish', disabled: false });
    expect(rule(true, true, false, false)).toEqual({ action: 'finish', disabled: false });
  });

  it('resume after the last question answered, and count progress from the question before', () => {
    expect(resumeIndex([mcqAnsweredWrong, unanswered(fillBlanks), unanswered(order)])).toBe(1);
    expect(resumeIndex([unanswered(mcq), unanswered(fillBlanks)])).toBe(0);
    expect(resumeIndex([mcqAnsweredWrong, fillBlanksAnsweredRight])).toBe(1);
    expect(progressPercent(1, 3)).toBe(0);
    expect(progressPercent(2, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(67);
  });

  it('give stems over 20 words a smaller heading', () => {
    expect(isLongStem(Array.from({ length: 20 }, () => 'word').join(' '))).toBe(false);
    expect(isLongStem(Array.from({ length: 21 }, () => 'word').join(' '))).toBe(true);
  });
});
