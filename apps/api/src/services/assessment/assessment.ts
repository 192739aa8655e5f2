import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { assessmentOptions, assessmentQuestions, assessmentResponses, goals } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Programs } from '../programs/programs';
import type { User } from '../sessions/session-store';
import { recommendGoal } from './recommendation';

type ResponseList = Schema<'AssessmentResponse'>[];

export const assessmentMessages = {
  alreadyAnswered: 'You have already answered this assessment. Send your answers with PATCH to change them.',
  notAnswered: 'You have not answered this assessment yet.',
  notDone: 'Take the assessment to see the goal it recommends.',
  noGoals: 'This program has no goal to choose yet.',
} as const;

function activeGoalsOf(executor: Executor, programId: number): Promise<Schema<'GoalSummary'>[]> {
  return executor
    .select({ id: goals.id, name: goals.name, description: goals.description })
    .from(goals)
    .where(and(eq(goals.program_id, programId), eq(goals.active, true)))
    .orderBy(asc(goals.id));
}

/**
 * The goal the chosen options' points recommend among the program's active goals (recommendation.ts), with those
 * goals; 404 when the program has none. The learner's result and the back office's preview both ask here.
 */
export async function recommendedGoal(executor: Executor, programId: number, chosen: readonly { goal_id: number; points: number }[]) {
  const programGoals = await activeGoalsOf(executor, programId);
  const recommended = recommendGoal(programGoals, chosen);
  if (!recommended) throw notFound(assessmentMessages.noGoals);
  return { recommended, programGoals };
}

/** The personality assessment of a program (docs/programs.md): questions, answers and the recommended goal. */
export function createAssessment(deps: { db: Database; clock: Clock; programs: Programs }) {
  const { db, clock, programs: catalogue } = deps;

  async function questionsOf(programId: number) {
    const [questions, options] = await Promise.all([
      db.select({ id: assessmentQuestions.id, stem: assessmentQuestions.stem }).from(assessmentQuestions).where(eq(assessmentQuestions.program_id, programId)).orderBy(asc(assessmentQuestions.position)),
      db
        .select({ id: assessmentOptions.id, question_id: assessmentOptions.question_id, option_text: assessmentOptions.option_text, points: assessmentOptions.points, goal_id: assessmentOptions.goal_id })
        .from(assessmentOptions)
        .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentOptions.question_id))
        .where(eq(assessmentQuestions.program_id, programId))
        .orderBy(asc(assessmentOptions.question_id), asc(assessmentOptions.position)),
    ]);
    return questions.map((question) => ({
      ...question,
      components: options.filter((option) => option.question_id === question.id),
    }));
  }

  /**
   * Checks a response list against the program's questions: every question answered once, each with one of
   * its own options. Throws a 400 naming the first problem, before anything is stored. Answers to record come
   * back with the chosen option's points and goal, which they keep whatever the back office changes later.
   */
  async function checkedAnswers(programId: number, list: ResponseList) {
    const questions = await questionsOf(programId);
    const byId = new Map(questions.map((question) => [question.id, question]));
    const seen = new Set<number>();
    const answers = list.map(({ question_id, component_id }) => {
      const question = byId.get(question_id);
      if (!question) throw badRequest(`Question ${question_id} is not part of this program's assessment.`);
      if (seen.has(question_id)) throw badRequest(`Question ${question_id} is answered more than once.`);
      seen.add(question_id);
      const option = question.components.find((candidate) => candidate.id === component_id);
      if (!option) throw badRequest(`Option ${component_id} is not an option of question ${question_id}.`);
      return { question_id, option_id: option.id, points: option.points, goal_id: option.goal_id };
    });
    if (seen.size < questions.length) {
      throw badRequest(`Please answer every question of the assessment: ${seen.size} of ${questions.length} are answered.`);
    }
    return answers;
  }

  /** The user's answers to the program's current questions (answers to deleted ones still count, but name nothing). */
  async function answersOf(userId: number, programId: number): Promise<ResponseList> {
    return db
      .select({ question_id: assessmentQuestions.id, component_id: assessmentOptions.id })
      .from(assessmentResponses)
      .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentResponses.question_id))
      .innerJoin(assessmentOptions, eq(assessmentOptions.id, assessmentResponses.option_id))
      .where(and(eq(assessmentResponses.user_id, userId), eq(assessmentResponses.program_id, programId)))
      .orderBy(asc(assessmentQuestions.position));
  }

  /** A new full set of answers replaces the answers to questions deleted since, which counted until now. */
  const dropDeletedAnswers = (tx: Executor, userId: number, programId: number) =>
    tx.delete(assessmentResponses).where(and(eq(assessmentResponses.user_id, userId), eq(assessmentResponses.program_id, programId), isNull(assessmentResponses.question_id)));

  return {
    /** The questions with their options; points stay on the server, so no answer is given away. */
    async questions(user: User, programId: number): Promise<Schema<'AssessmentQuestion'>[]> {
      await catalogue.enrolledProgram(user, programId);
      return (await questionsOf(programId)).map(({ id, stem, components }) => ({ id, stem, components: components.map(({ id, option_text }) => ({ id, option_text })) }));
    },

    /** The user's own answers for a program; empty when the assessment is not done. */
    async answers(user: User, programId: number): Promise<ResponseList> {
      await catalogue.findProgram(programId);
      return answersOf(user.id, programId);
    },

    /** First submission; answers that already exist are changed with `replace` instead. */
    async submit(user: User, programId: number, list: ResponseList): Promise<void> {
      await catalogue.enrolledProgram(user, programId);
      const answers = await checkedAnswers(programId, list);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await dropDeletedAnswers(tx, user.id, programId);
        const inserted = await tx
          .insert(assessmentResponses)
          .values(answers.map((answer) => ({ ...answer, user_id: user.id, program_id: programId, created_at: now, updated_at: now })))
          .onConflictDoNothing()
          .returning({ id: assessmentResponses.id });
        // Any earlier answer means the assessment was submitted before: nothing of this one is kept.
        if (inserted.length < answers.length) throw conflict(assessmentMessages.alreadyAnswered, 'AssessmentAlreadyAnswered');
      });
    },

    async replace(user: User, programId: number, list: ResponseList): Promise<void> {
      await catalogue.enrolledProgram(user, programId);
      const answers = await checkedAnswers(programId, list);
      if ((await answersOf(user.id, programId)).length === 0) throw notFound(assessmentMessages.notAnswered);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await dropDeletedAnswers(tx, user.id, programId);
        for (const answer of answers) {
          await tx
            .insert(assessmentResponses)
            .values({ ...answer, user_id: user.id, program_id: programId, created_at: now, updated_at: now })
            .onConflictDoUpdate({
              target: [assessmentResponses.user_id, assessmentResponses.question_id],
              set: { option_id: answer.option_id, points: answer.points, goal_id: answer.goal_id, updated_at: now },
            });
        }
      });
    },

    /** The recommended goal and the others to choose from; a sprint's is its single goal. */
    async result(user: User, programId: number): Promise<Schema<'AssessmentResult'>> {
      const program = await catalogue.enrolledProgram(user, programId);
      let chosen: { goal_id: number; points: number }[] = [];
      if (program.program_type === 'program') {
        // The points and goals as recorded with the answers: editing the assessment later moves no learner's goal.
        chosen = await db
          .select({ goal_id: assessmentResponses.goal_id, points: assessmentResponses.points })
          .from(assessmentResponses)
          .where(and(eq(assessmentResponses.user_id, user.id), eq(assessmentResponses.program_id, programId)));
        if (chosen.length === 0) throw notFound(assessmentMessages.notDone);
      }
      // A sprint has no assessment: with no answers every goal ties and its one goal is recommended.
      const { recommended, programGoals } = await recommendedGoal(db, programId, chosen);
      return {
        goal_id: recommended.id,
        goal: recommended,
        other_goals: programGoals.filter((goal) => goal.id !== recommended.id),
      };
    },

    /** The active goals of a program the user may see, to choose from. */
    async goalsOf(user: User, programId: number): Promise<Schema<'GoalSummary'>[]> {
      await catalogue.visibleProgram(user, programId);
      return activeGoalsOf(db, programId);
    },
  };
}

export type Assessment = ReturnType<typeof createAssessment>;
