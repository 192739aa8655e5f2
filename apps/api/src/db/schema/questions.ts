import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { questionTypeEnum } from './enums';

/**
 * A question of an activity, in play order. activity_id is null for questions added in the back-office
 * without an activity (/admin/question/add). Revisions re-use activity questions through revision_questions.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activity_id: integer().references(() => activities.id, { onDelete: 'cascade' }),
    /** 1-based order within the activity. */
    position: integer().notNull(),
    type: questionTypeEnum().notNull(),
    stem: text().notNull(),
    /** Explanation shown after checking; the back of a flashcard. */
    comment: text(),
    question_image_url: text(),
    /** Points for a correct first answer. */
    points: integer().notNull().default(1),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also the lookup of an activity's questions in order.
    uniqueIndex('questions_activity_id_position_key').on(table.activity_id, table.position),
    check('questions_position_positive', sql`${table.position} >= 1`),
    check('questions_points_non_negative', sql`${table.points} >= 0`),
  ],
);

/**
 * The components of a question. mcq: the choices, is_correct on the right ones. fill_blanks: the accepted
 * answers, all is_correct. order: the items, position being the correct position (the player shuffles them),
 * all is_correct. Flashcards have none.
 */
export const questionOptions = pgTable(
  'question_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    option_text: text().notNull(),
    is_correct: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('question_options_question_id_position_key').on(table.question_id, table.position),
    check('question_options_position_positive', sql`${table.position} >= 1`),
  ],
);
