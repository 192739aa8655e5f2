import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import {
  activities,
  assessmentOptions,
  assessmentQuestions,
  challenges,
  contextCards,
  goalScheduleItems,
  goals,
  programs,
  questionResponses,
  questions,
  readings,
  revisionQuestions,
  revisions,
  savedReadings,
  savedTips,
  subtopics,
  tips,
  topics,
  userActivities,
  userChallenges,
  userGoals,
  userRevisions,
} from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { inCurrentSchedule } from '../goals/schedule-items';
import { curriculumMessages } from './content-rules';
import { refuseSecondSprintGoal } from './sprint-goal';

/**
 * Switching content on and off, and deleting it (docs/back-office-curriculum.md, "Codes and flags"). Learners'
 * history is never deleted: content they answered, took up, chose or saved can only be deactivated; content
 * other content still uses is refused until those uses are gone. The database's restricting foreign keys
 * back both rules up.
 */

export type ContentKind = Schema<'ContentKind'>;
export type FlaggedContentKind = Schema<'FlaggedContentKind'>;

type ContentTable = PgTable & { id: PgColumn };
interface KindInfo {
  table: ContentTable;
  /** How messages name the kind. */
  what: string;
  /** The column messages name an item by. */
  name: PgColumn;
}

const deletableFlaggedKinds = {
  subtopic: { table: subtopics, what: 'subtopic', name: subtopics.name },
  goal: { table: goals, what: 'goal', name: goals.name },
  activity: { table: activities, what: 'activity', name: activities.name },
  revision: { table: revisions, what: 'revision', name: revisions.name },
  reading: { table: readings, what: 'reading', name: readings.reading_title },
  challenge: { table: challenges, what: 'challenge', name: challenges.name },
  tip: { table: tips, what: 'tip', name: tips.tip_text },
} satisfies Record<Exclude<FlaggedContentKind, 'program' | 'topic'>, KindInfo & { table: { active: PgColumn } }>;

/** Programs and topics are switched on and off, never deleted here: everything else hangs from them. */
const flaggedKinds = {
  ...deletableFlaggedKinds,
  program: { table: programs, what: 'program', name: programs.name },
  topic: { table: topics, what: 'topic', name: topics.name },
} satisfies Record<FlaggedContentKind, KindInfo & { table: { active: PgColumn } }>;

const kinds: Record<ContentKind, KindInfo> = {
  ...deletableFlaggedKinds,
  'context-card': { table: contextCards, what: 'context card', name: contextCards.card_title },
};

/** What learners did with content that keeps it from being deleted, by kind (none for the others). */
const learnerUse: Partial<Record<ContentKind, string>> = {
  goal: 'chosen',
  activity: 'answered',
  revision: 'answered',
  challenge: 'taken up',
  reading: 'saved',
  tip: 'saved',
};

const MAX_NAMED = 3;

/** `A`, `A and B`, `A, B and C`, `A, B, C and 2 more`. */
export function listed(items: string[]): string {
  const shown = items.slice(0, MAX_NAMED);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const quoted = (names: string[]) => listed(names.map((name) => `"${name}"`));

/** A noun for one or several. */
const noun = (singular: string, count: number) => (count === 1 ? singular : singular === 'activity' ? 'activities' : `${singular}s`);

/** A long name (a tip's text) shortened for a message. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57).trimEnd()}…` : name);

export const lifecycleMessages = {
  /** Learners have history with the item: deleting it would delete or orphan their answers. */
  learnersUsed: (what: string, name: string, use: string) =>
    `The ${what} "${shortName(name)}" has been ${use} by learners, so it cannot be deleted. Deactivate it instead.`,
  /** Other content still uses the item: `uses` says where, e.g. `is in the schedule of the goal "Be clear" (day 1)`. */
  inUse: (what: string, name: string, uses: string[]) =>
    `The ${what} "${shortName(name)}" ${uses.join(' and ')}, so it cannot be deleted. Remove it from there first, or deactivate it instead.`,
  scheduled: (listing: { name: string; days: number[] }[]) =>
    `is in the schedule of the ${noun('goal', listing.length)} ${listed(listing.map(({ name, days }) => `"${name}" (${noun('day', days.length)} ${listed(days.map(String))})`))}`,
  askedInRevisions: (names: string[]) => `has questions asked in the ${noun('revision', names.length)} ${quoted(names)}`,
  shownAfter: (names: string[]) => `is shown after the ${noun('activity', names.length)} ${quoted(names)}`,
  holdsReadings: (names: string[]) => `has the ${noun('reading', names.length)} ${quoted(names)}`,
  taughtBy: (names: string[]) => `is taught by the ${noun('activity', names.length)} ${quoted(names)}`,
  countsInAssessment: (names: string[]) => `counts in the assessment of the ${noun('program', names.length)} ${quoted(names)}`,
  deleted: (what: string, name: string) => `The ${what} "${shortName(name)}" has been deleted.`,
} as const;

/** Where a goal's schedule names each kind of item. */
const scheduleColumns = { activity: goalScheduleItems.activity_id, revision: goalScheduleItems.revision_id, challenge: goalScheduleItems.challenge_id } as const;

/** Whether any row of `table` matches `where`: one probe of the index on the item's column. */
async function anyRow(tx: Transaction, table: PgTable, where: SQL | undefined): Promise<boolean> {
  return (await tx.select({ found: sql<number>`1` }).from(table).where(where).limit(1)).length > 0;
}

/** Whether learners have history with the item. */
async function usedByLearners(tx: Transaction, kind: ContentKind, id: number): Promise<boolean> {
  switch (kind) {
    case 'goal':
      return anyRow(tx, userGoals, eq(userGoals.goal_id, id));
    case 'activity':
      // An answer always comes with its attempt; the second probe guards content loaded without one.
      return (
        (await anyRow(tx, userActivities, eq(userActivities.activity_id, id))) ||
        anyRow(tx, questions, and(eq(questions.activity_id, id), exists(tx.select({ found: sql`1` }).from(questionResponses).where(eq(questionResponses.question_id, questions.id)))))
      );
    case 'revision':
      return anyRow(tx, userRevisions, eq(userRevisions.revision_id, id));
    case 'challenge':
      return anyRow(tx, userChallenges, eq(userChallenges.challenge_id, id));
    case 'reading':
      return anyRow(tx, savedReadings, eq(savedReadings.reading_id, id));
    case 'tip':
      return anyRow(tx, savedTips, eq(savedTips.tip_id, id));
    default:
      return false;
  }
}

/** The goals whose static schedule lists the item, by name, with the days. */
async function schedulesListing(tx: Transaction, column: PgColumn, id: number) {
  return tx
    .select({ name: goals.name, days: sql<number[]>`array_agg(distinct ${goalScheduleItems.day_number} order by ${goalScheduleItems.day_number})` })
    .from(goalScheduleItems)
    .innerJoin(goals, eq(goals.id, goalScheduleItems.goal_id))
    .where(and(eq(column, id), inCurrentSchedule))
    .groupBy(goals.id, goals.name)
    .orderBy(asc(goals.name), asc(goals.id));
}

/** Names of the rows a query finds, in order. */
const names = async (rows: Promise<{ name: string }[]>) => (await rows).map((row) => row.name);

/** Where other content still uses the item, as phrases of the refusal; empty when nothing does. */
async function usesOf(tx: Transaction, kind: ContentKind, id: number): Promise<string[]> {
  const uses: string[] = [];
  if (kind === 'activity' || kind === 'revision' || kind === 'challenge') {
    const listing = await schedulesListing(tx, scheduleColumns[kind], id);
    if (listing.length > 0) uses.push(lifecycleMessages.scheduled(listing));
  }
  if (kind === 'activity') {
    const asked = await names(
      tx
        .selectDistinct({ name: revisions.name })
        .from(questions)
        .innerJoin(revisionQuestions, eq(revisionQuestions.question_id, questions.id))
        .innerJoin(revisions, eq(revisions.id, revisionQuestions.revision_id))
        .where(eq(questions.activity_id, id))
        .orderBy(asc(revisions.name)),
    );
    if (asked.length > 0) uses.push(lifecycleMessages.askedInRevisions(asked));
  }
  if (kind === 'reading') {
    const after = await names(tx.select({ name: activities.name }).from(activities).where(eq(activities.reading_id, id)).orderBy(asc(activities.name)));
    if (after.length > 0) uses.push(lifecycleMessages.shownAfter(after));
  }
  if (kind === 'subtopic') {
    const held = await names(tx.select({ name: readings.reading_title }).from(readings).where(eq(readings.subtopic_id, id)).orderBy(asc(readings.reading_title)));
    if (held.length > 0) uses.push(lifecycleMessages.holdsReadings(held));
    const taught = await names(tx.select({ name: activities.name }).from(activities).where(eq(activities.subtopic_id, id)).orderBy(asc(activities.name)));
    if (taught.length > 0) uses.push(lifecycleMessages.taughtBy(taught));
  }
  if (kind === 'goal') {
    const assessed = await names(
      tx
        .selectDistinct({ name: programs.name })
        .from(assessmentOptions)
        .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentOptions.question_id))
        .innerJoin(programs, eq(programs.id, assessmentQuestions.program_id))
        .where(eq(assessmentOptions.goal_id, id))
        .orderBy(asc(programs.name)),
    );
    if (assessed.length > 0) uses.push(lifecycleMessages.countsInAssessment(assessed));
  }
  return uses;
}

export function createContentLifecycle(deps: { db: Database }) {
  const { db } = deps;

  return {
    /** Switches the item on or off for learners; 404 for an unknown item, 409 for a sprint's second goal. */
    async setContentActive(kind: FlaggedContentKind, id: number, active: boolean): Promise<Schema<'ContentFlag'>> {
      const { table, what } = flaggedKinds[kind];
      return db.transaction(async (tx) => {
        if (kind === 'goal' && active) {
          const [goal] = await tx.select({ program_id: goals.program_id }).from(goals).where(eq(goals.id, id));
          if (goal) await refuseSecondSprintGoal(tx, goal.program_id, id);
        }
        const [row] = await tx.update(table).set({ active }).where(eq(table.id, id)).returning({ active: table.active });
        if (!row) throw notFound(curriculumMessages.unknown(what, id));
        return { kind, id, active: row.active };
      });
    },

    /**
     * Deletes the item and its children (the foreign keys cascade to questions and their options, steps and
     * their options, a goal's topics, schedule, listing and context cards) in one transaction, the item's row
     * locked first so no learner or author can start using it before the checks are done.
     */
    async deleteContent(kind: ContentKind, id: number): Promise<Schema<'Message'>> {
      const { table, what, name } = kinds[kind];
      let itemName = '';
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx.select({ name: sql<string>`${name}` }).from(table).where(eq(table.id, id)).for('update');
          if (!row) throw notFound(curriculumMessages.unknown(what, id));
          itemName = row.name;
          const use = learnerUse[kind];
          if (use && (await usedByLearners(tx, kind, id))) throw conflict(lifecycleMessages.learnersUsed(what, row.name, use), 'ContentInUse');
          const uses = await usesOf(tx, kind, id);
          if (uses.length > 0) throw conflict(lifecycleMessages.inUse(what, row.name, uses), 'ContentInUse');
          // Nobody started it, so the passed days of earlier schedules may forget it too.
          if (kind === 'activity' || kind === 'revision' || kind === 'challenge') await tx.delete(goalScheduleItems).where(eq(scheduleColumns[kind], id));
          await tx.delete(table).where(eq(table.id, id));
        });
      } catch (error) {
        // A restricting key the checks above do not name (content loaded outside the back office).
        if (isForeignKeyViolation(error)) throw conflict(lifecycleMessages.learnersUsed(what, itemName, learnerUse[kind] ?? 'used'), 'ContentInUse');
        throw error;
      }
      return { message: lifecycleMessages.deleted(what, itemName) };
    },
  };
}

export type ContentLifecycle = ReturnType<typeof createContentLifecycle>;
