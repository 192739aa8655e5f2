import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  educationLevelEnum,
  educationMajorEnum,
  noOfDirectReporteesEnum,
  roleTypeEnum,
  typeOfCompanyEnum,
  workTypeEnum,
  yearsOfExperienceEnum,
} from './enums';
import { users } from './users';

/** The education part of a learner's persona (profile screen); every field optional. */
export const educationPersonas = pgTable('education_personas', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  education_level: educationLevelEnum(),
  education_major: educationMajorEnum(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The profession part of a learner's persona; every field optional. role_level, role_area and salary_level
 * are free text because the spec lists no values for them.
 */
export const professionPersonas = pgTable('profession_personas', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  years_of_experience: yearsOfExperienceEnum(),
  work_type: workTypeEnum(),
  role_type: roleTypeEnum(),
  role_level: text(),
  role_area: text(),
  type_of_company: typeOfCompanyEnum(),
  salary_level: text(),
  no_of_direct_reportees: noOfDirectReporteesEnum(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
