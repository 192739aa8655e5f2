import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { genderEnum } from './enums';

/** A back-office (internal staff) account: a separate kind of account with its own sign-in. */
export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    password_hash: text().notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    phone: text(),
    gender: genderEnum(),
    confirmed_at: timestamp({ withTimezone: true }),
    /** The SHA-256 of the emailed link's secret that lets a new admin set their own password; null once used. */
    confirmation_hash: text(),
    confirmation_expires_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('admins_email_key').on(table.email),
    uniqueIndex('admins_confirmation_hash_key').on(table.confirmation_hash),
    check('admins_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);
