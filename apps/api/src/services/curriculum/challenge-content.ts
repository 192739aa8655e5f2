import type { Body, Schema } from '@stride/api-sdk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { challengeStepComponents, challengeSteps, challenges, goalScheduleItems, userChallenges } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { inCurrentSchedule } from '../goals/schedule-items';
import { challengeStepRows, curriculumMessages, sameStepRows, type ChallengeStepRows } from './content-rules';
import { checked, codedContent, contentListSpec, existing, goalWithDays, only, scheduledIn, type ContentListParams } from './content-support';
import { listOrder, listPage, listWhere, total, type ListPage } from '../../db/list-page';

type ChallengeInput = Body<'addChallenge'>;
type ChallengeUpdate = Body<'updateChallenge'>;

const challengeColumns = {
  id: challenges.id,
  code: challenges.code,
  name: challenges.name,
  description: challenges.description,
  type: challenges.type,
  calender_required: challenges.calender_required,
  time_required_in_minutes: challenges.time_required_in_minutes,
  reward_points: challenges.reward_points,
  template_url: challenges.template_url,
  active: challenges.active,
};

const challengeList = contentListSpec(challenges);

/** A challenge's columns from its input: add and update write the same (the texts checked by their rules). */
function challengeValues(input: ChallengeInput | ChallengeUpdate) {
  return {
    ...codedContent(input),
    type: input.type,
    calender_required: input.calender_required ?? true,
    time_required_in_minutes: input.time_required_in_minutes,
    reward_points: input.reward_points,
    template_url: input.template_url ?? null,
  };
}

/** Writes a challenge's steps and their options, each numbered from 1. */
async function insertChallengeSteps(executor: Executor, challengeId: number, steps: ChallengeStepRows[]): Promise<void> {
  if (steps.length === 0) return;
  const stepIds = await executor
    .insert(challengeSteps)
    .values(steps.map((step, index) => ({ challenge_id: challengeId, position: index + 1, step_type: step.step_type, step_display: step.step_display, image_url: step.image_url })))
    .returning({ id: challengeSteps.id, position: challengeSteps.position });
  const stepIdAt = (position: number) => only(stepIds.filter((row) => row.position === position)).id;
  const components = steps.flatMap((step, index) => step.components.map((component, i) => ({ challenge_step_id: stepIdAt(index + 1), position: i + 1, ...component })));
  if (components.length > 0) await executor.insert(challengeStepComponents).values(components);
}

/** A challenge's steps as stored, in order, each with its options in order: the shape challengeStepRows gives. */
async function storedChallengeSteps(executor: Executor, challengeId: number): Promise<ChallengeStepRows[]> {
  const steps = await executor
    .select({ id: challengeSteps.id, step_type: challengeSteps.step_type, step_display: challengeSteps.step_display, image_url: challengeSteps.image_url })
    .from(challengeSteps)
    .where(eq(challengeSteps.challenge_id, challengeId))
    .orderBy(asc(challengeSteps.position));
  if (steps.length === 0) return [];
  const options = await executor
    .select({ step_id: challengeStepComponents.challenge_step_id, option_text: challengeStepComponents.option_text, is_correct: challengeStepComponents.is_correct })
    .from(challengeStepComponents)
    .where(inArray(challengeStepComponents.challenge_step_id, steps.map((step) => step.id)))
    .orderBy(asc(challengeStepComponents.position));
  return steps.map(({ id, ...step }) => ({
    ...step,
    components: options.filter((option) => option.step_id === id).map(({ option_text, is_correct }) => ({ option_text, is_correct })),
  }));
}

/** Whether a learner has taken the challenge up: every take starts scheduled (user_challenges), and step answers belong to a take. */
async function challengeTaken(executor: Executor, challengeId: number): Promise<boolean> {
  const [take] = await executor.select({ id: userChallenges.id }).from(userChallenges).where(eq(userChallenges.challenge_id, challengeId)).limit(1);
  return take !== undefined;
}

/**
 * The challenges learners do (docs/back-office-curriculum.md): each with its steps and their options, the author's edit
 * form, and the challenges a goal's schedule uses. Steps a learner has answered cannot change.
 */
export function createChallengeContent(deps: { db: Database }) {
  const { db } = deps;

  return {
    /** The challenges that match the list parameters (all of them, by name, without any), and how many match. */
    challenges(params: ContentListParams = {}): Promise<ListPage<Schema<'Challenge'>>> {
      const where = listWhere(challengeList, params, scheduledIn(goalScheduleItems.challenge_id, challenges.id, params));
      const query = db.select(challengeColumns).from(challenges).where(where).orderBy(...listOrder(challengeList, params)).$dynamic();
      return listPage(query, params, () => db.select(total).from(challenges).where(where));
    },

    /** Adds a challenge with its steps and their options, in one transaction. */
    async addChallenge(input: ChallengeInput): Promise<Schema<'Challenge'>> {
      const values = challengeValues(input);
      const steps = checked(() => challengeStepRows(input.challenge_steps ?? []));
      return db.transaction(async (tx) => {
        const [challenge] = await tx
          .insert(challenges)
          .values(values)
          .onConflictDoNothing({ target: challenges.code })
          .returning(challengeColumns);
        if (!challenge) throw conflict(curriculumMessages.codeTaken('challenge', input.code));
        await insertChallengeSteps(tx, challenge.id, steps);
        return challenge;
      });
    },

    /** A challenge with its steps as the author wrote them, and whether learners have taken it up (the edit form). */
    async authoredChallenge(challengeId: number): Promise<Schema<'AuthoredChallenge'>> {
      const [challenge] = await db.select(challengeColumns).from(challenges).where(eq(challenges.id, challengeId));
      if (!challenge) throw notFound(curriculumMessages.unknown('challenge', challengeId));
      const steps = await storedChallengeSteps(db, challengeId);
      return {
        ...challenge,
        started: await challengeTaken(db, challengeId),
        challenge_steps: steps.map(({ components, ...step }) => ({ ...step, challenge_steps_components: components })),
      };
    },

    /**
     * Changes a challenge in one transaction, by the rules of add. Sent steps replace the stored ones, unless
     * they are the same; once a learner has taken the challenge up, different steps are refused (409), since
     * learners' answers belong to the steps they answered.
     */
    async updateChallenge(challengeId: number, input: ChallengeUpdate): Promise<Schema<'Challenge'>> {
      const values = challengeValues(input);
      const sent = input.challenge_steps;
      const steps = sent === undefined ? null : checked(() => challengeStepRows(sent));
      try {
        return await db.transaction(async (tx) => {
          // Locked: a learner scheduling the challenge meanwhile waits for this transaction (the take's foreign
          // key reads this row), so whether it is taken cannot change before the commit.
          await existing(tx, challenges, challengeId, 'challenge', true);
          const challenge = only(
            await tx
              .update(challenges)
              .set(values)
              .where(eq(challenges.id, challengeId))
              .returning(challengeColumns),
          );
          if (steps && !sameStepRows(await storedChallengeSteps(tx, challengeId), steps)) {
            if (await challengeTaken(tx, challengeId)) throw conflict(curriculumMessages.step.taken, 'ChallengeTaken');
            await tx.delete(challengeSteps).where(eq(challengeSteps.challenge_id, challengeId));
            await insertChallengeSteps(tx, challengeId, steps);
          }
          return challenge;
        });
      } catch (error) {
        // The code's unique index decides, so two authors racing for one code get one success and one 409.
        if (isUniqueViolation(error)) throw conflict(curriculumMessages.codeTaken('challenge', input.code));
        throw error;
      }
    },

    /** The challenges a goal's schedule uses (there is no per-goal listing of challenges, so the flag is the challenge's). */
    async goalChallenges(goalId: number): Promise<Schema<'GoalChallengeItem'>[]> {
      await goalWithDays(db, goalId);
      const rows = await db
        .select(challengeColumns)
        .from(challenges)
        .where(inArray(challenges.id, db.selectDistinct({ id: goalScheduleItems.challenge_id }).from(goalScheduleItems).where(and(eq(goalScheduleItems.goal_id, goalId), inCurrentSchedule))))
        .orderBy(asc(challenges.name), asc(challenges.id));
      return rows.map((challenge) => ({ goal_id: goalId, challenge_id: challenge.id, active: challenge.active, challenge }));
    },
  };
}
