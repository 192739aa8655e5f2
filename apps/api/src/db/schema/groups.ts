import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groupMembershipStatusEnum } from './enums';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A group of an organisation, or a team a learner made (organization_id null). Its admin is named by email,
 * as the spec does, so a group can be given an admin who has not registered yet.
 */
export const groups = pgTable(
  'groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull(),
    organization_id: integer().references(() => organizations.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    group_admin_email: text().notNull(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two groups of one organisation with the same name would be indistinguishable in every list.
    uniqueIndex('groups_organization_id_name_key').on(table.organization_id, table.name),
    index('groups_group_admin_email_idx').on(table.group_admin_email),
    index('groups_created_by_user_id_idx').on(table.created_by_user_id),
    check('groups_group_admin_email_lower', sql`${table.group_admin_email} = lower(${table.group_admin_email})`),
  ],
);

/**
 * A person invited to or in a group. Invitations go to an email, so user_id stays null until that email
 * registers; a joined membership always has its user and joining date.
 */
export const groupMemberships = pgTable(
  'group_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    group_id: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    email: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    status: groupMembershipStatusEnum().notNull().default('invited'),
    invited_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    joining_date: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('group_memberships_group_id_email_key').on(table.group_id, table.email),
    index('group_memberships_user_id_idx').on(table.user_id),
    index('group_memberships_email_idx').on(table.email),
    check('group_memberships_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'group_memberships_joined_complete',
      sql`${table.status} <> 'joined' or (${table.user_id} is not null and ${table.joining_date} is not null)`,
    ),
  ],
);
