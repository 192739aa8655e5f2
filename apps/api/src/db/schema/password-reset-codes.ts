import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A 6-digit reset code: hashed, short-lived, single use, limited in attempts. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    attempts: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Set when the code is used or replaced by a newer one. */
    consumed_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('password_reset_codes_user_id_idx').on(table.user_id, table.created_at)],
);
