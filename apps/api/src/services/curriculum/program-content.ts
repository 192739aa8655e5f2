import type { Schema } from '@stride/api-sdk';
import { programImageKeyOf, programImageUrl, SHIPPED_PROGRAM_IMAGES } from '@stride/validation';
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { qualified } from '../../db/qualified';
import { contextCards, goals, goalScheduleItems, programEnrollments, programImages, programs } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Upload } from '../../plugins/external/request-bodies';
import { catalogueColumns } from '../programs/programs';
import { preparePhoto } from '../profile/photo';
import { curriculumMessages } from './content-rules';
import { codedContent, only } from './content-support';
import { refuseSprintOfManyGoals } from './sprint-goal';

export type ProgramInput = Schema<'ProgramInput'>;

/** The contract's AuthoredProgram: the catalogue's columns and two counts, in the same query (no query per row). */
const authoredColumns = {
  ...catalogueColumns,
  goal_count: sql<number>`(select count(*)::int from ${goals} where ${qualified(goals.program_id)} = ${qualified(programs.id)})`,
  learner_count: sql<number>`(select count(*)::int from ${programEnrollments}
    where ${qualified(programEnrollments.program_id)} = ${qualified(programs.id)} and ${qualified(programEnrollments.left_at)} is null)`,
};

const shipped: readonly string[] = SHIPPED_PROGRAM_IMAGES;

/** The last day a goal's schedule or context card of the program uses, or 0. */
async function lastDayInUse(tx: Executor, programId: number): Promise<number> {
  const [scheduled] = await tx
    .select({ day: max(goalScheduleItems.day_number) })
    .from(goalScheduleItems)
    .innerJoin(goals, eq(goals.id, goalScheduleItems.goal_id))
    .where(eq(goals.program_id, programId));
  const [carded] = await tx
    .select({ day: max(contextCards.day_number) })
    .from(contextCards)
    .innerJoin(goals, eq(goals.id, contextCards.goal_id))
    .where(eq(goals.program_id, programId));
  return Math.max(scheduled?.day ?? 0, carded?.day ?? 0);
}

/**
 * Programs and sprints as the back office authors them (docs/back-office-curriculum.md, "Programs and
 * sprints"), and their uploaded pictures. Deactivating one is setContentActive's (kind program).
 */
export function createProgramContent(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const authored = async (executor: Executor, programId: number) =>
    only(await executor.select(authoredColumns).from(programs).where(eq(programs.id, programId)));

  /** The fields as stored: text trimmed, the picture a shipped one or one uploaded here (else 400). */
  async function programValues(input: ProgramInput) {
    const image = input.display_image_url;
    if (image !== null && !shipped.includes(image)) {
      const key = programImageKeyOf(image);
      const [found] = key === null ? [] : await db.select({ id: programImages.id }).from(programImages).where(eq(programImages.key, key));
      if (!found) throw badRequest(curriculumMessages.unknownImage);
    }
    return {
      ...codedContent(input),
      program_type: input.program_type,
      proficiency: input.proficiency,
      number_of_days: input.number_of_days,
      display_image_url: image,
      active: input.active,
    };
  }

  return {
    programs(): Promise<Schema<'AuthoredProgram'>[]> {
      return db.select(authoredColumns).from(programs).orderBy(asc(programs.name), asc(programs.id));
    },

    async addProgram(input: ProgramInput): Promise<Schema<'AuthoredProgram'>> {
      const values = await programValues(input);
      const [row] = await db.insert(programs).values(values).onConflictDoNothing({ target: programs.code }).returning({ id: programs.id });
      if (!row) throw conflict(curriculumMessages.codeTaken('program', input.code));
      return authored(db, row.id);
    },

    /**
     * Changes every field. The row is locked, so a goal added or scheduled meanwhile is checked against the
     * new type and length one writer at a time.
     */
    async updateProgram(programId: number, input: ProgramInput): Promise<Schema<'AuthoredProgram'>> {
      const values = await programValues(input);
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).for('update');
          if (!current) throw notFound(curriculumMessages.unknown('program', programId));
          if (values.program_type === 'sprint') await refuseSprintOfManyGoals(tx, programId, current.name);
          const lastDay = await lastDayInUse(tx, programId);
          if (values.number_of_days < lastDay) throw conflict(curriculumMessages.daysInUse(lastDay), 'DaysInUse');
          await tx.update(programs).set(values).where(eq(programs.id, programId));
          return authored(tx, programId);
        });
      } catch (error) {
        // The code's unique index decides, so two authors racing for one code get one success and one 409.
        if (isUniqueViolation(error)) throw conflict(curriculumMessages.codeTaken('program', input.code));
        throw error;
      }
    },

    /** Stores a picture prepared exactly like a profile photo (preparePhoto); the same bytes are stored once. */
    async uploadProgramImage(upload: Upload | undefined): Promise<{ display_image_url: string }> {
      if (!upload) throw badRequest(curriculumMessages.imageMissing, 'MissingImage');
      const image = await preparePhoto(upload.buffer);
      await db
        .insert(programImages)
        .values({ key: image.key, content_type: image.contentType, size: image.content.length, content: image.content, created_at: clock.now() })
        .onConflictDoNothing({ target: programImages.key });
      return { display_image_url: programImageUrl(image.key) };
    },

    async programImage(key: string): Promise<{ content: Buffer; contentType: string }> {
      const [row] = await db
        .select({ content: programImages.content, contentType: programImages.content_type })
        .from(programImages)
        .where(eq(programImages.key, key));
      if (!row) throw notFound('There is no such picture.');
      return row;
    },
  };
}
