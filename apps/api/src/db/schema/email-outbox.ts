import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every email the system sends lands here first; a worker delivers it by SMTP when configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
    last_error: text(),
    /**
     * Set by the process delivering it: until then no other process takes it (several API processes share
     * one outbox). A delivery that fails leaves it, so the message is retried once the claim runs out.
     */
    delivery_claimed_until: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('email_outbox_to_idx').on(table.to, table.created_at),
    index('email_outbox_unsent_idx').on(table.created_at).where(sql`${table.sent_at} is null`),
  ],
);
