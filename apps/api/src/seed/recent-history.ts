import { getTableColumns, getTableName, inArray, is, max, sql, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index';
import { daysBetween, localDate } from '../lib/local-days';
import type { SeedTx } from './types';

// Tables whose dates are not part of a learner's story: sign-in state that must keep its real expiry.
const NOT_HISTORY = new Set(['sessions', 'password_reset_codes', 'user_identities', 'oidc_flows']);

// Rows that belong to a learner through a parent row rather than a user_id of their own.
const THROUGH_PARENT: { table: PgTable; column: PgColumn; parent: PgTable }[] = [
  { table: schema.goalPauses, column: schema.goalPauses.user_goal_id, parent: schema.userGoals },
  { table: schema.userChallengeSteps, column: schema.userChallengeSteps.user_challenge_id, parent: schema.userChallenges },
];

const FAR_AWAY = 365_250;

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

function dateColumns(table: PgTable): PgColumn[] {
  return Object.values(getTableColumns(table)).filter((column) => {
    const type = column.getSQLType();
    return type === 'date' || type.startsWith('timestamp');
  });
}

/** `column = column + days`, for every date and timestamp column of the table. */
function shifted(table: PgTable, days: number): Record<string, SQL> | null {
  const columns = dateColumns(table);
  if (columns.length === 0) return null;
  return Object.fromEntries(
    columns.map((column) => [
      column.name,
      column.getSQLType() === 'date' ? sql`${column} + ${days}::int` : sql`${column} + make_interval(days => ${days}::int)`,
    ]),
  );
}

/**
 * Keeps the demo learners' seeded past looking like the recent past. When the newest learning day of the
 * demo users is a week or more behind `now` (the demo was started again weeks later), every date of their
 * history moves forward by whole weeks, so weekdays stay weekdays and every streak, chart and schedule keeps
 * its shape, ending within the last week. What people did in the demo since moves along with it. Returns the
 * number of days moved (0 when the history is recent).
 */
export async function keepHistoryRecent(tx: SeedTx, userIds: number[], now: Date, timeZone: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const [latest] = await tx.select({ day: max(schema.learningDays.day) }).from(schema.learningDays).where(inArray(schema.learningDays.user_id, userIds));
  if (!latest?.day) return 0;
  const days = Math.floor(daysBetween(latest.day, localDate(now, timeZone)) / 7) * 7;
  if (days <= 0) return 0;

  // PostgreSQL checks unique keys row by row, so a day moved onto a day not moved yet would collide
  // (learning_days is unique per user and day): everything goes a thousand years out first, then back.
  for (const step of [FAR_AWAY, days - FAR_AWAY]) {
    for (const table of tables) {
      if (NOT_HISTORY.has(getTableName(table))) continue;
      const owner = getTableColumns(table)['user_id'];
      const set = shifted(table, step);
      if (!owner || !set) continue;
      await tx.update(table).set(set).where(inArray(owner, userIds));
    }
    for (const { table, column, parent } of THROUGH_PARENT) {
      const set = shifted(table, step);
      const parentOwner = getTableColumns(parent)['user_id'];
      const parentId = getTableColumns(parent)['id'];
      if (!set || !parentOwner || !parentId) continue;
      await tx.update(table).set(set).where(inArray(column, tx.select({ id: parentId }).from(parent).where(inArray(parentOwner, userIds))));
    }
  }
  const users = schema.users;
  await tx
    .update(users)
    .set({ last_active_at: sql`${users.last_active_at} + make_interval(days => ${days}::int)` })
    .where(inArray(users.id, userIds));
  return days;
}
