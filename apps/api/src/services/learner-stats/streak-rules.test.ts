import { describe, expect, it } from 'vitest';
import type { GoalTimeline } from '../goals/goal-calendar';
import { afterLearningDay, currentStreak, hadItemsDue, isStreakMilestone, NO_STREAK, streakOfDays, type StreakGoal } from './streak-rules';

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.
const goal = (timeline: Partial<GoalTimeline> = {}, lastDueDay: string | null = null): StreakGoal => ({
  timeline: { startDate: '2026-11-16', numberOfDays: 20, pauses: [], ...timeline },
  lastDueDay,
});

describe('streaks over learning days', () => {
  it('counts consecutive learning days, and a weekend neither extends nor breaks it', () => {
    const state = streakOfDays(['2026-11-19', '2026-11-20', '2026-11-23'], [goal()]);
    expect(state).toEqual({ current: 3, highest: 3, lastLearningDay: '2026-11-23' });
    expect(currentStreak(state, [goal()], '2026-11-24')).toBe(3);
  });

  it('restarts at 1 after a learning day with items due and nothing done', () => {
    const state = streakOfDays(['2026-11-16', '2026-11-17', '2026-11-19'], [goal()]);
    expect(state).toEqual({ current: 1, highest: 2, lastLearningDay: '2026-11-19' });
  });

  it('is shown as 0 once a learning day went by without learning, but today is not over', () => {
    const state = streakOfDays(['2026-11-18', '2026-11-19'], [goal()]);
    expect(currentStreak(state, [goal()], '2026-11-20')).toBe(2); // nothing yet on Friday: still 2
    expect(currentStreak(state, [goal()], '2026-11-22')).toBe(0); // Friday went by
  });

  it('is not broken by days the goal was paused all day long', () => {
    // Paused on Tuesday evening, resumed on Friday: Wednesday and Thursday were paused all day.
    const paused = [goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: '2026-11-20' }] })];
    expect(streakOfDays(['2026-11-16', '2026-11-17', '2026-11-20'], paused).current).toBe(3);
    // A pause that lasts keeps the streak while it lasts.
    const stillPaused = [goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: null }] })];
    expect(currentStreak(streakOfDays(['2026-11-16', '2026-11-17'], stillPaused), stillPaused, '2026-11-27')).toBe(2);
  });

  it('is broken by days idle before a pause for inactivity: those days were due', () => {
    const pausedForInactivity = [goal({ pauses: [{ pausedOn: '2026-11-24', resumedOn: null }] })];
    expect(currentStreak(streakOfDays(['2026-11-16'], pausedForInactivity), pausedForInactivity, '2026-11-27')).toBe(0);
  });

  it('is not broken by days with no goal to follow: before a start, after a schedule, a quit or a completion', () => {
    const later = [goal({ startDate: '2026-11-23' })];
    expect(streakOfDays(['2026-11-16', '2026-11-23'], later).current).toBe(2);
    const short = [goal({ numberOfDays: 2 })];
    expect(currentStreak(streakOfDays(['2026-11-16', '2026-11-17'], short), short, '2026-11-27')).toBe(2);
    const quitted = [goal({}, '2026-11-17')];
    expect(currentStreak(streakOfDays(['2026-11-16', '2026-11-17'], quitted), quitted, '2026-11-27')).toBe(2);
    expect(streakOfDays(['2026-11-16', '2026-11-19'], []).current).toBe(2);
  });

  it('needs only one of several goals to have items due for a day to count', () => {
    const goals = [goal({ pauses: [{ pausedOn: '2026-11-16', resumedOn: null }] }), goal({ startDate: '2026-11-18' })];
    expect(hadItemsDue(goals, '2026-11-17')).toBe(false);
    expect(hadItemsDue(goals, '2026-11-18')).toBe(true);
  });

  it('counts learning on a weekend day as a day of the streak', () => {
    expect(streakOfDays(['2026-11-20', '2026-11-21', '2026-11-23'], [goal()]).current).toBe(3);
  });

  it('keeps the highest streak and ignores a day already counted', () => {
    const state = streakOfDays(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20'], [goal()]);
    expect(state.highest).toBe(3);
    expect(afterLearningDay(state, [goal()], '2026-11-20')).toBe(state);
    expect(afterLearningDay(NO_STREAK, [goal()], '2026-11-20')).toEqual({ current: 1, highest: 1, lastLearningDay: '2026-11-20' });
  });

  it('grows one day at a time exactly as a rebuild computes it', () => {
    const goals = [goal({ pauses: [{ pausedOn: '2026-11-18', resumedOn: '2026-11-24' }] })];
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-24', '2026-11-26', '2026-11-27'];
    const stepByStep = days.reduce((state, day) => afterLearningDay(state, goals, day), NO_STREAK);
    expect(stepByStep).toEqual(streakOfDays([...days].reverse(), goals));
    expect(stepByStep).toEqual({ current: 2, highest: 4, lastLearningDay: '2026-11-27' });
  });

  it('marks milestones at 5 and every 10 days', () => {
    expect([1, 4, 5, 6, 10, 15, 20, 30].filter(isStreakMilestone)).toEqual([5, 10, 20, 30]);
  });
});
