import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Someone added to an organisation by email before they had an account: a member (user/org-add, user/csv-add)
 * listed as unregistered, or an admin the back office invited (the owner of a new organisation among them).
 * Registering with the email makes them the member or admin they were invited as (docs/organisation-admins.md).
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
    /** 1 for a member; 3-6 for an admin of that level. */
    role_id: integer().notNull().default(1),
    invited_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organization_invitations_organization_id_email_key').on(table.organization_id, table.email),
    index('organization_invitations_email_idx').on(table.email),
    check('organization_invitations_email_lower', sql`${table.email} = lower(${table.email})`),
    check('organization_invitations_role_id_member_or_admin', sql`${table.role_id} in (1, 3, 4, 5, 6)`),
  ],
);
