import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityTypeEnum } from './enums';
import { goals } from './goals';
import { readings, subtopics } from './topics';

/** A Learn item: a short set of questions on one subtopic, with the bonuses it pays on completion. */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    type: activityTypeEnum().notNull().default('learn'),
    /** Days after which a completed activity may be taken again (a new attempt). */
    reattempt_after_days: integer().notNull().default(0),
    same_day_bonus: integer().notNull().default(0),
    same_day_all_correct_bonus: integer().notNull().default(0),
    all_correct_bonus: integer().notNull().default(0),
    /** Reading shown on the completion screen. */
    reading_id: integer().references(() => readings.id, { onDelete: 'set null' }),
    subtopic_id: integer().references(() => subtopics.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('activities_code_key').on(table.code),
    index('activities_subtopic_id_idx').on(table.subtopic_id),
    index('activities_reading_id_idx').on(table.reading_id),
    // Search of completed activities by name or description (ILIKE '%term%'): trigram indexes serve infix matches.
    index('activities_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('activities_description_trgm_idx').using('gin', sql`${table.description} gin_trgm_ops`),
    ...(['reattempt_after_days', 'same_day_bonus', 'same_day_all_correct_bonus', 'all_correct_bonus'] as const).map(
      (column) => check(`activities_${column}_non_negative`, sql`${table[column]} >= 0`),
    ),
  ],
);

/** The goal-activity listing (back-office activity/list?goal_id): the activities a goal uses, each with a flag. */
export const goalActivities = pgTable(
  'goal_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    activity_id: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    active: boolean().notNull().default(true),
  },
  (table) => [
    uniqueIndex('goal_activities_goal_id_activity_id_key').on(table.goal_id, table.activity_id),
    index('goal_activities_activity_id_idx').on(table.activity_id),
  ],
);
