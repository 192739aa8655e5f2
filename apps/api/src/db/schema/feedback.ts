import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Product feedback from the every-tenth-learning-day prompt: a text and five ratings of 0 to 5, once per learner. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedback_text: text().notNull().default(''),
    overall: integer().notNull(),
    experience: integer().notNull(),
    relevance: integer().notNull(),
    quality_learn: integer().notNull(),
    quality_do: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_user_id_key').on(table.user_id),
    ...(['overall', 'experience', 'relevance', 'quality_learn', 'quality_do'] as const).map((column) =>
      check(`feedback_${column}_range`, sql`${table[column]} between 0 and 5`),
    ),
  ],
);
