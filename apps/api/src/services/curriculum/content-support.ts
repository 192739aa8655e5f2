import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { ListParams, ListSpec } from '../../db/list-page';
import { qualified } from '../../db/qualified';
import { goalScheduleItems, goals, programs } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { ContentRuleError, curriculumMessages, requiredText } from './content-rules';

/* What the curriculum's use cases (catalogue, question content, challenge content, static schedule) share. */

export type CodedContent = { code: string; name: string; description: string };

/** The one row a write returns (or a read of what it just wrote): its absence is a bug, not bad input. */
export function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected the row just written.');
  return row;
}

/** Runs pure content checks, turning a broken rule into the 400 its message explains. */
export function checked<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ContentRuleError) throw badRequest(error.message);
    throw error;
  }
}

/** Code, name and description as stored: trimmed, none blank. */
export const codedContent = (input: CodedContent) =>
  checked(() => ({ code: input.code, name: requiredText(input.name, 'name'), description: requiredText(input.description, 'description') }));

/** Checks that row `id` of `table` exists (locked for the transaction when asked, so children are numbered one writer at a time). */
export async function existing(db: Executor, table: PgTable & { id: PgColumn }, id: number, what: string, lock = false): Promise<void> {
  const query = db.select({ id: table.id }).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(curriculumMessages.unknown(what, id));
}

/** A goal with its program's length, or 404. */
export async function goalWithDays(executor: Executor, goalId: number, lock = false) {
  const query = executor
    .select({ id: goals.id, program_id: goals.program_id, number_of_days: programs.number_of_days })
    .from(goals)
    .innerJoin(programs, eq(programs.id, goals.program_id))
    .where(eq(goals.id, goalId));
  const [goal] = lock ? await query.for('update', { of: goals }) : await query;
  if (!goal) throw notFound(curriculumMessages.unknown('goal', goalId));
  return goal;
}

/** The scope filters of the activity, revision and challenge lists: the goal, or any goal of the program, whose schedule uses the item. */
export type ScheduleScope = { goal_id?: number; program_id?: number };

/**
 * Only items a goal's schedule (goal_id) or a program's goals' schedules (program_id) use: `itemColumn` is the
 * schedule item's column naming the item (activity_id, revision_id, challenge_id), indexed.
 */
export function scheduledIn(itemColumn: PgColumn, itemId: PgColumn, scope: ScheduleScope): SQL | undefined {
  if (scope.goal_id === undefined && scope.program_id === undefined) return undefined;
  const goal = scope.goal_id === undefined ? sql`` : sql` and ${qualified(goals.id)} = ${scope.goal_id}`;
  const program = scope.program_id === undefined ? sql`` : sql` and ${qualified(goals.program_id)} = ${scope.program_id}`;
  return sql`exists (select 1 from ${goalScheduleItems} join ${goals} on ${qualified(goals.id)} = ${qualified(goalScheduleItems.goal_id)}
    where ${qualified(itemColumn)} = ${qualified(itemId)}${goal}${program})`;
}

/** The list parameters of the activity, revision and challenge lists. */
export type ContentListParams = ListParams & ScheduleScope;

/** Coded content's lists: search by name or code (and `more`); sort by name (the default), code or creation. */
export const contentListSpec = (
  table: { id: PgColumn; code: PgColumn; name: PgColumn; active: PgColumn; created_at: PgColumn },
  ...more: ListSpec['search']
): ListSpec => ({
  search: [table.name, table.code, ...more],
  sorts: { name: table.name, code: table.code, created: table.created_at },
  id: table.id,
  active: table.active,
});
