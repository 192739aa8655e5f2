import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters for rate limits, kept in the database so several API processes share them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  window_started_at: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
