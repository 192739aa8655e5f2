import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { questions } from './questions';
import { readings } from './topics';
import { tips } from './tips';
import { users } from './users';

/** A journal note, written by hand or added from the question player. */
export const notes = pgTable(
  'notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note_title: text().notNull(),
    note_text: text().notNull(),
    added_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notes_user_id_added_date_idx').on(table.user_id, table.added_date)],
);

/**
 * A learner's flashcard, usually made from a question in the player, with its spaced-repetition state
 * (FSRS, docs/journal.md "Flashcard review"): a new card is due when it is made, and each review sets the
 * next due time from the grade. The state columns are ts-fsrs's `Card` fields.
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcard_title: text().notNull(),
    flashcard_text: text().notNull(),
    question_id: integer().references(() => questions.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    due_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    fsrs_state: smallint().notNull().default(0),
    stability: doublePrecision().notNull().default(0),
    difficulty: doublePrecision().notNull().default(0),
    scheduled_days: integer().notNull().default(0),
    learning_steps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    last_reviewed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('flashcards_user_id_created_at_idx').on(table.user_id, table.created_at),
    index('flashcards_question_id_idx').on(table.question_id),
    // The cards due for review, soonest first.
    index('flashcards_user_id_due_at_idx').on(table.user_id, table.due_at),
    check('flashcards_fsrs_state_known', sql`${table.fsrs_state} between 0 and 3`),
  ],
);

/** A journal to-do; completing it is one way. */
export const todos = pgTable(
  'todos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    todo_title: text().notNull(),
    completed: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The journal's to-do page: pending first, newest first.
    index('todos_user_id_completed_created_at_idx').on(table.user_id, table.completed, table.created_at),
    check('todos_completed_has_date', sql`${table.completed} = (${table.completed_at} is not null)`),
  ],
);

/** A tip the learner saved from the tip of the day. */
export const savedTips = pgTable(
  'saved_tips',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tip_id: integer()
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    saved_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'saved_tips_pkey', columns: [table.user_id, table.tip_id] }),
    index('saved_tips_tip_id_idx').on(table.tip_id),
    index('saved_tips_user_id_saved_at_idx').on(table.user_id, table.saved_at),
  ],
);

/** A reading the learner saved from an activity's completion screen. */
export const savedReadings = pgTable(
  'saved_readings',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reading_id: integer()
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    saved_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'saved_readings_pkey', columns: [table.user_id, table.reading_id] }),
    index('saved_readings_reading_id_idx').on(table.reading_id),
    index('saved_readings_user_id_saved_at_idx').on(table.user_id, table.saved_at),
  ],
);
