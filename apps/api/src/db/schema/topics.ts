import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A subject area (e.g. "Active listening"); goals cover topics, topics hold subtopics. */
export const topics = pgTable(
  'topics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('topics_code_key').on(table.code)],
);

/**
 * One teachable idea within a topic; activities teach a subtopic. Codes are unique across topics (like every
 * other content code) so content files and the back-office can refer to a subtopic by code alone.
 */
export const subtopics = pgTable(
  'subtopics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    topic_id: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subtopics_code_key').on(table.code), index('subtopics_topic_id_idx').on(table.topic_id)],
);

/**
 * A short text on a subtopic, shown on an activity's completion screen and savable to the journal.
 * `code` is null for readings added through the back-office form, which has no code field.
 */
export const readings = pgTable(
  'readings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text(),
    reading_title: text().notNull(),
    reading_text: text().notNull(),
    subtopic_id: integer()
      .notNull()
      .references(() => subtopics.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('readings_code_key').on(table.code),
    index('readings_subtopic_id_idx').on(table.subtopic_id),
    // Search of completed activities by their reading's text (ILIKE '%term%'), as activities_name_trgm_idx.
    index('readings_reading_text_trgm_idx').using('gin', sql`${table.reading_text} gin_trgm_ops`),
  ],
);
