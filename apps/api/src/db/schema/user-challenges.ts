import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { challengeStepComponents, challengeSteps, challenges } from './challenges';
import { goals } from './goals';
import { users } from './users';

/**
 * A learner's take on a challenge: scheduled (date, start and end), started, then completed with a star
 * rating (user_response), written feedback and the difficulty answer of the completion screen.
 */
export const userChallenges = pgTable(
  'user_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    challenge_id: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'restrict' }),
    /** The learner's local date the challenge is scheduled for. */
    date: date().notNull(),
    start_time: timestamp({ withTimezone: true }),
    end_time: timestamp({ withTimezone: true }),
    started: boolean().notNull().default(false),
    is_completed: boolean().notNull().default(false),
    completed_date: timestamp({ withTimezone: true }),
    user_feedback: text(),
    /** Experience rating, 1 to 5 stars. */
    user_response: integer(),
    /** "How did you find this challenge?", 1 to 5. */
    difficulty: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_challenges_user_id_goal_id_challenge_id_idx').on(table.user_id, table.goal_id, table.challenge_id),
    // Upcoming and scheduled challenges.
    index('user_challenges_user_id_date_idx').on(table.user_id, table.date),
    // The completed-challenges journal page, newest first.
    index('user_challenges_user_id_completed_date_idx').on(table.user_id, table.completed_date).where(sql`${table.is_completed}`),
    // An organisation's completed challenges in a report's window (docs/reports.md).
    index('user_challenges_completed_date_user_id_idx').on(table.completed_date, table.user_id).where(sql`${table.is_completed}`),
    index('user_challenges_challenge_id_idx').on(table.challenge_id),
    // "If an active challenge exists, redirect to its completion page": at most one open take per goal.
    uniqueIndex('user_challenges_open_key')
      .on(table.user_id, table.goal_id, table.challenge_id)
      .where(sql`not ${table.is_completed}`),
    check('user_challenges_user_response_range', sql`${table.user_response} between 1 and 5`),
    check('user_challenges_difficulty_range', sql`${table.difficulty} between 1 and 5`),
    check(
      'user_challenges_end_after_start',
      sql`${table.end_time} is null or ${table.end_time} >= ${table.start_time}`,
    ),
    check('user_challenges_completed_has_date', sql`not ${table.is_completed} or ${table.completed_date} is not null`),
  ],
);

/**
 * A learner's answer to (or view of) one step of a step-based challenge: mcq_response is the chosen
 * component, fill_in_the_blanks_response a textbox answer, assesment_response (legacy spelling, as in the
 * contract) a scale value; reading and flash-card steps only record viewed_at.
 */
export const userChallengeSteps = pgTable(
  'user_challenge_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_challenge_id: integer()
      .notNull()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    challenge_step_id: integer()
      .notNull()
      .references(() => challengeSteps.id, { onDelete: 'cascade' }),
    mcq_response: integer().references(() => challengeStepComponents.id, { onDelete: 'set null' }),
    fill_in_the_blanks_response: text(),
    assesment_response: integer(),
    is_correct: boolean(),
    viewed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_challenge_steps_user_challenge_id_challenge_step_id_key').on(
      table.user_challenge_id,
      table.challenge_step_id,
    ),
    index('user_challenge_steps_challenge_step_id_idx').on(table.challenge_step_id),
  ],
);
