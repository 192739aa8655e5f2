/**
 * When a challenge's reflection opens (docs/challenges.md, "Challenges that follow the day"), shared by the
 * learner's screens and the server, which refuses an earlier completion.
 */

/** A challenge that takes longer than this is done over the day: its reflection waits until its time has passed. */
export const LONG_CHALLENGE_MINUTES = 15;

/** Whether a challenge needing `minutes` is lived through before it is reflected on. */
export function isLongChallenge(minutes: number): boolean {
  return minutes > LONG_CHALLENGE_MINUTES;
}

/** When the reflection (steps, rating, completion) of a take started at `start` opens; null when it never waits. */
export function reflectionOpensAt(start: Date, minutes: number): Date | null {
  return isLongChallenge(minutes) ? new Date(start.getTime() + minutes * 60_000) : null;
}

/** Whether the reflection is open at `now`. */
export function isReflectionOpen(opensAt: Date | string | null, now: Date): boolean {
  return opensAt === null || new Date(opensAt).getTime() <= now.getTime();
}
