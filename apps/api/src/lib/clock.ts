/**
 * The server's one source of "now". Every rule that depends on the time (learning days, streaks,
 * inactivity, session and code expiry, rate-limit windows) reads it, so tests can move time and
 * production cannot.
 */
export interface Clock {
  now(): Date;
}

/** Production's clock: the machine's time, with no way to move it. */
export const systemClock: Clock = Object.freeze({ now: () => new Date() });

/**
 * A clock tests set to any instant; time then flows on from there at the normal rate, so ordering by
 * creation time keeps working. Built only when the test clock is switched on (never in production).
 */
export class AdjustableClock implements Clock {
  #offsetMs = 0;

  constructor(start?: Date) {
    if (start) this.set(start);
  }

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** From now on the clock reads `at`, moving forward in real time. */
  set(at: Date): void {
    this.#offsetMs = at.getTime() - Date.now();
  }

  advance(milliseconds: number): void {
    this.#offsetMs += milliseconds;
  }
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return clock instanceof AdjustableClock;
}

/** The clock a server runs on: adjustable when the test clock is switched on, the system clock otherwise. */
export function createClock(testClock: { start: Date | null } | null): Clock {
  return testClock ? new AdjustableClock(testClock.start ?? undefined) : systemClock;
}
