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
    // An organisation's points of a day or week (reports): the days' rows of every learner, read from the
    // index alone and hash-joined to the members, instead of a lookup per member (docs/reports.md).
    index('points_events_earned_on_user_id_points_idx').on(table.earned_on, table.user_id, table.points),
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
    // Who learned on the days of a report's window, for a whole organisation at once (docs/reports.md).
    index('learning_days_day_user_id_idx').on(table.day, table.user_id),
    check('learning_days_items_completed_positive', sql`${table.items_completed} >= 1`),
  ],
);

/**
 * A learner's running numbers, kept so the dashboard, leaderboards and reports never sum a whole history:
 * total_points is kept by a trigger on points_events (migration 0004), so no writer can forget it; the
 * streak columns are kept by the streak service as learning days are recorded (pauses are rules in code).
 * current_streak counts up to last_learning_day; whether a learning day since then broke it is decided when
 * it is read (docs/dashboard.md).
 */
export const learnerStats = pgTable(
  'learner_stats',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    total_points: integer().notNull().default(0),
    current_streak: integer().notNull().default(0),
    highest_streak: integer().notNull().default(0),
    last_learning_day: date(),
    days_of_learning: integer().notNull().default(0),
  },
  // No index on total_points: leaderboards sort a group's few rows, and an index on a column every award
  // changes would stop PostgreSQL from updating the row in place (a HOT update).
  (table) => [
    check('learner_stats_counts_non_negative', sql`least(${table.total_points}, ${table.current_streak}, ${table.highest_streak}, ${table.days_of_learning}) >= 0`),
    check('learner_stats_highest_streak', sql`${table.highest_streak} >= ${table.current_streak}`),
  ],
);

/**
 * The tips shown to a learner on their latest day of tips (their local date), so tip/random can offer one not
 * seen that day. One row per learner, replaced by the first tip of a new day: showing a tip is one upsert of
 * a row no index but the key covers, with no foreign key to check but the learner's on insert
 * (docs/performance.md). An id of a tip deleted since is harmless: tips are picked from the tips table.
 */
export const tipsShown = pgTable('tips_shown', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shown_on: date().notNull(),
  tip_ids: integer().array().notNull(),
});
