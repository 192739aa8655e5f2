import { describe, expect, it } from 'vitest';
import { attemptToPlay, awardEvents, awardFor, nextAttemptOn, NO_BONUSES } from './attempt-rules';

const row = (attempt: number, completedAt: string | null) => ({ id: 7, attempt, completed_at: completedAt === null ? null : new Date(completedAt) });
const bonuses = { same_day_bonus: 5, all_correct_bonus: 5, same_day_all_correct_bonus: 10 };

describe('the attempt an item plays', () => {
  it('is the first when there is none, and the open one while it lasts', () => {
    expect(attemptToPlay(undefined, 7, new Date('2026-11-18T09:00:00Z'), 'UTC')).toEqual({ kind: 'new', attempt: 1 });
    expect(attemptToPlay(row(1, null), 7, new Date('2026-11-18T09:00:00Z'), 'UTC')).toEqual({ kind: 'open', row: row(1, null) });
  });

  it('is the review until reattempt_after_days local days have passed, then a new attempt', () => {
    const done = row(1, '2026-11-18T09:00:00Z');
    expect(attemptToPlay(done, 7, new Date('2026-11-24T23:59:00Z'), 'UTC')).toEqual({ kind: 'review', row: done });
    expect(attemptToPlay(done, 7, new Date('2026-11-25T00:00:00Z'), 'UTC')).toEqual({ kind: 'new', attempt: 2 });
    expect(nextAttemptOn(done.completed_at as Date, 7, 'UTC')).toBe('2026-11-25');
  });

  it('counts days in the learner’s zone', () => {
    // Completed late on the 18th in Honolulu (the 19th in UTC): the 25th there is the seventh day after.
    const done = row(1, '2026-11-19T08:00:00Z');
    expect(attemptToPlay(done, 7, new Date('2026-11-25T11:00:00Z'), 'Pacific/Honolulu').kind).toBe('new');
    expect(attemptToPlay(done, 7, new Date('2026-11-25T11:00:00Z'), 'UTC').kind).toBe('review');
  });

  it('is a new attempt at once when an item allows it after 0 days', () => {
    expect(attemptToPlay(row(2, '2026-11-18T09:00:00Z'), 0, new Date('2026-11-18T09:05:00Z'), 'UTC')).toEqual({ kind: 'new', attempt: 3 });
  });
});

describe('the points of a finished attempt', () => {
  const answers = [
    { responseId: 1, points: 10, correct: true },
    { responseId: 2, points: 10, correct: true },
    { responseId: 3, points: 0, correct: true },
  ];

  it('on its day, all correct: the questions’ points and all three bonuses', () => {
    expect(awardFor(1, answers, 3, true, bonuses)).toEqual({ questions: [{ responseId: 1, points: 10 }, { responseId: 2, points: 10 }], bonus: 20, total: 40 });
  });

  it('late, all correct: only the all-correct bonus', () => {
    expect(awardFor(1, answers, 3, false, bonuses)).toMatchObject({ bonus: 5, total: 25 });
  });

  it('on its day with a wrong or missing answer: the same-day bonus only', () => {
    const oneWrong = [answers[0]!, { ...answers[1]!, correct: false }, answers[2]!];
    expect(awardFor(1, oneWrong, 3, true, bonuses)).toEqual({ questions: [{ responseId: 1, points: 10 }], bonus: 5, total: 15 });
    expect(awardFor(1, answers.slice(0, 2), 3, true, bonuses)).toMatchObject({ bonus: 5, total: 25 });
  });

  it('late with a wrong answer: the correct answers’ points alone', () => {
    expect(awardFor(1, [{ responseId: 1, points: 10, correct: false }, answers[1]!], 2, false, bonuses)).toEqual({ questions: [{ responseId: 2, points: 10 }], bonus: 0, total: 10 });
  });

  it('nothing for a later attempt, however good', () => {
    expect(awardFor(2, answers, 3, true, bonuses)).toEqual({ questions: [], bonus: 0, total: 0 });
  });
});

describe('how an award is stored', () => {
  const answers = [
    { responseId: 11, points: 10, correct: true },
    { responseId: 12, points: 15, correct: true },
  ];

  it('an activity: one event per correct answer, by response, and one for the bonuses, by attempt', () => {
    expect(awardEvents('activity', awardFor(1, answers, 2, true, bonuses), 7)).toEqual([
      { source: 'question', source_id: 11, points: 10 },
      { source: 'question', source_id: 12, points: 15 },
      { source: 'activity_bonus', source_id: 7, points: 20 },
    ]);
    expect(awardEvents('activity', awardFor(1, [answers[0]!], 2, false, bonuses), 7)).toEqual([{ source: 'question', source_id: 11, points: 10 }]);
  });

  it('a revision: its points as one event, by attempt; it earns no bonuses', () => {
    expect(awardEvents('revision', awardFor(1, answers, 2, true, NO_BONUSES), 9)).toEqual([{ source: 'revision', source_id: 9, points: 25 }]);
  });

  it('nothing for an award of no points', () => {
    expect(awardEvents('activity', awardFor(2, answers, 2, true, bonuses), 7)).toEqual([]);
    expect(awardEvents('revision', awardFor(2, answers, 2, true, NO_BONUSES), 9)).toEqual([]);
  });
});
