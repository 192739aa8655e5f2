import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { goals, programs } from '../../db/schema/index';
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
