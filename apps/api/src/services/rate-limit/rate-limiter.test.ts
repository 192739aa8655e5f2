import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';
import { AppError } from '../../errors';
import { AdjustableClock } from '../../lib/clock';
import { openTestDatabase } from '../../testing/test-database';
import { addressKey, createRateLimiter, type RateLimiter } from './rate-limiter';

let database: DatabaseHandle;
let limiter: RateLimiter;
const clock = new AdjustableClock();
beforeAll(async () => {
  database = await openTestDatabase();
  limiter = createRateLimiter(database.db, clock);
});
afterAll(async () => {
  await database?.close();
});

describe('pace', () => {
  it('lets callers sharing a key through one at a time, an interval apart, and turns away those who would wait too long', async () => {
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => limiter.pace('pace-test', { intervalSeconds: 1, maxWaitSeconds: 2 }, 'Busy.').then(() => Date.now() - started)),
    );
    const waits = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])).sort((a, b) => a - b);
    expect(waits).toHaveLength(3);
    // Each went through at least a second after the one before it.
    expect(waits[1]).toBeGreaterThanOrEqual(950);
    expect(waits[2]).toBeGreaterThanOrEqual(1950);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')?.reason as AppError;
    expect(refused).toMatchObject({ statusCode: 429, message: 'Busy. Please try again in a minute.' });
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
  });
});

describe('counters', () => {
  const rule = { limit: 2, windowSeconds: 60 };

  it('count, refund and forget: reached says whether the window holds the limit', async () => {
    expect(await limiter.count('counted', rule)).toBe(1);
    expect(await limiter.reached('counted', rule)).toBe(false);
    expect(await limiter.count('counted', rule)).toBe(2);
    expect(await limiter.reached('counted', rule)).toBe(true);
    await limiter.refund('counted');
    expect(await limiter.reached('counted', rule)).toBe(false);
    await expect(limiter.hit('counted', rule, 'Slow down.')).resolves.toBeUndefined();
    await expect(limiter.hit('counted', rule, 'Slow down.')).rejects.toMatchObject({ statusCode: 429 });
    await limiter.forget('counted');
    expect(await limiter.reached('counted', rule)).toBe(false);
  });

  it('deletes windows older than a day, and keeps the others', async () => {
    await limiter.count('old', rule);
    clock.advance(25 * 60 * 60 * 1000);
    await limiter.count('fresh', rule);
    expect(await limiter.deleteExpired()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('fresh');
    expect(keys).not.toContain('old');
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses, unmaps IPv4 in IPv6, and counts IPv6 by its /64 network', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
