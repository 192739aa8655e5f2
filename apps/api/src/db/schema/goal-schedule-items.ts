import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { challenges } from './challenges';
import { goals } from './goals';
import { revisions } from './revisions';

/**
 * The static schedule of a goal: on learning day `day_number` (1 to the program's number_of_days) the learner
 * gets these items in `position` order. Exactly one of activity (Learn), revision (Learn) or challenge (Do).
 * The schedule is the rows with no `retired_at`; a row the back office replaces after a learner started the goal
 * is retired instead of deleted, so the days learners have already passed keep what they showed
 * (docs/back-office-curriculum.md, "Editing content learners are in").
 */
export const goalScheduleItems = pgTable(
  'goal_schedule_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    day_number: integer().notNull(),
    position: integer().notNull(),
    activity_id: integer().references(() => activities.id, { onDelete: 'restrict' }),
    revision_id: integer().references(() => revisions.id, { onDelete: 'restrict' }),
    challenge_id: integer().references(() => challenges.id, { onDelete: 'restrict' }),
    /** When the row joined the schedule (the app's clock); -infinity for rows there from the start (the seed's). */
    scheduled_at: timestamp({ withTimezone: true }).notNull().default(sql`'-infinity'`),
    /** When a replaced schedule dropped it; null while it is in the schedule. */
    retired_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Also serves the day-list lookup by (goal_id, day_number); retired rows keep their old places.
    uniqueIndex('goal_schedule_items_goal_id_day_number_position_key')
      .on(table.goal_id, table.day_number, table.position)
      .where(sql`${table.retired_at} is null`),
    // The day lists of days already passed read retired rows too, which the partial index above leaves out.
    index('goal_schedule_items_goal_id_day_number_idx').on(table.goal_id, table.day_number),
    index('goal_schedule_items_activity_id_idx').on(table.activity_id),
    index('goal_schedule_items_revision_id_idx').on(table.revision_id),
    index('goal_schedule_items_challenge_id_idx').on(table.challenge_id),
    check('goal_schedule_items_day_number_positive', sql`${table.day_number} >= 1`),
    check('goal_schedule_items_position_positive', sql`${table.position} >= 1`),
    check('goal_schedule_items_retired_after_scheduled', sql`${table.retired_at} is null or ${table.retired_at} >= ${table.scheduled_at}`),
    check(
      'goal_schedule_items_one_item',
      sql`num_nonnulls(${table.activity_id}, ${table.revision_id}, ${table.challenge_id}) = 1`,
    ),
  ],
);
