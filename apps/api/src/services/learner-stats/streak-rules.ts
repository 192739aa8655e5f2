import { addDays, isWeekend, type LocalDay } from '../../lib/local-days';
import { scheduleDayOn, type GoalTimeline } from '../goals/goal-calendar';

/**
 * The streak (docs/dashboard.md, "Streaks"): consecutive learning days with at least one completed item.
 * Only a learning day on which something was due and nothing was done breaks it, so weekends, days paused
 * all day, and days with no goal to follow neither extend nor break it. Pure functions of local dates.
 */

/** A goal as the streak sees it: its timeline, and the last local day it counted (finished or quitted). */
export interface StreakGoal {
  timeline: GoalTimeline;
  /** The day it was completed (still counts) or the day before it was quitted; null while followed. */
  lastDueDay: LocalDay | null;
}

/** Whether the learner had items due on a day: some goal showed items then and had not ended. */
export function hadItemsDue(goals: StreakGoal[], day: LocalDay): boolean {
  return goals.some((goal) => (goal.lastDueDay === null || day <= goal.lastDueDay) && scheduleDayOn(goal.timeline, day) !== null);
}

/** Whether a learning day strictly between two days of learning had items due: such a day broke the streak. */
export function streakBrokenBetween(goals: StreakGoal[], after: LocalDay, before: LocalDay): boolean {
  for (let day = addDays(after, 1); day < before; day = addDays(day, 1)) {
    if (!isWeekend(day) && hadItemsDue(goals, day)) return true;
  }
  return false;
}

export interface StreakState {
  current: number;
  highest: number;
  lastLearningDay: LocalDay | null;
}

export const NO_STREAK: StreakState = { current: 0, highest: 0, lastLearningDay: null };

/** The state after learning on `day` (a day after the last one): one more, or a fresh start of 1. */
export function afterLearningDay(state: StreakState, goals: StreakGoal[], day: LocalDay): StreakState {
  if (state.lastLearningDay !== null && day <= state.lastLearningDay) return state;
  const continues = state.lastLearningDay !== null && !streakBrokenBetween(goals, state.lastLearningDay, day);
  const current = continues ? state.current + 1 : 1;
  return { current, highest: Math.max(state.highest, current), lastLearningDay: day };
}

/** The state of a whole history of days of learning (any order), as a rebuild computes it. */
export function streakOfDays(days: LocalDay[], goals: StreakGoal[]): StreakState {
  return [...days].sort().reduce((state, day) => afterLearningDay(state, goals, day), NO_STREAK);
}

/**
 * The streak shown on `today`: the stored one unless a learning day since the last day of learning, before
 * today, had items due and went by without any (today is not over, so it never breaks the streak yet).
 */
export function currentStreak(state: StreakState, goals: StreakGoal[], today: LocalDay): number {
  if (state.lastLearningDay === null) return 0;
  return streakBrokenBetween(goals, state.lastLearningDay, today) ? 0 : state.current;
}

/** Streak lengths worth a notification: 5 days, then every 10. */
export function isStreakMilestone(streak: number): boolean {
  return streak === 5 || (streak > 0 && streak % 10 === 0);
}
