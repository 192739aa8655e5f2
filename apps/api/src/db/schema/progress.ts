import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { goals } from './goals';
import { questions } from './questions';
import { revisions } from './revisions';
import { users } from './users';

/** One attempt of an activity by a learner within a goal; completed when completed_at is set. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    activity_id: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    /** 1 for the first attempt; a reattempt (after reattempt_after_days) is a new row. */
    attempt: integer().notNull().default(1),
    started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp({ withTimezone: true }),
    /** Points earned by this attempt, bonuses included (shown on the completion screen). */
    user_score: integer(),
    /** Difficulty survey: 0 Very Easy … 4 Very Difficult. */
    activity_feedback: integer(),
  },
  (table) => [
    // Its leading columns also serve the learner's and the goal's lookups.
    uniqueIndex('user_activities_user_id_goal_id_activity_id_attempt_key').on(
      table.user_id,
      table.goal_id,
      table.activity_id,
      table.attempt,
    ),
    index('user_activities_user_id_completed_at_idx').on(table.user_id, table.completed_at),
    // An organisation's completions in a report's window (docs/reports.md).
    index('user_activities_completed_at_user_id_idx').on(table.completed_at, table.user_id),
    index('user_activities_activity_id_idx').on(table.activity_id),
    check('user_activities_attempt_positive', sql`${table.attempt} >= 1`),
    check('user_activities_feedback_range', sql`${table.activity_feedback} between 0 and 4`),
  ],
);

/** One attempt of a revision by a learner within a goal; completed when completed_at is set. */
export const userRevisions = pgTable(
  'user_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    revision_id: integer()
      .notNull()
      .references(() => revisions.id, { onDelete: 'restrict' }),
    attempt: integer().notNull().default(1),
    started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_revisions_user_id_goal_id_revision_id_attempt_key').on(
      table.user_id,
      table.goal_id,
      table.revision_id,
      table.attempt,
    ),
    index('user_revisions_user_id_completed_at_idx').on(table.user_id, table.completed_at),
    // An organisation's completions in a report's window (docs/reports.md).
    index('user_revisions_completed_at_user_id_idx').on(table.completed_at, table.user_id),
    index('user_revisions_revision_id_idx').on(table.revision_id),
    check('user_revisions_attempt_positive', sql`${table.attempt} >= 1`),
  ],
);

/**
 * A learner's answer to a question, asked either in an activity or in a revision (exactly one), per attempt.
 * user_response is the answer payload as the player sends it (mcq and fill_blanks {type, answer}; order
 * {id, type, answer: {position: option id}}; flashcard an empty answer).
 */
export const questionResponses = pgTable(
  'question_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    activity_id: integer().references(() => activities.id, { onDelete: 'restrict' }),
    revision_id: integer().references(() => revisions.id, { onDelete: 'restrict' }),
    attempt: integer().notNull().default(1),
    user_response: jsonb().notNull(),
    is_correct: boolean().notNull(),
    answered_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One answer per question and attempt; these also serve the review screens' lookups.
    uniqueIndex('question_responses_activity_key')
      .on(table.user_id, table.goal_id, table.activity_id, table.attempt, table.question_id)
      .where(sql`${table.activity_id} is not null`),
    uniqueIndex('question_responses_revision_key')
      .on(table.user_id, table.goal_id, table.revision_id, table.attempt, table.question_id)
      .where(sql`${table.revision_id} is not null`),
    index('question_responses_question_id_idx').on(table.question_id),
    check('question_responses_attempt_positive', sql`${table.attempt} >= 1`),
    check('question_responses_one_source', sql`(${table.activity_id} is null) <> (${table.revision_id} is null)`),
  ],
);
