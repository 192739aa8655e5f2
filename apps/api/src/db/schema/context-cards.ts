import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { imageDisplayPositionEnum } from './enums';
import { goals } from './goals';

/** A card of context shown on the dashboard beside the Learn and Do lists on one learning day of a goal. */
export const contextCards = pgTable(
  'context_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    context_card_display_name: text().notNull(),
    card_title: text().notNull(),
    card_display_text: text().notNull(),
    image_url: text(),
    image_display_position: imageDisplayPositionEnum().notNull().default('top'),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    day_number: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('context_cards_code_key').on(table.code),
    index('context_cards_goal_id_day_number_idx').on(table.goal_id, table.day_number),
    check('context_cards_day_number_positive', sql`${table.day_number} >= 1`),
  ],
);
