import type { Schema } from '@stride/api-sdk';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { challengeStepComponents, challengeSteps, challenges, pointsEvents, userChallenges, userChallengeSteps } from '../../db/schema/index';
import { reflectionOpensAt } from '@stride/validation';
import { badRequest, conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import { completeGoalIfDone, itemAccess } from '../goals/item-access';
import type { LearnerStats } from '../learner-stats/learner-stats';
import type { User } from '../sessions/session-store';
import { scheduleProblem } from './schedule-rules';
import { checkStepResponse, responseText, StepResponseError, type StepResponse, type StepWithOptions } from './step-rules';

export const challengeMessages = {
  unknown: (challengeId: number) => `There is no challenge with id ${challengeId}.`,
  notScheduled: 'Schedule this challenge first.',
  noTake: 'You have not scheduled this challenge yet.',
  unknownTake: (id: number) => `There is no scheduled challenge ${id} of yours.`,
  takeOfAnotherChallenge: (id: number, challengeId: number) => `Scheduled challenge ${id} is not a take of challenge ${challengeId} in this goal.`,
  unknownStep: (id: number) => `There is no challenge step with id ${id}.`,
  stepAnswered: 'This step already has a response: change it with PATCH.',
  unknownStepResponse: (id: number) => `There is no step response ${id} of yours.`,
  mcqFinal: 'An answer to a multiple-choice step cannot be changed.',
  completedTake: 'This challenge is completed: its responses can no longer change.',
  reflectionNotOpen: (opensAt: string) => `This challenge is done over the day: you can complete it from ${opensAt}.`,
} as const;

type TakeRow = typeof userChallenges.$inferSelect;
type StoredStepResponse = typeof userChallengeSteps.$inferSelect;

/** The points each take earned, for the lists: its points event's, else 0. */
const takePoints = sql<number>`coalesce((select ${pointsEvents.points} from ${pointsEvents}
  where ${pointsEvents.source} = 'challenge' and ${pointsEvents.source_id} = ${qualified(userChallenges.id)} limit 1), 0)`.mapWith(Number);

/** "14:30 on 2026-11-18" in the learner's zone, for messages. */
function localTime(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${time} on ${localDate(at, timeZone)}`;
}

const stepOptions = sql<StepWithOptions['options']>`(
  select coalesce(json_agg(json_build_object('id', ${challengeStepComponents.id}, 'option_text', ${challengeStepComponents.option_text},
    'is_correct', ${challengeStepComponents.is_correct}) order by ${challengeStepComponents.position}), '[]'::json)
  from ${challengeStepComponents} where ${challengeStepComponents.challenge_step_id} = ${qualified(challengeSteps.id)})`;

/** A challenge's steps with their options (and key), in order. One query. */
async function stepsOf(db: Executor, challengeId: number) {
  return db
    .select({ id: challengeSteps.id, challenge_id: challengeSteps.challenge_id, step_type: challengeSteps.step_type, step_display: challengeSteps.step_display, image_url: challengeSteps.image_url, options: stepOptions })
    .from(challengeSteps)
    .where(eq(challengeSteps.challenge_id, challengeId))
    .orderBy(asc(challengeSteps.position));
}

const stepResponseView = (row: StoredStepResponse, goalId: number): Schema<'UserChallengeStep'> => ({
  id: row.id,
  challenge_step_id: row.challenge_step_id,
  goal_id: goalId,
  mcq_response: row.mcq_response,
  fill_in_the_blanks_response: row.fill_in_the_blanks_response,
  assesment_response: row.assesment_response,
});

/** Steps as the learner sees them: options without their key (an mcq's is revealed by answering it). */
function stepViews(steps: Awaited<ReturnType<typeof stepsOf>>, responses: StoredStepResponse[], goalId: number): Schema<'ChallengeStep'>[] {
  return steps.map((step) => ({
    id: step.id,
    step_type: step.step_type,
    step_display: step.step_display,
    image_url: step.image_url,
    challenge_steps_components: step.options.map(({ id, option_text }) => ({ id, option_text })),
    user_challenge_steps: responses.filter((response) => response.challenge_step_id === step.id).map((response) => stepResponseView(response, goalId)),
  }));
}

/**
 * Do items (docs/challenges.md): a learner's take on a challenge is scheduled, its steps
 * answered, then completed with a rating, earning the challenge's reward points once.
 */
export function createChallenges(deps: { db: Database; clock: Clock; learnerStats: LearnerStats }) {
  const { db, clock, learnerStats } = deps;

  async function challengeRow(challengeId: number) {
    const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
    if (!row) throw notFound(challengeMessages.unknown(challengeId));
    return row;
  }

  /** The learner's open take of the challenge in the goal, else their latest one. */
  async function currentTake(executor: Executor, userId: number, goalId: number, challengeId: number, lock = false): Promise<TakeRow | undefined> {
    const query = executor
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.user_id, userId), eq(userChallenges.goal_id, goalId), eq(userChallenges.challenge_id, challengeId)))
      .orderBy(asc(userChallenges.is_completed), desc(userChallenges.created_at), desc(userChallenges.id))
      .limit(1);
    const [take] = await (lock ? query.for('update') : query);
    return take;
  }

  const responsesOf = (executor: Executor, takeId: number) =>
    executor.select().from(userChallengeSteps).where(eq(userChallengeSteps.user_challenge_id, takeId)).orderBy(asc(userChallengeSteps.id));

  /** The points a take earned: its points event's, else 0. */
  async function pointsOf(executor: Executor, takeId: number): Promise<number> {
    const [event] = await executor
      .select({ points: pointsEvents.points })
      .from(pointsEvents)
      .where(and(eq(pointsEvents.source, 'challenge'), eq(pointsEvents.source_id, takeId)));
    return event?.points ?? 0;
  }

  async function scheduleView(take: TakeRow): Promise<Schema<'ChallengeSchedule'>> {
    const [challenge, points] = await Promise.all([challengeRow(take.challenge_id), pointsOf(db, take.id)]);
    return toSchedule(take, challenge, points);
  }

  /** When the take's reflection opens (docs/challenges.md): its start plus the time a long challenge takes. */
  const opensAt = (take: TakeRow, minutes: number) => (take.start_time ? reflectionOpensAt(take.start_time, minutes) : null);

  function toSchedule(
    take: TakeRow,
    challenge: { id: number; name: string; type: Schema<'ChallengeType'>; time_required_in_minutes: number },
    points: number,
  ): Schema<'ChallengeSchedule'> {
    return {
      id: take.id,
      challenge_id: take.challenge_id,
      goal_id: take.goal_id,
      challenge: { id: challenge.id, name: challenge.name, type: challenge.type },
      date: take.date,
      start_time: (take.start_time ?? take.created_at).toISOString(),
      end_time: (take.end_time ?? take.start_time ?? take.created_at).toISOString(),
      user_feedback: take.user_feedback,
      user_response: take.user_response,
      is_completed: take.is_completed,
      completed_date: take.completed_date?.toISOString() ?? null,
      opens_at: opensAt(take, challenge.time_required_in_minutes)?.toISOString() ?? null,
      points_earned: points,
    };
  }

  /** Takes of the learner, open or not, with their challenge: for the scheduled and active lists. */
  async function takesWhere(condition: ReturnType<typeof and>) {
    const rows = await db
      .select({
        take: userChallenges,
        challenge: { id: challenges.id, name: challenges.name, type: challenges.type, time_required_in_minutes: challenges.time_required_in_minutes },
        points: takePoints,
      })
      .from(userChallenges)
      .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
      .where(condition)
      .orderBy(asc(userChallenges.date), asc(userChallenges.start_time), asc(userChallenges.id));
    return rows.map((row) => toSchedule(row.take, row.challenge, row.points));
  }

  /** The step, the learner's open take of its challenge in the goal, and the goal's access checks. */
  async function stepInOpenTake(user: User, goalId: number, stepId: number) {
    const [step] = await db
      .select({ id: challengeSteps.id, challenge_id: challengeSteps.challenge_id, step_type: challengeSteps.step_type, options: stepOptions })
      .from(challengeSteps)
      .where(eq(challengeSteps.id, stepId));
    if (!step) throw notFound(challengeMessages.unknownStep(stepId));
    await itemAccess(db, user, goalId, 'challenge', step.challenge_id, clock.now());
    const take = await currentTake(db, user.id, goalId, step.challenge_id);
    if (!take || take.is_completed) throw conflict(challengeMessages.notScheduled, 'ChallengeNotScheduled');
    return { step, take };
  }

  function checked(step: StepWithOptions, response: StepResponse) {
    try {
      return checkStepResponse(step, response);
    } catch (error) {
      if (error instanceof StepResponseError) throw badRequest(error.message, 'StepResponseMismatch');
      throw error;
    }
  }

  return {
    /** A challenge of a goal the learner follows, with its steps and their responses in the current take. */
    async detail(user: User, goalId: number, challengeId: number): Promise<Schema<'ChallengeDetail'>> {
      await itemAccess(db, user, goalId, 'challenge', challengeId, clock.now());
      const [challenge, steps, take] = await Promise.all([challengeRow(challengeId), stepsOf(db, challengeId), currentTake(db, user.id, goalId, challengeId)]);
      const responses = take ? await responsesOf(db, take.id) : [];
      const { id, name, description, type, template_url, calender_required, time_required_in_minutes, reward_points } = challenge;
      return { id, name, description, type, template_url, calender_required, time_required_in_minutes, reward_points, challenge_steps: stepViews(steps, responses, goalId) };
    },

    /** The learner's current take with the steps and their responses (the step player). */
    async userChallenge(user: User, goalId: number, challengeId: number): Promise<Schema<'UserChallenge'>> {
      await itemAccess(db, user, goalId, 'challenge', challengeId, clock.now());
      const take = await currentTake(db, user.id, goalId, challengeId);
      if (!take) throw notFound(challengeMessages.noTake);
      const [challenge, steps, responses] = await Promise.all([challengeRow(challengeId), stepsOf(db, challengeId), responsesOf(db, take.id)]);
      return {
        id: take.id,
        challenge: { id: challenge.id, name: challenge.name, description: challenge.description, type: challenge.type, template_url: challenge.template_url },
        challenge_steps: stepViews(steps, responses, goalId),
        user_challenge_steps: responses.map((response) => stepResponseView(response, goalId)),
      };
    },

    async record(user: User, takeId: number): Promise<Schema<'ChallengeSchedule'>> {
      const [take] = await db.select().from(userChallenges).where(and(eq(userChallenges.id, takeId), eq(userChallenges.user_id, user.id)));
      if (!take) throw notFound(challengeMessages.unknownTake(takeId));
      return scheduleView(take);
    },

    /** The learner's open take of the challenge, in any goal, or null. */
    async active(user: User, challengeId: number): Promise<Schema<'ChallengeSchedule'> | null> {
      const [take] = await takesWhere(and(eq(userChallenges.user_id, user.id), eq(userChallenges.challenge_id, challengeId), eq(userChallenges.is_completed, false)));
      return take ?? null;
    },

    /** Challenges scheduled and not yet completed, soonest first (/challenge/upcoming). */
    async scheduled(user: User): Promise<Schema<'ChallengeSchedule'>[]> {
      return takesWhere(and(eq(userChallenges.user_id, user.id), eq(userChallenges.is_completed, false), isNotNull(userChallenges.start_time)));
    },

    /** Schedules the challenge, or moves the open take's times when it is scheduled already. */
    async schedule(user: User, challengeId: number, body: { date: string; start_time: string; end_time: string; goal_id: number }): Promise<Schema<'ChallengeSchedule'>> {
      const access = await itemAccess(db, user, body.goal_id, 'challenge', challengeId, clock.now());
      const start = new Date(body.start_time);
      const end = new Date(body.end_time);
      const problem = scheduleProblem({ date: body.date, start, end }, access.timeline, access.today, user.time_zone);
      if (problem) throw badRequest(problem, 'InvalidSchedule');
      const take = await db.transaction(async (tx) => {
        const values = { date: body.date, start_time: start, end_time: end, started: true };
        const open = await currentTake(tx, user.id, body.goal_id, challengeId, true);
        if (open && !open.is_completed) {
          const [moved] = await tx.update(userChallenges).set(values).where(eq(userChallenges.id, open.id)).returning();
          return moved;
        }
        const [created] = await tx
          .insert(userChallenges)
          .values({ ...values, user_id: user.id, goal_id: body.goal_id, challenge_id: challengeId, created_at: clock.now() })
          .returning();
        return created;
      });
      if (!take) throw new Error('the schedule was not written');
      return scheduleView(take);
    },

    /**
     * Answers the take: its rating and feedback, and with `is_completed` its completion, which earns the
     * challenge's reward points the first time the learner completes it in the goal, counts the learning day
     * and may complete the goal. Completing a completed take again changes nothing.
     */
    async respond(
      user: User,
      challengeId: number,
      body: { id: number; user_feedback?: string; user_response?: number; is_completed: boolean; goal_id: number },
    ): Promise<Schema<'ChallengeSchedule'>> {
      const now = clock.now();
      const access = await itemAccess(db, user, body.goal_id, 'challenge', challengeId, now);
      const challenge = await challengeRow(challengeId);
      const take = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(userChallenges)
          .where(and(eq(userChallenges.id, body.id), eq(userChallenges.user_id, user.id)))
          .for('update');
        if (!row || row.challenge_id !== challengeId || row.goal_id !== body.goal_id) throw notFound(challengeMessages.takeOfAnotherChallenge(body.id, challengeId));
        const answer = { user_feedback: body.user_feedback ?? row.user_feedback, user_response: body.user_response ?? row.user_response };
        // A completed take may still get its rating or feedback (the completion screens come after it), never more points.
        if (row.is_completed || !body.is_completed) {
          const [saved] = await tx.update(userChallenges).set(answer).where(eq(userChallenges.id, row.id)).returning();
          return { row: saved, points: await pointsOf(tx, row.id) };
        }
        const opens = opensAt(row, challenge.time_required_in_minutes);
        if (opens && now < opens) throw conflict(challengeMessages.reflectionNotOpen(localTime(opens, user.time_zone)), 'ReflectionNotOpen');
        const [completed] = await tx
          .update(userChallenges)
          .set({ ...answer, is_completed: true, completed_date: now, started: true })
          .where(eq(userChallenges.id, row.id))
          .returning();
        const [earlier] = await tx
          .select({ id: pointsEvents.id })
          .from(pointsEvents)
          .innerJoin(userChallenges, and(eq(pointsEvents.source, 'challenge'), eq(pointsEvents.source_id, userChallenges.id)))
          .where(and(eq(userChallenges.user_id, user.id), eq(userChallenges.goal_id, body.goal_id), eq(userChallenges.challenge_id, challengeId)));
        const earns = !earlier && challenge.reward_points > 0;
        if (earns) {
          await tx.insert(pointsEvents).values({
            user_id: user.id,
            goal_id: body.goal_id,
            source: 'challenge',
            source_id: row.id,
            points: challenge.reward_points,
            earned_at: now,
            earned_on: localDate(now, user.time_zone),
          });
        }
        await learnerStats.recordLearningDay(tx, user, now);
        await completeGoalIfDone(tx, user, body.goal_id, access.userGoalId, now);
        return { row: completed, points: earns ? challenge.reward_points : 0 };
      });
      if (!take.row) throw new Error('the response was not written');
      return toSchedule(take.row, challenge, take.points);
    },

    /** A step's first response: POST (docs/challenges.md). An mcq step's answer is checked and its key revealed. */
    async answerStep(user: User, body: StepResponse & { challenge_step_id: number; goal_id: number }): Promise<Schema<'UserChallengeStepResult'>> {
      const { step, take } = await stepInOpenTake(user, body.goal_id, body.challenge_step_id);
      const result = checked(step, body);
      const now = clock.now();
      const [row] = await db
        .insert(userChallengeSteps)
        .values({
          user_challenge_id: take.id,
          challenge_step_id: step.id,
          mcq_response: result.kind === 'mcq' ? result.optionId : null,
          fill_in_the_blanks_response: result.kind === 'text' ? result.text : null,
          assesment_response: result.kind === 'scale' ? result.point : null,
          is_correct: result.kind === 'mcq' ? result.isCorrect : null,
          viewed_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(challengeMessages.stepAnswered, 'StepAlreadyAnswered');
      return {
        data: stepResponseView(row, body.goal_id),
        isCorrect: result.kind === 'mcq' ? result.isCorrect : null,
        correctAnswer:
          result.kind === 'mcq'
            ? { mcq_options: step.options.filter((option) => option.is_correct).map(({ id, option_text }) => ({ id, option_text })) }
            : null,
      };
    },

    /** A change to a textbox or scale step's response: PATCH after the POST. */
    async changeStep(
      user: User,
      body: { user_challenge_step_id: number; goal_id: number; fill_in_the_blanks_response?: string; assesment_response?: number },
    ): Promise<Schema<'UserChallengeStep'>> {
      const [stored] = await db
        .select({ response: userChallengeSteps, take: userChallenges })
        .from(userChallengeSteps)
        .innerJoin(userChallenges, eq(userChallenges.id, userChallengeSteps.user_challenge_id))
        .where(and(eq(userChallengeSteps.id, body.user_challenge_step_id), eq(userChallenges.user_id, user.id), eq(userChallenges.goal_id, body.goal_id)));
      if (!stored) throw notFound(challengeMessages.unknownStepResponse(body.user_challenge_step_id));
      if (stored.take.is_completed) throw conflict(challengeMessages.completedTake, 'ChallengeCompleted');
      const { step } = await stepInOpenTake(user, body.goal_id, stored.response.challenge_step_id);
      if (step.step_type === 'mcq') throw badRequest(challengeMessages.mcqFinal, 'StepResponseMismatch');
      const result = checked(step, body);
      const [row] = await db
        .update(userChallengeSteps)
        .set({
          fill_in_the_blanks_response: result.kind === 'text' ? result.text : null,
          assesment_response: result.kind === 'scale' ? result.point : null,
          updated_at: clock.now(),
        })
        .where(eq(userChallengeSteps.id, stored.response.id))
        .returning();
      if (!row) throw new Error('the step response was not written');
      return stepResponseView(row, body.goal_id);
    },

    /** The learner's own questions and answers of their current take, for the review document. */
    async review(user: User, goalId: number, challengeId: number): Promise<Schema<'ChallengeReviewItem'>[]> {
      await itemAccess(db, user, goalId, 'challenge', challengeId, clock.now());
      const take = await currentTake(db, user.id, goalId, challengeId);
      if (!take) throw notFound(challengeMessages.noTake);
      const [steps, responses] = await Promise.all([stepsOf(db, challengeId), responsesOf(db, take.id)]);
      return steps
        .filter((step) => step.step_type === 'mcq' || step.step_type === 'textbox' || step.step_type === 'scale_or_rating')
        .map((step, index) => {
          const response = responses.find((candidate) => candidate.challenge_step_id === step.id);
          return { text: `Step ${index + 1}`, question: step.step_display, user_response: response ? responseText(step, response) : null };
        });
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
