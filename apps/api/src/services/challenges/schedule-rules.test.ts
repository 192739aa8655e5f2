import { describe, expect, it } from 'vitest';
import { scheduleProblem } from './schedule-rules';

// Mon 16 November 2026 is day 1 of a 14-day goal; Sat 21 and Sun 22 are weekends.
const timeline = { startDate: '2026-11-16', numberOfDays: 14, pauses: [] };
const at = (iso: string) => new Date(iso);

describe('scheduling a challenge', () => {
  it('is fine on a learning day of the goal, today or later, ending after it starts', () => {
    expect(scheduleProblem({ date: '2026-11-18', start: at('2026-11-18T10:00:00Z'), end: at('2026-11-18T12:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBeNull();
  });

  it('refuses an end before or at the start', () => {
    expect(scheduleProblem({ date: '2026-11-18', start: at('2026-11-18T10:00:00Z'), end: at('2026-11-18T09:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBe('The end time must be after the start time.');
    expect(scheduleProblem({ date: '2026-11-18', start: at('2026-11-18T10:00:00Z'), end: at('2026-11-18T10:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBe('The end time must be after the start time.');
  });

  it('refuses a start on another day than the date, in the learner’s zone', () => {
    // 20:00 UTC on the 18th is already the 19th in Kolkata.
    expect(scheduleProblem({ date: '2026-11-18', start: at('2026-11-18T20:00:00Z'), end: at('2026-11-18T21:00:00Z') }, timeline, '2026-11-18', 'Asia/Kolkata')).toBe('The start time must be on 2026-11-18.');
  });

  it('refuses a day gone, a weekend and a day after the goal', () => {
    expect(scheduleProblem({ date: '2026-11-17', start: at('2026-11-17T10:00:00Z'), end: at('2026-11-17T11:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBe('Choose today or a later day.');
    expect(scheduleProblem({ date: '2026-11-21', start: at('2026-11-21T10:00:00Z'), end: at('2026-11-21T11:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBe("2026-11-21 is not a learning day of this goal's schedule.");
    expect(scheduleProblem({ date: '2026-12-07', start: at('2026-12-07T10:00:00Z'), end: at('2026-12-07T11:00:00Z') }, timeline, '2026-11-18', 'UTC')).toBe("2026-12-07 is not a learning day of this goal's schedule.");
  });
});
