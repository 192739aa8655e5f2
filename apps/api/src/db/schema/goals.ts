import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { topics } from './topics';

/** A goal of a program (e.g. "Run crisp meetings"); the learner selects one after the assessment. */
export const goals = pgTable(
  'goals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('goals_code_key').on(table.code), index('goals_program_id_idx').on(table.program_id)],
);

/** The topics a goal covers (back-office goal list shows them). */
export const goalTopicMaps = pgTable(
  'goal_topic_maps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goal_id: integer()
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    topic_id: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('goal_topic_maps_goal_id_topic_id_key').on(table.goal_id, table.topic_id),
    index('goal_topic_maps_topic_id_idx').on(table.topic_id),
  ],
);
