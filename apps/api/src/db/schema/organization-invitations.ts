import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Someone an organisation admin added by email before they had an account (user/org-add, user/csv-add):
 * listed as an unregistered member, and made a member of the organisation when they register with it.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    email: text().notNull(),
    first_name: text(),
    last_name: text(),
    invited_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organization_invitations_organization_id_email_key').on(table.organization_id, table.email),
    index('organization_invitations_email_idx').on(table.email),
    check('organization_invitations_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
