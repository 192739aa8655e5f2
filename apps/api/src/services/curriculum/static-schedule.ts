import type { Body, Schema } from '@stride/api-sdk';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client';
import { qualified } from '../../db/qualified';
import { activities, challenges, goalActivities, goalScheduleItems, revisions, userGoals } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { Clock } from '../../lib/clock';
import { inCurrentSchedule } from '../goals/schedule-items';
import { curriculumMessages, scheduleRows, type ScheduleItemRow } from './content-rules';
import { checked, goalWithDays } from './content-support';

/**
 * Refuses ids among `ids` that are no row of `table`, or an inactive one the goal's schedule does not list
 * already: the schedule may only place what learners can take, but an item deactivated after it was
 * scheduled may stay where it is (learners who started it keep it; the others no longer see it).
 */
async function missingOrInactive(
  executor: Executor,
  table: typeof activities | typeof revisions | typeof challenges,
  column: PgColumn,
  goalId: number,
  ids: number[],
  what: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const scheduled = sql<boolean>`exists (select 1 from ${goalScheduleItems} where ${goalScheduleItems.goal_id} = ${goalId} and ${column} = ${qualified(table.id)} and ${inCurrentSchedule})`;
  const rows = await executor.select({ id: table.id, active: sql<boolean>`(${table.active} or ${scheduled})` }).from(table).where(inArray(table.id, unique));
  const found = new Map(rows.map((row) => [row.id, row.active]));
  for (const id of unique.sort((a, b) => a - b)) {
    if (!found.has(id)) throw badRequest(curriculumMessages.unknown(what, id));
    if (found.get(id) === false) throw badRequest(curriculumMessages.inactive(what, id));
  }
}

async function staticSchedule(executor: Executor, goalId: number): Promise<Schema<'GoalStaticSchedule'>> {
  const goal = await goalWithDays(executor, goalId);
  const items = await executor
    .select({
      day_number: goalScheduleItems.day_number,
      activity: { id: activities.id, name: activities.name },
      revision: { id: revisions.id, name: revisions.name },
      challenge: { id: challenges.id, name: challenges.name },
    })
    .from(goalScheduleItems)
    .leftJoin(activities, eq(activities.id, goalScheduleItems.activity_id))
    .leftJoin(revisions, eq(revisions.id, goalScheduleItems.revision_id))
    .leftJoin(challenges, eq(challenges.id, goalScheduleItems.challenge_id))
    .where(and(eq(goalScheduleItems.goal_id, goalId), inCurrentSchedule))
    .orderBy(asc(goalScheduleItems.day_number), asc(goalScheduleItems.position));
  const days = Array.from({ length: goal.number_of_days }, (_, index) => ({
    day_number: index + 1,
    learn: [] as Schema<'GoalStaticSchedule'>['days'][number]['learn'],
    do: [] as Schema<'GoalStaticSchedule'>['days'][number]['do'],
  }));
  for (const item of items) {
    // Days beyond a shortened program are not shown to learners either.
    const day = days[item.day_number - 1];
    if (!day) continue;
    if (item.activity) day.learn.push({ item_type: 'activity', id: item.activity.id, name: item.activity.name });
    else if (item.revision) day.learn.push({ item_type: 'revision', id: item.revision.id, name: item.revision.name });
    else if (item.challenge) day.do.push({ challenge_id: item.challenge.id, name: item.challenge.name });
  }
  return { goal_id: goal.id, number_of_days: goal.number_of_days, days };
}

/** A schedule row's day, place and item: a row whose key the new schedule has again stays as it is. */
const rowKey = (row: ScheduleItemRow) => `${row.day_number}:${row.position}:${row.activity_id}:${row.revision_id}:${row.challenge_id}`;

/**
 * Writes `rows` as the goal's schedule. Rows it has again (same day, place and item) are kept as they are; the
 * others leave it, retired rather than deleted once a learner has chosen the goal, so the days learners have
 * passed keep showing what they showed (docs/back-office-curriculum.md, "Editing content learners are in").
 */
async function writeSchedule(tx: Transaction, goalId: number, rows: ScheduleItemRow[], now: Date) {
  const current = await tx
    .select({ id: goalScheduleItems.id, day_number: goalScheduleItems.day_number, position: goalScheduleItems.position, activity_id: goalScheduleItems.activity_id, revision_id: goalScheduleItems.revision_id, challenge_id: goalScheduleItems.challenge_id })
    .from(goalScheduleItems)
    .where(and(eq(goalScheduleItems.goal_id, goalId), inCurrentSchedule));
  const wanted = new Set(rows.map(rowKey));
  const kept = new Set(current.filter((row) => wanted.has(rowKey(row))).map(rowKey));
  const leaving = current.filter((row) => !wanted.has(rowKey(row))).map((row) => row.id);
  if (leaving.length > 0) {
    const [chosen] = await tx.select({ id: userGoals.id }).from(userGoals).where(eq(userGoals.goal_id, goalId)).limit(1);
    // Never before the row joined (a test clock may have been set back since).
    if (chosen) await tx.update(goalScheduleItems).set({ retired_at: sql`greatest(${now}, ${goalScheduleItems.scheduled_at})` }).where(inArray(goalScheduleItems.id, leaving));
    else await tx.delete(goalScheduleItems).where(inArray(goalScheduleItems.id, leaving));
  }
  const added = rows.filter((row) => !kept.has(rowKey(row)));
  if (added.length > 0) await tx.insert(goalScheduleItems).values(added.map((row) => ({ ...row, goal_id: goalId, scheduled_at: now })));
}

/** A goal's static schedule (docs/back-office-curriculum.md): its days, each with Learn and Do items. */
export function createStaticSchedule(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    getStaticSchedule: (goalId: number) => staticSchedule(db, goalId),

    /**
     * Replaces a goal's static schedule in one transaction, and the goal-activity listing with it (the
     * activities the schedule uses, keeping the active flag of those already listed), as the seed does.
     */
    async replaceStaticSchedule(goalId: number, days: Body<'replaceGoalStaticSchedule'>['days']): Promise<Schema<'GoalStaticSchedule'>> {
      return db.transaction(async (tx) => {
        const goal = await goalWithDays(tx, goalId, true);
        const rows = checked(() => scheduleRows(days, goal.number_of_days));
        const ids = (column: 'activity_id' | 'revision_id' | 'challenge_id') => rows.flatMap((row) => (row[column] === null ? [] : [row[column]]));
        await missingOrInactive(tx, activities, goalScheduleItems.activity_id, goalId, ids('activity_id'), 'activity');
        await missingOrInactive(tx, revisions, goalScheduleItems.revision_id, goalId, ids('revision_id'), 'revision');
        await missingOrInactive(tx, challenges, goalScheduleItems.challenge_id, goalId, ids('challenge_id'), 'challenge');
        await writeSchedule(tx, goalId, rows, clock.now());
        const used = [...new Set(ids('activity_id'))];
        if (used.length > 0) {
          await tx
            .insert(goalActivities)
            .values(used.map((activity_id) => ({ goal_id: goalId, activity_id })))
            .onConflictDoNothing();
        }
        await tx.delete(goalActivities).where(and(eq(goalActivities.goal_id, goalId), notInArray(goalActivities.activity_id, used.length > 0 ? used : [0])));
        return staticSchedule(tx, goalId);
      });
    },
  };
}
