import type { Body, Schema } from '@stride/api-sdk';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { assessmentOptions, assessmentQuestions, goals, programs } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { recommendedGoal } from '../assessment/assessment';
import { curriculumMessages, requiredText } from './content-rules';
import { checked, existing, only } from './content-support';

type AssessmentQuestionInput = Exclude<Body<'addGoal'>, { code: string }>;
type AssessmentQuestionFields = Body<'updateAssessmentQuestion'>;
type AuthoredQuestion = Schema<'AuthoredAssessmentQuestion'>;

export const assessmentContentMessages = {
  unknownQuestion: (id: number) => curriculumMessages.unknown('assessment question', id),
  deleted: (stem: string) => `The assessment question "${stem}" has been deleted.`,
  wholeOrder: (count: number) => `Send every question of the program's assessment exactly once, in the new order: it has ${count} ${count === 1 ? 'question' : 'questions'}.`,
  notAnOption: (optionId: number) => `Option ${optionId} is not an option of this program's assessment.`,
  twoOptions: (position: number) => `Question ${position} has more than one chosen option: choose one.`,
} as const;

const optionsOf = sql<AuthoredQuestion['components']>`(
  select coalesce(json_agg(json_build_object('id', ${qualified(assessmentOptions.id)}, 'option_text', ${qualified(assessmentOptions.option_text)},
    'points', ${qualified(assessmentOptions.points)}, 'goal_id', ${qualified(assessmentOptions.goal_id)}, 'goal_name', ${qualified(goals.name)})
    order by ${qualified(assessmentOptions.position)}), '[]'::json)
  from ${assessmentOptions} join ${goals} on ${qualified(goals.id)} = ${qualified(assessmentOptions.goal_id)}
  where ${qualified(assessmentOptions.question_id)} = ${qualified(assessmentQuestions.id)})`;

/** Questions as the back office lists them, options and their goals folded in: one query whatever the count. */
function authoredQuestions(executor: Executor, where?: SQL) {
  return executor
    .select({
      id: assessmentQuestions.id,
      program_id: assessmentQuestions.program_id,
      program_name: programs.name,
      position: assessmentQuestions.position,
      stem: assessmentQuestions.stem,
      components: optionsOf,
    })
    .from(assessmentQuestions)
    .innerJoin(programs, eq(programs.id, assessmentQuestions.program_id))
    .where(where)
    .orderBy(asc(programs.name), asc(programs.id), asc(assessmentQuestions.position));
}

/** The stem and three options of the add and update bodies, trimmed and checked (400 naming the blank one). */
function checkedQuestion(input: AssessmentQuestionFields) {
  return checked(() => ({
    stem: requiredText(input.stem, 'question'),
    options: ([1, 2, 3] as const).map((n) => ({
      option_text: requiredText(input[`option_${n}`], `option ${n}`),
      points: input[`option_${n}_points`],
      goal_id: input[`option_${n}_goal_id`],
    })),
  }));
}

/** Refuses (400) an option counting for a goal of another program: the recommendation only weighs the program's goals. */
async function refuseStrangerGoals(tx: Executor, programId: number, goalIds: number[]) {
  const wanted = [...new Set(goalIds)];
  const ofProgram = new Set((await tx.select({ id: goals.id }).from(goals).where(and(inArray(goals.id, wanted), eq(goals.program_id, programId)))).map((row) => row.id));
  const stranger = wanted.find((id) => !ofProgram.has(id));
  if (stranger !== undefined) throw badRequest(curriculumMessages.notInProgram(stranger, programId));
}

/**
 * Locks the question's program (the lock `addAssessmentQuestion` takes, so positions are written one author at a
 * time) and returns the question; 404 when it does not exist or is deleted meanwhile.
 */
async function lockedQuestion(tx: Executor, questionId: number) {
  const question = () => tx.select({ program_id: assessmentQuestions.program_id, stem: assessmentQuestions.stem }).from(assessmentQuestions).where(eq(assessmentQuestions.id, questionId));
  const [found] = await question();
  if (!found) throw notFound(assessmentContentMessages.unknownQuestion(questionId));
  await existing(tx, programs, found.program_id, 'program', true);
  const [locked] = await question();
  if (!locked) throw notFound(assessmentContentMessages.unknownQuestion(questionId));
  return locked;
}

/** Numbers the program's questions 1, 2, 3… in `ids` order. */
async function renumber(tx: Executor, programId: number, ids: number[]) {
  if (ids.length === 0) return;
  const ofProgram = eq(assessmentQuestions.program_id, programId);
  // (program_id, position) is unique and checked row by row, so the rows first move clear of 1..n.
  await tx
    .update(assessmentQuestions)
    .set({ position: sql`${assessmentQuestions.position} + (select max(${qualified(assessmentQuestions.position)}) from ${assessmentQuestions} where ${qualified(assessmentQuestions.program_id)} = ${programId})` })
    .where(ofProgram);
  const positions = sql.join(ids.map((id, index) => sql`when ${id} then ${index + 1}::integer`), sql` `);
  await tx.update(assessmentQuestions).set({ position: sql`case ${assessmentQuestions.id} ${positions} end` }).where(ofProgram);
}

/**
 * Each program's personality assessment as the back office authors it (docs/back-office-curriculum.md,
 * "Assessments"): add, list, edit, reorder and delete questions, and preview the goal a set of answers recommends.
 */
export function createAssessmentContent(deps: { db: Database }) {
  const { db } = deps;

  return {
    /** A question of the program's personality assessment, appended: each option counts for a goal of the program. */
    async addAssessmentQuestion(input: AssessmentQuestionInput): Promise<Schema<'AdminAssessmentQuestion'>> {
      const { stem, options } = checkedQuestion(input);
      return db.transaction(async (tx) => {
        await existing(tx, programs, input.program_id, 'program', true);
        await refuseStrangerGoals(tx, input.program_id, options.map((option) => option.goal_id));
        // The program row is locked, so the next position is this writer's alone.
        const question = only(
          await tx
            .insert(assessmentQuestions)
            .values({
              program_id: input.program_id,
              stem,
              position: sql`(select coalesce(max(${assessmentQuestions.position}), 0) + 1 from ${assessmentQuestions} where ${assessmentQuestions.program_id} = ${input.program_id})`,
            })
            .returning({ id: assessmentQuestions.id }),
        );
        const rows = await tx
          .insert(assessmentOptions)
          .values(options.map((option, index) => ({ ...option, question_id: question.id, position: index + 1 })))
          .returning({ id: assessmentOptions.id, option_text: assessmentOptions.option_text, points: assessmentOptions.points });
        return { id: question.id, program_id: input.program_id, stem, components: rows };
      });
    },

    /** Every program's questions (or one program's: 404 when unknown), in order, with options, points and goals. */
    async assessmentQuestions(programId?: number): Promise<AuthoredQuestion[]> {
      if (programId === undefined) return authoredQuestions(db);
      await existing(db, programs, programId, 'program');
      return authoredQuestions(db, eq(assessmentQuestions.program_id, programId));
    },

    /**
     * The stem and options, in place: options keep their ids and positions, so learners' recorded answers still
     * name them (their points and goal were copied when recorded, so no learner's recommended goal moves).
     */
    async updateAssessmentQuestion(questionId: number, input: AssessmentQuestionFields): Promise<AuthoredQuestion> {
      const { stem, options } = checkedQuestion(input);
      return db.transaction(async (tx) => {
        const { program_id } = await lockedQuestion(tx, questionId);
        await refuseStrangerGoals(tx, program_id, options.map((option) => option.goal_id));
        await tx.update(assessmentQuestions).set({ stem }).where(eq(assessmentQuestions.id, questionId));
        await tx
          .insert(assessmentOptions)
          .values(options.map((option, index) => ({ ...option, question_id: questionId, position: index + 1 })))
          .onConflictDoUpdate({
            target: [assessmentOptions.question_id, assessmentOptions.position],
            set: { option_text: sql`excluded.option_text`, points: sql`excluded.points`, goal_id: sql`excluded.goal_id` },
          });
        // Content loaded from the seed may have had more options; the form has three.
        await tx.delete(assessmentOptions).where(and(eq(assessmentOptions.question_id, questionId), gt(assessmentOptions.position, options.length)));
        return only(await authoredQuestions(tx, eq(assessmentQuestions.id, questionId)));
      });
    },

    /** Deletes the question and its options; the rest close up. Learners' answers to it stay (docs: "Assessments"). */
    async deleteAssessmentQuestion(questionId: number): Promise<Schema<'Message'>> {
      return db.transaction(async (tx) => {
        const { program_id, stem } = await lockedQuestion(tx, questionId);
        await tx.delete(assessmentQuestions).where(eq(assessmentQuestions.id, questionId));
        const rest = await tx.select({ id: assessmentQuestions.id }).from(assessmentQuestions).where(eq(assessmentQuestions.program_id, program_id)).orderBy(asc(assessmentQuestions.position));
        await renumber(tx, program_id, rest.map((row) => row.id));
        return { message: assessmentContentMessages.deleted(stem) };
      });
    },

    /** The program's questions in the order given: all of them, each once (400 otherwise). */
    async reorderAssessmentQuestions(programId: number, questionIds: number[]): Promise<AuthoredQuestion[]> {
      return db.transaction(async (tx) => {
        await existing(tx, programs, programId, 'program', true);
        const current = new Set((await tx.select({ id: assessmentQuestions.id }).from(assessmentQuestions).where(eq(assessmentQuestions.program_id, programId))).map((row) => row.id));
        const whole = questionIds.length === current.size && new Set(questionIds).size === questionIds.length && questionIds.every((id) => current.has(id));
        if (!whole) throw badRequest(assessmentContentMessages.wholeOrder(current.size));
        await renumber(tx, programId, questionIds);
        return authoredQuestions(tx, eq(assessmentQuestions.program_id, programId));
      });
    },

    /** The goal the learner's result would recommend for these options, by the learner side's own rule. */
    async previewAssessmentRecommendation(programId: number, optionIds: number[]): Promise<Schema<'AssessmentPreview'>> {
      await existing(db, programs, programId, 'program');
      const chosen = await db
        .select({ id: assessmentOptions.id, question_id: assessmentOptions.question_id, position: assessmentQuestions.position, goal_id: assessmentOptions.goal_id, points: assessmentOptions.points })
        .from(assessmentOptions)
        .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentOptions.question_id))
        .where(and(inArray(assessmentOptions.id, optionIds), eq(assessmentQuestions.program_id, programId)));
      const stranger = optionIds.find((id) => !chosen.some((option) => option.id === id));
      if (stranger !== undefined) throw badRequest(assessmentContentMessages.notAnOption(stranger));
      const answered = new Set<number>();
      for (const option of chosen) {
        if (answered.has(option.question_id)) throw badRequest(assessmentContentMessages.twoOptions(option.position));
        answered.add(option.question_id);
      }
      const { recommended } = await recommendedGoal(db, programId, chosen);
      return { goal: recommended };
    },
  };
}
