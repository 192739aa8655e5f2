import { localDate, type LocalDay } from '../../lib/local-days';
import { scheduleDayOn, type GoalTimeline } from '../goals/goal-calendar';

export interface ScheduleRequest {
  /** The learner's local date. */
  date: LocalDay;
  start: Date;
  end: Date;
}

/**
 * Why a challenge cannot be scheduled so, or null when it can (docs/challenges.md): it starts on the
 * date given, in the learner's zone, ends after it starts, and the date is today or later and a learning day
 * of the goal's schedule (not a weekend, a paused day, or a day outside the goal).
 */
export function scheduleProblem(request: ScheduleRequest, timeline: GoalTimeline, today: LocalDay, timeZone: string): string | null {
  if (request.end.getTime() <= request.start.getTime()) return 'The end time must be after the start time.';
  if (localDate(request.start, timeZone) !== request.date) return `The start time must be on ${request.date}.`;
  if (request.date < today) return 'Choose today or a later day.';
  if (scheduleDayOn(timeline, request.date) === null) return `${request.date} is not a learning day of this goal's schedule.`;
  return null;
}
