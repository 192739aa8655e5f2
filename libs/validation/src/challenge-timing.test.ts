import { describe, expect, it } from 'vitest';
import { isLongChallenge, isReflectionOpen, LONG_CHALLENGE_MINUTES, reflectionOpensAt } from './challenge-timing';

describe('challenge timing (docs/challenges.md)', () => {
  const start = new Date('2026-11-18T04:30:00.000Z');

  it('counts a challenge as long past the threshold only', () => {
    expect(isLongChallenge(LONG_CHALLENGE_MINUTES)).toBe(false);
    expect(isLongChallenge(LONG_CHALLENGE_MINUTES + 1)).toBe(true);
  });

  it('opens a long challenge’s reflection when its time has passed, a short one’s at once', () => {
    expect(reflectionOpensAt(start, 60)).toEqual(new Date('2026-11-18T05:30:00.000Z'));
    expect(reflectionOpensAt(start, 10)).toBeNull();
  });

  it('is open from the minute it opens, and always when it never waits', () => {
    const opensAt = '2026-11-18T05:30:00.000Z';
    expect(isReflectionOpen(opensAt, new Date('2026-11-18T05:29:59.000Z'))).toBe(false);
    expect(isReflectionOpen(opensAt, new Date(opensAt))).toBe(true);
    expect(isReflectionOpen(null, start)).toBe(true);
  });
});
