import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A link from an OpenID Connect identity (issuer and subject) to a learner account, for social sign-in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's issuer URL (or a configured provider name). */
    provider: text().notNull(),
    /** The `sub` claim: stable per provider, unlike the email. */
    subject: text().notNull(),
    email_verified: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject),
    index('user_identities_user_id_idx').on(table.user_id),
  ],
);
