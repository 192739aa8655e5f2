import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

/**
 * The client addresses a learner or a back-office admin (exactly one of the two) signed in from with their
 * password, and when last: sign-ins from a familiar address are never slowed down by someone else's guesses
 * (docs/security.md, "Sign-in throttling"). Kept 30 days after the last sign-in, then deleted.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    admin_id: integer().references(() => admins.id, { onDelete: 'cascade' }),
    /** As the rate limits count it: an IPv4 address, or an IPv6 /64 network. */
    address: text().notNull(),
    last_signed_in_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sign_in_addresses_user_address_key').on(table.user_id, table.address),
    uniqueIndex('sign_in_addresses_admin_address_key').on(table.admin_id, table.address),
    index('sign_in_addresses_last_signed_in_at_idx').on(table.last_signed_in_at),
    check('sign_in_addresses_one_owner', sql`(${table.user_id} is null) <> (${table.admin_id} is null)`),
  ],
);
