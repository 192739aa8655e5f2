import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A choice of the support form's issue type (e.g. Technical problem). */
export const supportIssueTypes = pgTable(
  'support_issue_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    issue_type_text: text().notNull(),
  },
  (table) => [uniqueIndex('support_issue_types_issue_type_text_key').on(table.issue_type_text)],
);

/** A choice of the support form's issue topic (e.g. Programs and goals). */
export const supportIssueTopics = pgTable(
  'support_issue_topics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    issue_topic_text: text().notNull(),
  },
  (table) => [uniqueIndex('support_issue_topics_issue_topic_text_key').on(table.issue_topic_text)],
);

/** Which topics belong to which issue type: a ticket's topic must be one of its type's. */
export const supportIssueTypeTopics = pgTable(
  'support_issue_type_topics',
  {
    issue_type_id: integer()
      .notNull()
      .references(() => supportIssueTypes.id, { onDelete: 'cascade' }),
    issue_topic_id: integer()
      .notNull()
      .references(() => supportIssueTopics.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.issue_type_id, table.issue_topic_id] }),
    index('support_issue_type_topics_issue_topic_id_idx').on(table.issue_topic_id),
  ],
);

/** A message sent through the support form. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issue_type_id: integer()
      .notNull()
      .references(() => supportIssueTypes.id, { onDelete: 'restrict' }),
    issue_topic_id: integer()
      .notNull()
      .references(() => supportIssueTopics.id, { onDelete: 'restrict' }),
    subject: text().notNull(),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_user_id_created_at_idx').on(table.user_id, table.created_at),
    index('support_tickets_created_at_idx').on(table.created_at),
  ],
);
