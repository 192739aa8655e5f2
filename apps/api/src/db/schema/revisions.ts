import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { questions } from './questions';

/** A Learn item that re-asks questions of earlier activities. */
export const revisions = pgTable(
  'revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('revisions_code_key').on(table.code)],
);

/** The questions of a revision, in play order. */
export const revisionQuestions = pgTable(
  'revision_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    revision_id: integer()
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex('revision_questions_revision_id_position_key').on(table.revision_id, table.position),
    index('revision_questions_question_id_idx').on(table.question_id),
    check('revision_questions_position_positive', sql`${table.position} >= 1`),
  ],
);
