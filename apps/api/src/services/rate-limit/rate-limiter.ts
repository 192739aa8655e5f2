import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PaceRule, RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { rateLimitCounters } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';

export interface RateLimiter {
  /** Counts `count` hits (one unless said) for `key` and throws a 429 AppError once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule, message: string, count?: number): Promise<void>;
  /** Counts hits like `hit` but never refuses: the window's total so far. */
  count(key: string, rule: RateLimitRule): Promise<number>;
  /** Whether the current window of `key` already holds the rule's limit, counting nothing. */
  reached(key: string, rule: RateLimitRule): Promise<boolean>;
  /** Takes back hits counted for `key` (an attempt that turned out not to count). */
  refund(key: string, count?: number): Promise<void>;
  /** Forgets the window of `key` altogether. */
  forget(key: string): Promise<void>;
  /**
   * Lets callers sharing `key` through one at a time, `intervalSeconds` apart: resolves when this caller's
   * turn comes (waiting here at most `maxWaitSeconds`), or throws a 429 when the queue is longer than that.
   */
  pace(key: string, rule: PaceRule, message: string): Promise<void>;
  /** Deletes windows that ended long ago (every rule's window is at most a day). */
  deleteExpired(): Promise<number>;
}

/** The longest window of any rule: a counter older than this counts nothing any more. */
const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Fixed-window counters in the database, so every API process shares them and a restart forgets nothing.
 * One upsert per hit: the window restarts when it has run out, otherwise the count goes up.
 */
export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  async function add(key: string, rule: RateLimitRule, hits: number) {
    const at = clock.now();
    // Sent as text and cast, so both drivers (pg and PGlite) pass the same instant.
    const now = at.toISOString();
    const expired = sql`${rateLimitCounters.window_started_at} < ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})`;
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key, window_started_at: at, hits })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then ${hits}::int else ${rateLimitCounters.hits} + ${hits}::int end`,
          window_started_at: sql`case when ${expired} then ${now}::timestamptz else ${rateLimitCounters.window_started_at} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitCounters.window_started_at} + make_interval(secs => ${rule.windowSeconds}) - ${now}::timestamptz)))::int`,
      });
    return { hits: counter?.hits ?? hits, retryAfter: Math.max(1, Number(counter?.retryAfter ?? rule.windowSeconds)) };
  }

  return {
    async hit(key, rule, message, hits = 1) {
      const counter = await add(key, rule, hits);
      if (counter.hits > rule.limit) throw tooManyRequests(counter.retryAfter, `${message} Please try again in ${formatWait(counter.retryAfter)}.`);
    },

    async count(key, rule) {
      return (await add(key, rule, 1)).hits;
    },

    async reached(key, rule) {
      const windowStart = new Date(clock.now().getTime() - rule.windowSeconds * 1000);
      const [counter] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gte(rateLimitCounters.window_started_at, windowStart)));
      return (counter?.hits ?? 0) >= rule.limit;
    },

    async refund(key, hits = 1) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - ${hits}::int, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    async forget(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    async pace(key, rule, message) {
      const at = clock.now();
      const now = at.toISOString();
      // The row keeps the time of the latest turn given out; the next turn is an interval after it, or now.
      const turn = sql`greatest(${rateLimitCounters.window_started_at} + make_interval(secs => ${rule.intervalSeconds}), ${now}::timestamptz)`;
      const [given] = await db
        .insert(rateLimitCounters)
        .values({ key, window_started_at: at, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: { window_started_at: turn, hits: sql`${rateLimitCounters.hits} + 1` },
          setWhere: sql`${turn} <= ${now}::timestamptz + make_interval(secs => ${rule.maxWaitSeconds})`,
        })
        .returning({ turn: rateLimitCounters.window_started_at });
      if (!given) {
        // The queue is full: a place in it opens when the latest turn given out comes within the longest wait.
        const [latest] = await db.select({ turn: rateLimitCounters.window_started_at }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
        const opensAt = (latest?.turn.getTime() ?? at.getTime()) + (rule.intervalSeconds - rule.maxWaitSeconds) * 1000;
        const retryAfter = Math.max(1, Math.ceil((opensAt - at.getTime()) / 1000));
        throw tooManyRequests(retryAfter, `${message} Please try again in ${formatWait(retryAfter)}.`);
      }
      const waitMs = given.turn.getTime() - at.getTime();
      if (waitMs > 0) await sleep(waitMs);
    },

    async deleteExpired() {
      const before = new Date(clock.now().getTime() - LONGEST_WINDOW_SECONDS * 1000);
      const removed = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_started_at, before)).returning({ key: rateLimitCounters.key });
      return removed.length;
    },
  };
}

function formatWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * The part of a client's address that rate limits count by: an IPv4 address as it is (an IPv4 address mapped
 * into IPv6 too), an IPv6 address by its /64 network, since one household or server holds a whole /64 and
 * could otherwise take a fresh address for every attempt.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
