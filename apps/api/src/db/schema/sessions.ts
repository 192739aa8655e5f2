import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

/**
 * A server-side session of a learner or of a back-office admin (exactly one of the two).
 * Only a SHA-256 hash of the cookie secret is stored, so a database leak yields no usable session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    secret_hash: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    admin_id: integer().references(() => admins.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** The last request it authenticated (renewed at most once a minute): the idle timeout counts from here. */
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    user_agent: text(),
  },
  (table) => [
    uniqueIndex('sessions_secret_hash_key').on(table.secret_hash),
    index('sessions_user_id_idx').on(table.user_id),
    index('sessions_admin_id_idx').on(table.admin_id),
    index('sessions_expires_at_idx').on(table.expires_at),
    check('sessions_one_owner', sql`(${table.user_id} is null) <> (${table.admin_id} is null)`),
  ],
);
