import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goalPauseReasonEnum } from './enums';
import { goals } from './goals';
import { programs } from './programs';
import { users } from './users';

/**
 * A learner's enrolment in a program or sprint (before a goal is selected). Quitting the program's goal
 * sets left_at: the learner is no longer enrolled and may enrol again, which clears it.
 */
export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    enrollment_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    left_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('program_enrollments_user_id_program_id_key').on(table.user_id, table.program_id),
    index('program_enrollments_program_id_idx').on(table.program_id),
  ],
);

/**
 * The goal a learner selected in a program, and where they are in it. start_date is the learner's local
 * date of day 1; the current day number counts learning days since then, leaving out weekends and the days
 * of goal_pauses. Quit is final; paused_due_to_inactivity is a pause the dashboard lifts on its own.
 */
export const userGoals = pgTable(
  'user_goals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    /** Denormalised from the goal: the enrolled-goals and report screens list goals by program. */
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    start_date: date().notNull(),
    completed: boolean().notNull().default(false),
    completed_date: timestamp({ withTimezone: true }),
    quitted: boolean().notNull().default(false),
    /** When it was quitted: the goal's days stop counting for the streak from then. */
    quitted_at: timestamp({ withTimezone: true }),
    paused: boolean().notNull().default(false),
    paused_due_to_inactivity: boolean().notNull().default(false),
    selected_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Its leading user_id column also serves every "goals of this learner" lookup.
    index('user_goals_user_id_goal_id_idx').on(table.user_id, table.goal_id),
    // One goal at a time per program: a quitted goal stays as history and the learner may start again.
    uniqueIndex('user_goals_live_program_key')
      .on(table.user_id, table.program_id)
      .where(sql`not ${table.quitted}`),
    index('user_goals_goal_id_idx').on(table.goal_id),
    index('user_goals_program_id_idx').on(table.program_id),
    check('user_goals_inactivity_is_pause', sql`not ${table.paused_due_to_inactivity} or ${table.paused}`),
    check('user_goals_completed_has_date', sql`not ${table.completed} or ${table.completed_date} is not null`),
  ],
);

/**
 * One pause of a goal, so the paused days can be left out of the learner's day number. `leave` is for
 * leave taken from work, which can later follow the learner's work week.
 */
export const goalPauses = pgTable(
  'goal_pauses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_goal_id: integer()
      .notNull()
      .references(() => userGoals.id, { onDelete: 'cascade' }),
    paused_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the pause lasts. */
    resumed_at: timestamp({ withTimezone: true }),
    reason: goalPauseReasonEnum().notNull().default('manual'),
  },
  (table) => [
    index('goal_pauses_user_goal_id_idx').on(table.user_goal_id, table.paused_at),
    // A goal is paused at most once at a time.
    uniqueIndex('goal_pauses_open_key')
      .on(table.user_goal_id)
      .where(sql`${table.resumed_at} is null`),
    check(
      'goal_pauses_resumed_after_paused',
      sql`${table.resumed_at} is null or ${table.resumed_at} >= ${table.paused_at}`,
    ),
  ],
);
