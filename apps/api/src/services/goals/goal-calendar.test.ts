import { describe, expect, it } from 'vitest';
import { idleLearningDays, isIdleTooLong, isScheduledOn, pauseSpans, scheduleDayOn, startDateFor, staticDayNumber, type GoalTimeline } from './goal-calendar';

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, …
const goal = (overrides: Partial<GoalTimeline> = {}): GoalTimeline => ({ startDate: '2026-11-16', numberOfDays: 20, pauses: [], ...overrides });

describe('the start of a goal', () => {
  it('is today on a learning day and the Monday after on a weekend', () => {
    expect(startDateFor('2026-11-18')).toBe('2026-11-18');
    expect(startDateFor('2026-11-21')).toBe('2026-11-23');
    expect(startDateFor('2026-11-22')).toBe('2026-11-23');
  });
});

describe('static_schedule_day_number', () => {
  it('is 1 on the first day and counts learning days only', () => {
    expect(staticDayNumber(goal(), '2026-11-16')).toBe(1);
    expect(staticDayNumber(goal(), '2026-11-20')).toBe(5);
    expect(staticDayNumber(goal(), '2026-11-21')).toBe(5); // Saturday: no new day
    expect(staticDayNumber(goal(), '2026-11-22')).toBe(5);
    expect(staticDayNumber(goal(), '2026-11-23')).toBe(6);
  });

  it('is 0 before day 1 (a goal selected on a weekend starts on Monday)', () => {
    const weekendStart = goal({ startDate: startDateFor('2026-11-21') });
    expect(staticDayNumber(weekendStart, '2026-11-21')).toBe(0);
    expect(staticDayNumber(weekendStart, '2026-11-22')).toBe(0);
    expect(staticDayNumber(weekendStart, '2026-11-23')).toBe(1);
  });

  it('is capped at the length of the schedule', () => {
    expect(staticDayNumber(goal({ numberOfDays: 10 }), '2026-11-27')).toBe(10);
    expect(staticDayNumber(goal({ numberOfDays: 10 }), '2027-03-01')).toBe(10);
  });

  it('does not count days paused all day long', () => {
    // Paused on Tuesday after the day's items, resumed on Friday morning: Wednesday and Thursday do not count.
    const paused = goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: '2026-11-20' }] });
    expect(staticDayNumber(paused, '2026-11-17')).toBe(2);
    expect(staticDayNumber(paused, '2026-11-19')).toBe(2);
    expect(staticDayNumber(paused, '2026-11-20')).toBe(3);
    expect(staticDayNumber(paused, '2026-11-23')).toBe(4);
  });

  it('stands still while a pause lasts, and a pause over a weekend costs no extra days', () => {
    const open = goal({ pauses: [{ pausedOn: '2026-11-18', resumedOn: null }] });
    expect(staticDayNumber(open, '2026-11-18')).toBe(3);
    expect(staticDayNumber(open, '2026-11-25')).toBe(3);
    const weekend = goal({ pauses: [{ pausedOn: '2026-11-20', resumedOn: '2026-11-23' }] });
    expect(staticDayNumber(weekend, '2026-11-23')).toBe(6);
  });

  it('keeps a day on which the goal was paused and resumed', () => {
    const sameDay = goal({ pauses: [{ pausedOn: '2026-11-18', resumedOn: '2026-11-18' }] });
    expect(staticDayNumber(sameDay, '2026-11-19')).toBe(4);
  });

  it('reads pauses in the learner’s own zone', () => {
    // 23:30 on Tuesday in Honolulu is already Wednesday in UTC; 06:00 Friday in Kiritimati is Thursday in UTC.
    const pausedAt = new Date('2026-11-18T09:30:00Z');
    const resumedAt = new Date('2026-11-19T16:00:00Z');
    expect(pauseSpans([{ paused_at: pausedAt, resumed_at: resumedAt }], 'Pacific/Honolulu')).toEqual([
      { pausedOn: '2026-11-17', resumedOn: '2026-11-19' },
    ]);
    expect(pauseSpans([{ paused_at: pausedAt, resumed_at: resumedAt }], 'Pacific/Kiritimati')).toEqual([
      { pausedOn: '2026-11-18', resumedOn: '2026-11-20' },
    ]);
    expect(pauseSpans([{ paused_at: pausedAt, resumed_at: null }], 'UTC')).toEqual([{ pausedOn: '2026-11-18', resumedOn: null }]);
  });

  it('is right across a daylight-saving change', () => {
    // New York falls back on Sunday 2026-11-01; a pause from Friday 23:30 to Tuesday 00:30 local covers Monday only.
    const spans = pauseSpans(
      [{ paused_at: new Date('2026-10-31T03:30:00Z'), resumed_at: new Date('2026-11-03T05:30:00Z') }],
      'America/New_York',
    );
    expect(spans).toEqual([{ pausedOn: '2026-10-30', resumedOn: '2026-11-03' }]);
    expect(staticDayNumber({ startDate: '2026-10-26', numberOfDays: 20, pauses: spans }, '2026-11-03')).toBe(6);
  });
});

describe('the schedule day a goal shows on a date', () => {
  it('follows the learning days, past and ahead, with nothing on weekends', () => {
    expect(scheduleDayOn(goal(), '2026-11-16')).toBe(1);
    expect(scheduleDayOn(goal(), '2026-11-20')).toBe(5);
    expect(scheduleDayOn(goal(), '2026-11-21')).toBeNull();
    expect(scheduleDayOn(goal(), '2026-11-22')).toBeNull();
    expect(scheduleDayOn(goal(), '2026-11-23')).toBe(6);
    expect(scheduleDayOn(goal(), '2026-12-11')).toBe(20);
  });

  it('shows nothing before day 1 or after the last day', () => {
    expect(scheduleDayOn(goal(), '2026-11-13')).toBeNull();
    expect(scheduleDayOn(goal({ numberOfDays: 10 }), '2026-11-27')).toBe(10);
    expect(scheduleDayOn(goal({ numberOfDays: 10 }), '2026-11-30')).toBeNull();
  });

  it('shows nothing on a day paused all day, and the next day carries on from where it stopped', () => {
    const paused = goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: '2026-11-20' }] });
    expect(scheduleDayOn(paused, '2026-11-17')).toBe(2);
    expect(scheduleDayOn(paused, '2026-11-18')).toBeNull();
    expect(scheduleDayOn(paused, '2026-11-19')).toBeNull();
    expect(scheduleDayOn(paused, '2026-11-20')).toBe(3);
    const stillPaused = goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: null }] });
    expect(scheduleDayOn(stillPaused, '2026-11-25')).toBeNull();
  });
});

describe('whether an item is done on its day (the same-day bonuses)', () => {
  it('is so on a day of the schedule that lists it, and not on another, a weekend or a paused day', () => {
    expect(isScheduledOn(goal(), [3, 8], '2026-11-18')).toBe(true); // day 3
    expect(isScheduledOn(goal(), [3, 8], '2026-11-19')).toBe(false); // day 4: caught up late
    expect(isScheduledOn(goal(), [5], '2026-11-21')).toBe(false); // Saturday after day 5
    const paused = goal({ pauses: [{ pausedOn: '2026-11-17', resumedOn: '2026-11-20' }] });
    expect(isScheduledOn(paused, [3], '2026-11-18')).toBe(false);
    expect(isScheduledOn(paused, [3], '2026-11-20')).toBe(true);
  });
});

describe('inactivity', () => {
  const fresh = { startDate: '2026-11-16', lastCompletedOn: null, lastResumedOn: null };

  it('counts the learning days since the last completed item, leaving out today and weekends', () => {
    const active = { ...fresh, lastCompletedOn: '2026-11-18' };
    expect(idleLearningDays(active, '2026-11-19')).toBe(0);
    expect(idleLearningDays(active, '2026-11-23')).toBe(2); // Thu, Fri
    expect(idleLearningDays(active, '2026-11-25')).toBe(4);
    expect(isIdleTooLong(active, '2026-11-25')).toBe(false);
    expect(isIdleTooLong(active, '2026-11-26')).toBe(true); // Thu, Fri, Mon, Tue, Wed
  });

  it('counts from the start when nothing was done, and from the last resume', () => {
    expect(idleLearningDays(fresh, '2026-11-16')).toBe(0);
    expect(isIdleTooLong(fresh, '2026-11-20')).toBe(false);
    expect(isIdleTooLong(fresh, '2026-11-21')).toBe(true); // Mon to Fri untouched
    expect(isIdleTooLong({ ...fresh, lastCompletedOn: '2026-11-16', lastResumedOn: '2026-11-24' }, '2026-11-27')).toBe(false);
  });

  it('never counts a goal that has not started yet', () => {
    expect(idleLearningDays({ ...fresh, startDate: '2026-11-23' }, '2026-11-22')).toBe(0);
  });
});
