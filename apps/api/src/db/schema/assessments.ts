import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goals } from './goals';
import { programs } from './programs';
import { users } from './users';

/** A question of a program's personality assessment, which recommends one of the program's goals. */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    stem: text().notNull(),
  },
  (table) => [
    uniqueIndex('assessment_questions_program_id_position_key').on(table.program_id, table.position),
    check('assessment_questions_position_positive', sql`${table.position} >= 1`),
  ],
);

/** An answer option; choosing it adds `points` to `goal_id`, and the goal with most points is recommended. */
export const assessmentOptions = pgTable(
  'assessment_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    question_id: integer()
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    option_text: text().notNull(),
    points: integer().notNull().default(0),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('assessment_options_question_id_position_key').on(table.question_id, table.position),
    index('assessment_options_goal_id_idx').on(table.goal_id),
    check('assessment_options_position_positive', sql`${table.position} >= 1`),
  ],
);

/**
 * A learner's answer to an assessment question; answering again (PATCH) replaces it. The chosen option's points and
 * goal are copied when the answer is recorded, and a question the back office deletes leaves the answer (its ids
 * null), so editing an assessment never changes the goal already recommended to a learner (docs/back-office-curriculum.md, "Assessments").
 */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    question_id: integer().references(() => assessmentQuestions.id, { onDelete: 'set null' }),
    option_id: integer().references(() => assessmentOptions.id, { onDelete: 'set null' }),
    points: integer().notNull(),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assessment_responses_user_id_question_id_key').on(table.user_id, table.question_id),
    index('assessment_responses_user_id_program_id_idx').on(table.user_id, table.program_id),
  ],
);
