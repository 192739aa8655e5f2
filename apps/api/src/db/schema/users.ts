import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countryEnum, genderEnum } from './enums';
import { organizations } from './organizations';

/** A learner account. role_id: 1 learner, 2 group admin, 3-6 organisation admin levels. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    /** scrypt hash; null for accounts that only sign in through an identity provider. */
    password_hash: text(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    role_id: integer().notNull().default(1),
    organization_id: integer().references(() => organizations.id, { onDelete: 'set null' }),
    date_of_birth: date(),
    phone: text(),
    country: countryEnum(),
    city: text(),
    gender: genderEnum(),
    photo_url: text(),
    /** IANA zone; "today" for streaks and schedules is the learner's own day. */
    time_zone: text().notNull().default('UTC'),
    reminder_email: boolean().notNull().default(true),
    engagement_email: boolean().notNull().default(true),
    newsletter_email: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_active_at: timestamp({ withTimezone: true }),
    /**
     * Raised by triggers whenever anything of the learner's that a cached answer reads changes (migration 0014,
     * docs/answer-cache.md): the session lookup reads it, so a cached answer is valid while it is unchanged.
     */
    data_version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_organization_id_idx').on(table.organization_id),
    check('users_role_id_range', sql`${table.role_id} between 1 and 6`),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
