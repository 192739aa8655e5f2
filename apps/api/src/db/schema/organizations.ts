import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  (table) => [index('organizations_name_idx').on(table.name)],
);
