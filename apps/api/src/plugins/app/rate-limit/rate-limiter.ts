import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { rateLimitCounters } from '../../../db/schema/index';
import { tooManyRequests } from '../../../errors';

export interface RateLimiter {
  /** Counts `count` hits (one unless said) for `key` and throws a 429 AppError once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule, message: string, count?: number): Promise<void>;
}

/**
 * Fixed-window counters in the database, so every API process shares them and a restart forgets nothing.
 * One upsert per hit: the window restarts when it has run out, otherwise the count goes up.
 */
export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    async hit(key, rule, message, count = 1) {
      const at = clock.now();
      // Sent as text and cast, so both drivers (pg and PGlite) pass the same instant.
      const now = at.toISOString();
      const expired = sql`${rateLimitCounters.window_started_at} < ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})`;
      const [counter] = await db
        .insert(rateLimitCounters)
        .values({ key, window_started_at: at, hits: count })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then ${count}::int else ${rateLimitCounters.hits} + ${count}::int end`,
            window_started_at: sql`case when ${expired} then ${now}::timestamptz else ${rateLimitCounters.window_started_at} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitCounters.window_started_at} + make_interval(secs => ${rule.windowSeconds}) - ${now}::timestamptz)))::int`,
        });
      if (counter && counter.hits > rule.limit) {
        const retryAfter = Math.max(1, Number(counter.retryAfter));
        throw tooManyRequests(retryAfter, `${message} Please try again in ${formatWait(retryAfter)}.`);
      }
    },
  };
}

function formatWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
