import { describe, expect, it } from 'vitest';
import { addDays, premiumTerm, readableDate } from './premium-term';

describe('premiumTerm', () => {
  it('starts on the learner\'s own day and ends 365 days later', () => {
    // 20:00 UTC on 18 November is already the 19th in Kolkata, still the 18th in New York.
    const at = new Date('2026-11-18T20:00:00.000Z');
    expect(premiumTerm(at, 'Asia/Kolkata')).toEqual({ start: '2026-11-19', end: '2027-11-19' });
    expect(premiumTerm(at, 'America/New_York')).toEqual({ start: '2026-11-18', end: '2027-11-18' });
  });

  it('counts 365 days across a leap day', () => {
    expect(premiumTerm(new Date('2027-03-01T06:00:00.000Z'), 'UTC')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
  });

  it('falls back to the browser\'s zone for a zone it does not know', () => {
    expect(premiumTerm(new Date('2026-11-18T12:00:00.000Z'), 'Not/AZone').start).toMatch(/^2026-11-1[789]$/);
  });

  it('adds days on dates and reads them as people do', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(readableDate('2027-11-19')).toBe('19 November 2027');
  });
});
