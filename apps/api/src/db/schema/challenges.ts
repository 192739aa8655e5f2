import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { challengeStepTypeEnum, challengeTypeEnum } from './enums';

/** A Do item: something to practise at work, scheduled in the learner's calendar, or a step-by-step drill. */
export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    type: challengeTypeEnum().notNull(),
    /** Legacy spelling kept: the contract names the field this way. */
    calender_required: boolean().notNull().default(true),
    time_required_in_minutes: integer().notNull().default(0),
    reward_points: integer().notNull().default(0),
    /** Offline template to download, if any. */
    template_url: text(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('challenges_code_key').on(table.code),
    check(
      'challenges_non_negative',
      sql`${table.time_required_in_minutes} >= 0 and ${table.reward_points} >= 0`,
    ),
  ],
);

/** A step of a step-based challenge, in order. */
export const challengeSteps = pgTable(
  'challenge_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challenge_id: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    step_type: challengeStepTypeEnum().notNull(),
    /** The step's text (a question stem, a prompt or a reading). */
    step_display: text().notNull(),
    image_url: text(),
  },
  (table) => [
    uniqueIndex('challenge_steps_challenge_id_position_key').on(table.challenge_id, table.position),
    check('challenge_steps_position_positive', sql`${table.position} >= 1`),
  ],
);

/** The choices of an mcq step (is_correct on the right ones) or the labelled points of a scale, lowest first. */
export const challengeStepComponents = pgTable(
  'challenge_step_components',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challenge_step_id: integer()
      .notNull()
      .references(() => challengeSteps.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    option_text: text().notNull(),
    is_correct: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('challenge_step_components_challenge_step_id_position_key').on(table.challenge_step_id, table.position),
    check('challenge_step_components_position_positive', sql`${table.position} >= 1`),
  ],
);
