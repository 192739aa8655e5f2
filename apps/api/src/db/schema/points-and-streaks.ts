import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pointsSourceEnum } from './enums';
import { goals } from './goals';
import { users } from './users';

/**
 * Points earned, one row per award, so totals, week charts, leaderboards and reports are sums and never
 * drift. source_id is the row that earned them: question → question_responses.id, activity_bonus →
 * user_activities.id (all of an attempt's bonuses in one row), revision → user_revisions.id, challenge →
 * user_challenges.id. The unique key makes awarding twice a no-op.
 */
export const pointsEvents = pgTable(
  'points_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer().references(() => goals.id, { onDelete: 'set null' }),
    source: pointsSourceEnum().notNull(),
    source_id: integer().notNull(),
    points: integer().notNull(),
    earned_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The learner's local date of earned_at: the day the week chart puts the points on. */
    earned_on: date().notNull(),
  },
  (table) => [
    uniqueIndex('points_events_source_source_id_key').on(table.source, table.source_id),
    index('points_events_user_id_earned_on_idx').on(table.user_id, table.earned_on),
    index('points_events_goal_id_idx').on(table.goal_id),
    check('points_events_points_non_negative', sql`${table.points} >= 0`),
  ],
);

/** Streak data: a learner's local date on which they completed at least one item. */
export const learningDays = pgTable(
  'learning_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    items_completed: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex('learning_days_user_id_day_key').on(table.user_id, table.day),
    check('learning_days_items_completed_positive', sql`${table.items_completed} >= 1`),
  ],
);
