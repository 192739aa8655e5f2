/** What came back for one request: an HTTP status, or no answer at all (refused, reset, timed out). */
export type Answer = number | 'no answer';

/** A span of the run in which failures are expected: from the fault until the service answers again, plus a grace. */
export interface Disturbance {
  name: string;
  from: number;
  until: number;
}

interface Seen {
  at: number;
  answer: Answer;
  path: string;
}

/**
 * Everything the simulated learners saw, and what the run is judged on: acknowledged writes that the database
 * no longer holds, sign-outs (a 401 to a live session is what sends an app to its sign-in page), and failures
 * outside the disturbances, that is, failures that persist after recovery.
 */
export class Tally {
  readonly seen: Seen[] = [];
  /** Writes the API acknowledged (2xx), by kind, as `userId:key`. */
  readonly acknowledged = new Map<string, Set<string>>();
  /** Writes that got no answer or a 5xx before being tried again: stored or not, nobody was told they were. */
  readonly unacknowledged = new Map<string, Set<string>>();

  record(at: number, path: string, answer: Answer): void {
    this.seen.push({ at, answer, path });
  }

  acknowledge(kind: string, key: string): void {
    setOf(this.acknowledged, kind).add(key);
  }

  leaveUnacknowledged(kind: string, key: string): void {
    setOf(this.unacknowledged, kind).add(key);
  }

  get requests(): number {
    return this.seen.length;
  }

  /** 401s: each one would have signed a learner out. */
  signOuts(): Seen[] {
    return this.seen.filter(({ answer }) => answer === 401);
  }

  /** 5xx and unanswered requests, inside `disturbance` or, with none, anywhere. */
  failures(disturbance?: Disturbance): Seen[] {
    return this.seen.filter(({ at, answer }) => isFailure(answer) && (!disturbance || (at >= disturbance.from && at <= disturbance.until)));
  }

  /** Failures outside every disturbance: what persisted after recovery (or came from nowhere). */
  failuresOutside(disturbances: Disturbance[]): Seen[] {
    return this.failures().filter(({ at }) => !disturbances.some((disturbance) => at >= disturbance.from && at <= disturbance.until));
  }
}

export const isFailure = (answer: Answer): boolean => answer === 'no answer' || answer >= 500;

/** The acknowledged writes of each kind that `stored` (what the database holds, as `userId:key`) lacks. */
export function missingWrites(acknowledged: Map<string, Set<string>>, stored: Map<string, Set<string>>): Map<string, string[]> {
  return new Map([...acknowledged].map(([kind, keys]) => [kind, [...keys].filter((key) => !stored.get(kind)?.has(key))]));
}

function setOf(map: Map<string, Set<string>>, kind: string): Set<string> {
  let keys = map.get(kind);
  if (!keys) {
    keys = new Set();
    map.set(kind, keys);
  }
  return keys;
}
