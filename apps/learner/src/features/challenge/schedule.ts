import { isLongChallenge } from '@stride/validation';
import type { ScheduleBody } from './api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The step player's own schedule lasts 30 minutes (docs/challenges.md). */
export const STEP_SCHEDULE_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** The learner's local date of `at`, as the contract's Date (YYYY-MM-DD). */
export const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
/** The local time of day of `at`, as a time input holds it (HH:mm). */
export const localTime = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** What the scheduling form holds: a local date and two local times of day; empty when not chosen. */
export interface ScheduleValues {
  date: string | null;
  start: string;
  end: string;
}

/**
 * The scheduling page's defaults (docs/challenges.md): today, the next full hour, and two hours from now (to the
 * minute), by the browser's clock. Two hours from now past midnight would end before it starts on the same
 * date, so the end stops at 23:59 then.
 */
export function defaultSchedule(now: Date): ScheduleValues {
  const start = new Date(now);
  start.setHours(now.getHours() + 1, 0, 0, 0);
  const end = new Date(now.getTime() + 2 * HOUR);
  return { date: localDate(now), start: localTime(start), end: localDate(end) === localDate(now) ? localTime(end) : '23:59' };
}

/** Whether every value is there (else 'Enter all the values for scheduling...', docs/challenges.md). */
export const isComplete = (values: ScheduleValues): values is ScheduleValues & { date: string } => Boolean(values.date && values.start && values.end);

/** The local date and time as an instant. */
function instant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/**
 * The schedule call's body: the date as chosen, the times as instants on that date. An end not after the
 * start is sent as it is: the server says why it refuses it.
 */
export function scheduleBody(values: ScheduleValues & { date: string }, goalId: number): ScheduleBody {
  return { date: values.date, start_time: instant(values.date, values.start).toISOString(), end_time: instant(values.date, values.end).toISOString(), goal_id: goalId };
}

/** The schedule the step player makes on Start when none is open: from now (to the minute) for 30 minutes, or a long challenge's time. */
export function stepPlayerSchedule(now: Date, goalId: number, minutesRequired: number): ScheduleBody {
  const start = new Date(now);
  start.setSeconds(0, 0);
  // A long challenge is scheduled for the time it takes, after which its reflection opens (docs/challenges.md).
  const minutes = isLongChallenge(minutesRequired) ? minutesRequired : STEP_SCHEDULE_MINUTES;
  return { date: localDate(start), start_time: start.toISOString(), end_time: new Date(start.getTime() + minutes * MINUTE).toISOString(), goal_id: goalId };
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** A take's time in words, e.g. "Wednesday 18 November 2026, 10:00 – 12:00". */
export function scheduleText(take: { start_time: string; end_time: string }): string {
  const start = new Date(take.start_time);
  return `${dayFormat.format(start)}, ${timeFormat.format(start)} – ${timeFormat.format(new Date(take.end_time))}`;
}

/** When a reflection opens, in words, e.g. "Wednesday 18 November 2026, 11:00". */
export function openingText(at: string): string {
  const when = new Date(at);
  return `${dayFormat.format(when)}, ${timeFormat.format(when)}`;
}
