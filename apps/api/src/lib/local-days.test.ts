import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, isWeekend, learningDaysBetween, localDate, nextLearningDay, zonedInstant } from './local-days';

describe('local dates', () => {
  it('reads the learner’s own date of an instant, on both sides of the date line', () => {
    const instant = new Date('2026-11-18T20:30:00Z'); // a Wednesday evening in London
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-18');
    expect(localDate(instant, 'Pacific/Honolulu')).toBe('2026-11-18'); // UTC-10: 10:30
    expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2026-11-19'); // UTC+14: already Thursday
    expect(localDate(instant, 'Asia/Kolkata')).toBe('2026-11-19'); // 02:00 on Thursday
  });

  it('turns the date at the zone’s midnight, to the second, asked minute after minute', () => {
    // Kolkata's midnight is 18:30 UTC, Kathmandu's (UTC+5:45) 18:15, Chatham's in summer (UTC+13:45) 10:15.
    const cases: [string, string, string, string][] = [
      ['Asia/Kolkata', '2026-11-18T18:29:59.999Z', '2026-11-18', '2026-11-19'],
      ['Asia/Kathmandu', '2026-11-18T18:14:59.999Z', '2026-11-18', '2026-11-19'],
      ['Pacific/Chatham', '2026-11-18T10:14:59.999Z', '2026-11-18', '2026-11-19'],
    ];
    for (const [zone, lastMoment, before, after] of cases) {
      const last = new Date(lastMoment);
      expect(localDate(new Date(last.getTime() - 30_000), zone)).toBe(before);
      expect(localDate(last, zone)).toBe(before);
      expect(localDate(new Date(last.getTime() + 1), zone)).toBe(after);
      expect(localDate(new Date(last.getTime() + 59_000), zone)).toBe(after);
      expect(localDate(last, zone)).toBe(before);
    }
  });

  it('does day arithmetic on dates, across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-18', '2026-11-25')).toBe(7);
    expect(daysBetween('2026-11-25', '2026-11-18')).toBe(-7);
  });

  it('knows weekdays and weekends', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0); // Sunday
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('1969-12-31')).toBe(3); // before the epoch too
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(nextLearningDay('2026-11-21')).toBe('2026-11-23');
    expect(nextLearningDay('2026-11-24')).toBe('2026-11-24');
  });

  it('counts learning days in a range, both ends included, as a loop over the days would', () => {
    const loop = (from: string, to: string) => {
      let count = 0;
      for (let day = from; day <= to; day = addDays(day, 1)) if (!isWeekend(day)) count += 1;
      return count;
    };
    const start = '2026-10-28';
    for (let a = 0; a < 21; a += 1) {
      for (let b = a - 2; b < 30; b += 1) {
        const from = addDays(start, a);
        const to = addDays(start, b);
        expect(learningDaysBetween(from, to), `${from}..${to}`).toBe(loop(from, to));
      }
    }
    expect(learningDaysBetween('2026-01-01', '2026-12-31')).toBe(261);
  });

  it('finds the instant of a wall-clock time in a zone, daylight saving included', () => {
    expect(zonedInstant('2026-11-18', 9, 30, 'Asia/Kolkata').toISOString()).toBe('2026-11-18T04:00:00.000Z');
    expect(zonedInstant('2026-07-01', 9, 0, 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z'); // BST
    expect(zonedInstant('2026-12-01', 9, 0, 'Europe/London').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // New York's clocks go back on 2026-11-01: that day has 25 hours, and both noons are right.
    expect(zonedInstant('2026-10-31', 12, 0, 'America/New_York').toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(zonedInstant('2026-11-01', 12, 0, 'America/New_York').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(zonedInstant('2026-11-18', 0, 0, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-17T10:00:00.000Z');
  });
});
