import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countryEnum } from './enums';

/** A customer organisation; its members see only the programs it gives access to. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The owner's email (back-office "owner e-mail"). */
    email: text().notNull(),
    address: text(),
    country: countryEnum(),
    phone: text(),
    gst_number: text(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Two organisations named alike (in any case) would be indistinguishable in the back-office lists.
  (table) => [uniqueIndex('organizations_name_key').on(sql`lower(${table.name})`)],
);
