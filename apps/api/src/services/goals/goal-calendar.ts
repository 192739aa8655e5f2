import { addDays, isWeekend, learningDaysBetween, localDate, nextLearningDay, type LocalDay } from '../../lib/local-days';

/**
 * Where a learner is in a goal's static schedule (docs/domain-rules.md, "Programs, goals and schedules").
 * Pure functions of local dates, so every rule here is unit-tested across weekends, zones and pauses.
 */

/** A pause of a goal as local dates in the learner's zone; `resumedOn` null while it lasts. */
export interface PauseSpan {
  pausedOn: LocalDay;
  resumedOn: LocalDay | null;
}

export interface GoalTimeline {
  /** The learner's local date of day 1. */
  startDate: LocalDay;
  /** Days of the static schedule (the program's number_of_days). */
  numberOfDays: number;
  pauses: PauseSpan[];
}

/** Learning days without a completed item after which an active goal is paused for inactivity. */
export const INACTIVITY_LEARNING_DAYS = 5;

/** Day 1 of a goal selected on `today`: today when it is a learning day, otherwise the Monday after. */
export function startDateFor(today: LocalDay): LocalDay {
  return nextLearningDay(today);
}

/** Converts stored pause instants to local dates in the learner's zone. */
export function pauseSpans(pauses: { paused_at: Date; resumed_at: Date | null }[], timeZone: string): PauseSpan[] {
  return pauses.map((pause) => ({
    pausedOn: localDate(pause.paused_at, timeZone),
    resumedOn: pause.resumed_at ? localDate(pause.resumed_at, timeZone) : null,
  }));
}

/**
 * The learning days of [from, to] on which the goal was paused all day long: the days strictly between the
 * day it was paused and the day it was resumed. A day on which the goal was active for a moment counts, so
 * pausing after doing today's items, or resuming in the morning, keeps that day. A pause that lasts covers
 * every day after it began, today included, so the day number stands still while the goal is paused.
 */
function pausedLearningDays(pauses: PauseSpan[], from: LocalDay, to: LocalDay): number {
  let paused = 0;
  for (const pause of pauses) {
    const first = maxDay(addDays(pause.pausedOn, 1), from);
    const last = minDay(pause.resumedOn === null ? to : addDays(pause.resumedOn, -1), to);
    paused += learningDaysBetween(first, last);
  }
  return paused;
}

/**
 * static_schedule_day_number on `today`: the learning days from the start to today, both included, not
 * counting days paused all day, capped at the schedule's length. 0 before day 1.
 */
export function staticDayNumber(timeline: GoalTimeline, today: LocalDay): number {
  const elapsed = learningDaysBetween(timeline.startDate, today) - pausedLearningDays(timeline.pauses, timeline.startDate, today);
  return Math.min(Math.max(elapsed, 0), timeline.numberOfDays);
}

/** Whether the goal was (or, while a pause lasts, is) paused for the whole of `day`. */
export function isPausedAllDay(pauses: PauseSpan[], day: LocalDay): boolean {
  return pauses.some((pause) => day > pause.pausedOn && (pause.resumedOn === null || day < pause.resumedOn));
}

/**
 * The day of the static schedule a goal shows on `day` (any date: past, today or ahead), or null when it
 * shows nothing then: a weekend, before day 1, a day paused all day, or after the schedule's last day.
 * A day ahead is counted as if no pause comes before it.
 */
export function scheduleDayOn(timeline: GoalTimeline, day: LocalDay): number | null {
  if (isWeekend(day) || day < timeline.startDate || isPausedAllDay(timeline.pauses, day)) return null;
  const number = learningDaysBetween(timeline.startDate, day) - pausedLearningDays(timeline.pauses, timeline.startDate, day);
  return number >= 1 && number <= timeline.numberOfDays ? number : null;
}

/**
 * Whether `day` is a day of the goal's schedule that lists an item (on the schedule days `itemDays`): what
 * is done on such a day earns the same-day bonuses.
 */
export function isScheduledOn(timeline: GoalTimeline, itemDays: number[], day: LocalDay): boolean {
  const number = scheduleDayOn(timeline, day);
  return number !== null && itemDays.includes(number);
}

/**
 * The learning days that have passed without the learner doing anything in the goal: those after the
 * latest of its last completed item, the day before its start and its last resume, and before today
 * (today is not over, so it never counts against them).
 */
export function idleLearningDays(
  activity: { startDate: LocalDay; lastCompletedOn: LocalDay | null; lastResumedOn: LocalDay | null },
  today: LocalDay,
): number {
  const since = [activity.lastCompletedOn, activity.lastResumedOn]
    .filter((day): day is LocalDay => day !== null)
    .reduce(maxDay, addDays(activity.startDate, -1));
  return learningDaysBetween(addDays(since, 1), addDays(today, -1));
}

export function isIdleTooLong(activity: Parameters<typeof idleLearningDays>[0], today: LocalDay): boolean {
  return idleLearningDays(activity, today) >= INACTIVITY_LEARNING_DAYS;
}

const maxDay = (a: LocalDay, b: LocalDay) => (a > b ? a : b);
const minDay = (a: LocalDay, b: LocalDay) => (a < b ? a : b);
