import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { challenges } from './challenges';
import { goals } from './goals';
import { revisions } from './revisions';

/**
 * The static schedule of a goal: on learning day `day_number` (1 to the program's number_of_days) the learner
 * gets these items in `position` order. Exactly one of activity (Learn), revision (Learn) or challenge (Do).
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
  },
  (table) => [
    // Also serves the day-list lookup by (goal_id, day_number).
    uniqueIndex('goal_schedule_items_goal_id_day_number_position_key').on(
      table.goal_id,
      table.day_number,
      table.position,
    ),
    index('goal_schedule_items_activity_id_idx').on(table.activity_id),
    index('goal_schedule_items_revision_id_idx').on(table.revision_id),
    index('goal_schedule_items_challenge_id_idx').on(table.challenge_id),
    check('goal_schedule_items_day_number_positive', sql`${table.day_number} >= 1`),
    check('goal_schedule_items_position_positive', sql`${table.position} >= 1`),
    check(
      'goal_schedule_items_one_item',
      sql`num_nonnulls(${table.activity_id}, ${table.revision_id}, ${table.challenge_id}) = 1`,
    ),
  ],
);
