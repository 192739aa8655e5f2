import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { proficiencyEnum, programTypeEnum } from './enums';
import { organizations } from './organizations';

/** A program or a sprint (a shorter program): learners enrol in it, then pick one of its goals. */
export const programs = pgTable(
  'programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    display_image_url: text(),
    program_type: programTypeEnum().notNull().default('program'),
    proficiency: proficiencyEnum().notNull().default('beginner'),
    /** Learning days of each goal's static schedule. */
    number_of_days: integer().notNull(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('programs_code_key').on(table.code),
    check('programs_number_of_days_positive', sql`${table.number_of_days} >= 1`),
  ],
);

/** The programs an organisation's members may see and enrol in (learners without an organisation see all). */
export const orgProgramAccess = pgTable(
  'org_program_access',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('org_program_access_organization_id_program_id_key').on(table.organization_id, table.program_id),
    index('org_program_access_program_id_idx').on(table.program_id),
  ],
);
