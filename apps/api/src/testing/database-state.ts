import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { failure } from './helpers';

// Counters a refused request may rightly move: a wrong password still counts against the sign-in limit.
const MOVES_ON_REFUSAL = new Set(['rate_limit_counters']);
// Each request renews its session's last_seen_at, so sessions are compared by number, not content.
const COMPARED_BY_COUNT = new Set(['sessions']);

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !MOVES_ON_REFUSAL.has(name))
  .sort();

const statement = sql.join(
  tableNames.map((name) =>
    COMPARED_BY_COUNT.has(name)
      ? sql`select ${name} as name, count(*)::text as state from ${sql.identifier(name)}`
      : sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as state from ${sql.identifier(name)} t`,
  ),
  sql` union all `,
);

/**
 * A fingerprint of every table (the content of each row), in one query: equal before and after a call
 * means the call wrote nothing.
 */
export async function databaseState(db: Database): Promise<Record<string, string>> {
  const result = await db.execute<{ name: string; state: string }>(statement);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]));
}

/** Awaits a call that must be refused with `status` and leave every table as it was; returns the error. */
export async function refusedUnchanged(db: Database, call: () => Promise<unknown>, status: number) {
  const before = await databaseState(db);
  const error = await failure(call());
  expect(error.status).toBe(status);
  expect(await databaseState(db)).toEqual(before);
  return error;
}
