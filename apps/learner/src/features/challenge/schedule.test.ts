import { describe, expect, it } from 'vitest';
import { defaultSchedule, isComplete, scheduleBody, stepPlayerSchedule } from './schedule';

describe('scheduling', () => {
  it('defaults to today, the next full hour and two hours from now', () => {
    expect(defaultSchedule(new Date(2026, 10, 18, 10, 20, 30))).toEqual({ date: '2026-11-18', start: '11:00', end: '12:20' });
    expect(defaultSchedule(new Date(2026, 10, 18, 9, 0))).toEqual({ date: '2026-11-18', start: '10:00', end: '11:00' });
  });

  it('ends the default at 23:59 rather than past midnight', () => {
    expect(defaultSchedule(new Date(2026, 10, 18, 22, 30))).toEqual({ date: '2026-11-18', start: '23:00', end: '23:59' });
  });

  it('needs every value', () => {
    expect(isComplete({ date: '2026-11-18', start: '10:00', end: '11:00' })).toBe(true);
    expect(isComplete({ date: null, start: '10:00', end: '11:00' })).toBe(false);
    expect(isComplete({ date: '2026-11-18', start: '', end: '11:00' })).toBe(false);
    expect(isComplete({ date: '2026-11-18', start: '10:00', end: '' })).toBe(false);
  });

  it('sends the local date and the times on it as instants', () => {
    expect(scheduleBody({ date: '2026-11-18', start: '11:00', end: '12:20' }, 11)).toEqual({
      date: '2026-11-18',
      start_time: new Date(2026, 10, 18, 11, 0).toISOString(),
      end_time: new Date(2026, 10, 18, 12, 20).toISOString(),
      goal_id: 11,
    });
  });

  it('schedules the step player from now, to the minute, for 30 minutes', () => {
    expect(stepPlayerSchedule(new Date(2026, 10, 18, 10, 20, 45, 123), 11, 10)).toEqual({
      date: '2026-11-18',
      start_time: new Date(2026, 10, 18, 10, 20).toISOString(),
      end_time: new Date(2026, 10, 18, 10, 50).toISOString(),
      goal_id: 11,
    });
  });

  it('schedules a long challenge for the time it takes, after which its reflection opens', () => {
    expect(stepPlayerSchedule(new Date(2026, 10, 18, 10, 20), 11, 60).end_time).toBe(new Date(2026, 10, 18, 11, 20).toISOString());
  });
});
