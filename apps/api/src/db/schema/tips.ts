import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A tip of the day. The text is unique: the same tip twice would be a mistake, and the seed upserts by it. */
export const tips = pgTable(
  'tips',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tip_text: text().notNull(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tips_tip_text_key').on(table.tip_text)],
);
