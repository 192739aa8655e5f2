import type { Body, Schema } from '@stride/api-sdk';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { qualified } from '../../../db/qualified';
import {
  activities,
  assessmentOptions,
  assessmentQuestions,
  challengeStepComponents,
  challengeSteps,
  challenges,
  contextCards,
  goalActivities,
  goalScheduleItems,
  goalTopicMaps,
  goals,
  programs,
  questionOptions,
  questions,
  readings,
  revisionQuestions,
  revisions,
  subtopics,
  tips,
  topics,
  userChallenges,
} from '../../../db/schema/index';
import { badRequest, conflict, notFound } from '../../../errors';
import { questionsOfItem } from '../learn/learn-items';
import { questionView } from '../learn/question-view';
import { catalogueColumns } from '../programs/programs';
import {
  ContentRuleError,
  challengeStepRows,
  curriculumMessages,
  questionOptionRows,
  requiredText,
  sameStepRows,
  scheduleRows,
  type ChallengeStepRows,
} from './content-rules';
import { createContentLifecycle } from './content-lifecycle';
import { refuseSecondSprintGoal } from './sprint-goal';

/**
 * The back-office's curriculum (back-office.md §3, §7; docs/back-office-curriculum.md). It writes the same
 * tables, in the same shapes, as the seed's loader (seed/curriculum.ts), which is what the learner's
 * dashboard, players and challenges read: what an author saves is what learners get. Every list is one query
 * (children folded in with json_agg) in a fixed order; every write of several rows is one transaction.
 */

type GoalBodies = Body<'addGoal'>;
type GoalInput = Extract<GoalBodies, { code: string }>;
type AssessmentQuestionInput = Exclude<GoalBodies, GoalInput>;
type ActivityInput = Schema<'ActivityInput'>;
type ChallengeInput = Body<'addChallenge'>;
type ChallengeUpdate = Body<'updateChallenge'>;
type ContextCardInput = Body<'addContextCard'>;
type RevisionInput = Schema<'RevisionInput'>;
type CodedContent = { code: string; name: string; description: string };

/** The one row a write returns (or a read of what it just wrote): its absence is a bug, not bad input. */
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected the row just written.');
  return row;
}

/** Runs pure content checks, turning a broken rule into the 400 its message explains. */
function checked<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ContentRuleError) throw badRequest(error.message);
    throw error;
  }
}

/** Code, name and description as stored: trimmed, none blank. */
const codedContent = (input: CodedContent) =>
  checked(() => ({ code: input.code, name: requiredText(input.name, 'name'), description: requiredText(input.description, 'description') }));

/** Checks that row `id` of `table` exists (locked for the transaction when asked, so children are numbered one writer at a time). */
async function existing(db: Executor, table: PgTable & { id: PgColumn }, id: number, what: string, lock = false): Promise<void> {
  const query = db.select({ id: table.id }).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(curriculumMessages.unknown(what, id));
}

const questionSummaries = sql<Schema<'QuestionSummary'>[]>`(
  select coalesce(json_agg(json_build_object('id', ${qualified(questions.id)}, 'type', ${qualified(questions.type)}, 'stem', ${qualified(questions.stem)})
    order by ${qualified(questions.position)}), '[]'::json)
  from ${questions} where ${qualified(questions.activity_id)} = ${qualified(activities.id)})`;

const activityColumns = {
  id: activities.id,
  code: activities.code,
  name: activities.name,
  description: activities.description,
  type: activities.type,
  reattempt_after_days: activities.reattempt_after_days,
  same_day_bonus: activities.same_day_bonus,
  same_day_all_correct_bonus: activities.same_day_all_correct_bonus,
  all_correct_bonus: activities.all_correct_bonus,
  reading_id: activities.reading_id,
  subtopic_id: activities.subtopic_id,
  active: activities.active,
  questions: questionSummaries,
};

const revisionQuestionSummaries = sql<Schema<'RevisionQuestionSummary'>[]>`(
  select coalesce(json_agg(json_build_object('id', ${qualified(questions.id)}, 'type', ${qualified(questions.type)}, 'stem', ${qualified(questions.stem)},
    'activity_id', ${qualified(activities.id)}, 'activity_name', ${qualified(activities.name)}) order by ${qualified(revisionQuestions.position)}), '[]'::json)
  from ${revisionQuestions}
  join ${questions} on ${qualified(questions.id)} = ${qualified(revisionQuestions.question_id)}
  join ${activities} on ${qualified(activities.id)} = ${qualified(questions.activity_id)}
  where ${qualified(revisionQuestions.revision_id)} = ${qualified(revisions.id)})`;

const revisionColumns = {
  id: revisions.id,
  code: revisions.code,
  name: revisions.name,
  description: revisions.description,
  active: revisions.active,
  questions: revisionQuestionSummaries,
};

const goalTopics = sql<Schema<'Goal'>['goal_topic_maps']>`(
  select coalesce(json_agg(json_build_object('topic', json_build_object('id', ${qualified(topics.id)}, 'name', ${qualified(topics.name)}))
    order by ${qualified(topics.name)}, ${qualified(topics.id)}), '[]'::json)
  from ${goalTopicMaps} join ${topics} on ${qualified(topics.id)} = ${qualified(goalTopicMaps.topic_id)}
  where ${qualified(goalTopicMaps.goal_id)} = ${qualified(goals.id)})`;

const goalColumns = {
  id: goals.id,
  code: goals.code,
  name: goals.name,
  description: goals.description,
  program_id: goals.program_id,
  active: goals.active,
  goal_topic_maps: goalTopics,
};

const subtopicColumns = {
  id: subtopics.id,
  code: subtopics.code,
  name: subtopics.name,
  description: subtopics.description,
  topic_id: subtopics.topic_id,
  active: subtopics.active,
};

const readingColumns = {
  id: readings.id,
  reading_title: readings.reading_title,
  reading_text: readings.reading_text,
  subtopic_id: readings.subtopic_id,
  active: readings.active,
};

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

const contextCardColumns = {
  id: contextCards.id,
  code: contextCards.code,
  goal_id: contextCards.goal_id,
  day_number: contextCards.day_number,
  context_card_display_name: contextCards.context_card_display_name,
  card_title: contextCards.card_title,
  card_display_text: contextCards.card_display_text,
  image_url: contextCards.image_url,
  image_display_position: contextCards.image_display_position,
};

export function createCurriculum(deps: { db: Database }) {
  const { db } = deps;

  /** A goal with its program's length, or 404. */
  async function goalWithDays(executor: Executor, goalId: number, lock = false) {
    const query = executor
      .select({ id: goals.id, program_id: goals.program_id, number_of_days: programs.number_of_days })
      .from(goals)
      .innerJoin(programs, eq(programs.id, goals.program_id))
      .where(eq(goals.id, goalId));
    const [goal] = lock ? await query.for('update', { of: goals }) : await query;
    if (!goal) throw notFound(curriculumMessages.unknown('goal', goalId));
    return goal;
  }

  /**
   * Refuses ids among `ids` that are no row of `table`, or an inactive one the goal's schedule does not list
   * already: the schedule may only place what learners can take, but an item deactivated after it was
   * scheduled may stay where it is (learners who started it keep it; the others no longer see it).
   */
  async function missingOrInactive(
    executor: Executor,
    table: typeof activities | typeof revisions | typeof challenges,
    column: PgColumn,
    goalId: number,
    ids: number[],
    what: string,
  ) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const scheduled = sql<boolean>`exists (select 1 from ${goalScheduleItems} where ${goalScheduleItems.goal_id} = ${goalId} and ${column} = ${qualified(table.id)})`;
    const rows = await executor.select({ id: table.id, active: sql<boolean>`(${table.active} or ${scheduled})` }).from(table).where(inArray(table.id, unique));
    const found = new Map(rows.map((row) => [row.id, row.active]));
    for (const id of unique.sort((a, b) => a - b)) {
      if (!found.has(id)) throw badRequest(curriculumMessages.unknown(what, id));
      if (found.get(id) === false) throw badRequest(curriculumMessages.inactive(what, id));
    }
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

  async function staticSchedule(executor: Executor, goalId: number): Promise<Schema<'GoalStaticSchedule'>> {
    const goal = await goalWithDays(executor, goalId);
    const items = await executor
      .select({
        day_number: goalScheduleItems.day_number,
        activity: { id: activities.id, name: activities.name },
        revision: { id: revisions.id, name: revisions.name },
        challenge: { id: challenges.id, name: challenges.name },
      })
      .from(goalScheduleItems)
      .leftJoin(activities, eq(activities.id, goalScheduleItems.activity_id))
      .leftJoin(revisions, eq(revisions.id, goalScheduleItems.revision_id))
      .leftJoin(challenges, eq(challenges.id, goalScheduleItems.challenge_id))
      .where(eq(goalScheduleItems.goal_id, goalId))
      .orderBy(asc(goalScheduleItems.day_number), asc(goalScheduleItems.position));
    const days = Array.from({ length: goal.number_of_days }, (_, index) => ({
      day_number: index + 1,
      learn: [] as Schema<'GoalStaticSchedule'>['days'][number]['learn'],
      do: [] as Schema<'GoalStaticSchedule'>['days'][number]['do'],
    }));
    for (const item of items) {
      // Days beyond a shortened program are not shown to learners either.
      const day = days[item.day_number - 1];
      if (!day) continue;
      if (item.activity) day.learn.push({ item_type: 'activity', id: item.activity.id, name: item.activity.name });
      else if (item.revision) day.learn.push({ item_type: 'revision', id: item.revision.id, name: item.revision.name });
      else if (item.challenge) day.do.push({ challenge_id: item.challenge.id, name: item.challenge.name });
    }
    return { goal_id: goal.id, number_of_days: goal.number_of_days, days };
  }

  return {
    ...createContentLifecycle(deps),

    topics(): Promise<Schema<'Topic'>[]> {
      return db
        .select({ id: topics.id, code: topics.code, name: topics.name, description: topics.description, active: topics.active })
        .from(topics)
        .orderBy(asc(topics.name), asc(topics.id));
    },

    subtopics(): Promise<Schema<'Subtopic'>[]> {
      return db.select(subtopicColumns).from(subtopics).orderBy(asc(subtopics.name), asc(subtopics.id));
    },

    async addSubtopic(input: Body<'addSubtopic'>): Promise<Schema<'Subtopic'>> {
      const content = codedContent(input);
      await existing(db, topics, input.topic_id, 'topic');
      const [row] = await db
        .insert(subtopics)
        .values({ ...content, topic_id: input.topic_id })
        .onConflictDoNothing({ target: subtopics.code })
        .returning(subtopicColumns);
      if (!row) throw conflict(curriculumMessages.codeTaken('subtopic', input.code));
      return row;
    },

    programs(): Promise<Schema<'Program'>[]> {
      return db.select(catalogueColumns).from(programs).orderBy(asc(programs.name), asc(programs.id));
    },

    goals(): Promise<Schema<'Goal'>[]> {
      return db.select(goalColumns).from(goals).orderBy(asc(goals.name), asc(goals.id));
    },

    async addGoal(input: GoalInput): Promise<Schema<'Goal'>> {
      const content = codedContent(input);
      const topicIds = [...new Set(input.topic_ids ?? [])];
      return db.transaction(async (tx) => {
        await existing(tx, programs, input.program_id, 'program');
        if (topicIds.length > 0) {
          const found = new Set((await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds))).map((row) => row.id));
          const unknown = topicIds.find((id) => !found.has(id));
          if (unknown !== undefined) throw badRequest(curriculumMessages.unknown('topic', unknown));
        }
        await refuseSecondSprintGoal(tx, input.program_id);
        const [goal] = await tx
          .insert(goals)
          .values({ ...content, program_id: input.program_id })
          .onConflictDoNothing({ target: goals.code })
          .returning({ id: goals.id });
        if (!goal) throw conflict(curriculumMessages.codeTaken('goal', input.code));
        if (topicIds.length > 0) await tx.insert(goalTopicMaps).values(topicIds.map((topic_id) => ({ goal_id: goal.id, topic_id })));
        return only(await tx.select(goalColumns).from(goals).where(eq(goals.id, goal.id)));
      });
    },

    /** A question of the program's personality assessment: each option counts for a goal of the program. */
    async addAssessmentQuestion(input: AssessmentQuestionInput): Promise<Schema<'AdminAssessmentQuestion'>> {
      const stem = checked(() => requiredText(input.stem, 'question'));
      const options = checked(() =>
        ([1, 2, 3] as const).map((n) => ({
          option_text: requiredText(input[`option_${n}`], `option ${n}`),
          points: input[`option_${n}_points`],
          goal_id: input[`option_${n}_goal_id`],
        })),
      );
      return db.transaction(async (tx) => {
        await existing(tx, programs, input.program_id, 'program', true);
        const goalIds = [...new Set(options.map((option) => option.goal_id))];
        const ofProgram = new Set(
          (await tx.select({ id: goals.id }).from(goals).where(and(inArray(goals.id, goalIds), eq(goals.program_id, input.program_id)))).map((row) => row.id),
        );
        const stranger = goalIds.find((id) => !ofProgram.has(id));
        if (stranger !== undefined) throw badRequest(curriculumMessages.notInProgram(stranger, input.program_id));
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

    getStaticSchedule: (goalId: number) => staticSchedule(db, goalId),

    /**
     * Replaces a goal's static schedule in one transaction, and the goal-activity listing with it (the
     * activities the schedule uses, keeping the active flag of those already listed), as the seed does.
     */
    async replaceStaticSchedule(goalId: number, days: Body<'replaceGoalStaticSchedule'>['days']): Promise<Schema<'GoalStaticSchedule'>> {
      return db.transaction(async (tx) => {
        const goal = await goalWithDays(tx, goalId, true);
        const rows = checked(() => scheduleRows(days, goal.number_of_days));
        const ids = (column: 'activity_id' | 'revision_id' | 'challenge_id') => rows.flatMap((row) => (row[column] === null ? [] : [row[column]]));
        await missingOrInactive(tx, activities, goalScheduleItems.activity_id, goalId, ids('activity_id'), 'activity');
        await missingOrInactive(tx, revisions, goalScheduleItems.revision_id, goalId, ids('revision_id'), 'revision');
        await missingOrInactive(tx, challenges, goalScheduleItems.challenge_id, goalId, ids('challenge_id'), 'challenge');
        await tx.delete(goalScheduleItems).where(eq(goalScheduleItems.goal_id, goalId));
        if (rows.length > 0) await tx.insert(goalScheduleItems).values(rows.map((row) => ({ ...row, goal_id: goalId })));
        const used = [...new Set(ids('activity_id'))];
        if (used.length > 0) {
          await tx
            .insert(goalActivities)
            .values(used.map((activity_id) => ({ goal_id: goalId, activity_id })))
            .onConflictDoNothing();
        }
        await tx.delete(goalActivities).where(and(eq(goalActivities.goal_id, goalId), notInArray(goalActivities.activity_id, used.length > 0 ? used : [0])));
        return staticSchedule(tx, goalId);
      });
    },

    activities(): Promise<Schema<'Activity'>[]> {
      return db.select(activityColumns).from(activities).orderBy(asc(activities.name), asc(activities.id));
    },

    async addActivity(input: ActivityInput): Promise<Schema<'Activity'>> {
      const content = codedContent(input);
      const readingId = input.reading_id ?? null;
      const subtopicId = input.subtopic_id ?? null;
      if (readingId !== null) await existing(db, readings, readingId, 'reading');
      if (subtopicId !== null) await existing(db, subtopics, subtopicId, 'subtopic');
      const [row] = await db
        .insert(activities)
        .values({
          ...content,
          type: input.type,
          reattempt_after_days: input.reattempt_after_days,
          same_day_bonus: input.same_day_bonus,
          same_day_all_correct_bonus: input.same_day_all_correct_bonus,
          all_correct_bonus: input.all_correct_bonus,
          reading_id: readingId,
          subtopic_id: subtopicId,
        })
        .onConflictDoNothing({ target: activities.code })
        .returning({ id: activities.id });
      if (!row) throw conflict(curriculumMessages.codeTaken('activity', input.code));
      return only(await db.select(activityColumns).from(activities).where(eq(activities.id, row.id)));
    },

    /**
     * Changes an activity's fields by the rules of add (its questions and flag stay as they are), the row
     * locked for the transaction; 404 for an unknown activity, reading or subtopic, 409 for another's code.
     */
    async updateActivity(activityId: number, input: ActivityInput): Promise<Schema<'Activity'>> {
      const content = codedContent(input);
      const readingId = input.reading_id ?? null;
      const subtopicId = input.subtopic_id ?? null;
      try {
        return await db.transaction(async (tx) => {
          await existing(tx, activities, activityId, 'activity', true);
          if (readingId !== null) await existing(tx, readings, readingId, 'reading');
          if (subtopicId !== null) await existing(tx, subtopics, subtopicId, 'subtopic');
          await tx
            .update(activities)
            .set({
              ...content,
              type: input.type,
              reattempt_after_days: input.reattempt_after_days,
              same_day_bonus: input.same_day_bonus,
              same_day_all_correct_bonus: input.same_day_all_correct_bonus,
              all_correct_bonus: input.all_correct_bonus,
              reading_id: readingId,
              subtopic_id: subtopicId,
            })
            .where(eq(activities.id, activityId));
          return only(await tx.select(activityColumns).from(activities).where(eq(activities.id, activityId)));
        });
      } catch (error) {
        // The code's unique index decides, so two authors racing for one code get one success and one 409.
        if (isUniqueViolation(error)) throw conflict(curriculumMessages.codeTaken('activity', input.code));
        throw error;
      }
    },

    /**
     * The goal-activity listing: each activity the goal's schedule uses, active when both the listing's own
     * flag and the activity's are on (learners get the activity only then).
     */
    async goalActivities(goalId: number): Promise<Schema<'GoalActivityItem'>[]> {
      await goalWithDays(db, goalId);
      const rows = await db
        .select({
          goal_id: goalActivities.goal_id,
          activity_id: goalActivities.activity_id,
          active: sql<boolean>`(${goalActivities.active} and ${activities.active})`,
          activity: activityColumns,
        })
        .from(goalActivities)
        .innerJoin(activities, eq(activities.id, goalActivities.activity_id))
        .where(eq(goalActivities.goal_id, goalId))
        .orderBy(asc(goalActivities.id));
      return rows;
    },

    /** Adds a question at the end of its activity, with its options: what the learner's player will ask. */
    async addQuestion(input: Body<'addQuestion'>): Promise<Schema<'Question'>> {
      const stem = checked(() => requiredText(input.stem, 'question'));
      const options = checked(() => questionOptionRows(input));
      const comment = input.comment.trim() === '' ? null : input.comment.trim();
      return db.transaction(async (tx) => {
        // The activity row is locked, so the next position is this writer's alone.
        await existing(tx, activities, input.activity_id, 'activity', true);
        const question = only(
          await tx
          .insert(questions)
          .values({
            activity_id: input.activity_id,
            position: sql`(select coalesce(max(${questions.position}), 0) + 1 from ${questions} where ${questions.activity_id} = ${input.activity_id})`,
            type: input.type,
            stem,
            comment,
            question_image_url: input.question_image_url,
          })
          .returning({ id: questions.id }),
        );
        if (options.length > 0) await tx.insert(questionOptions).values(options.map((option) => ({ ...option, question_id: question.id })));
        return questionView(only(await questionsOfItem(tx, 'activity', input.activity_id, question.id)), true, 0);
      });
    },

    readings(): Promise<Schema<'Reading'>[]> {
      return db.select(readingColumns).from(readings).orderBy(asc(readings.reading_title), asc(readings.id));
    },

    async addReading(input: Body<'addReading'>): Promise<Schema<'Reading'>> {
      const content = checked(() => ({ reading_title: requiredText(input.reading_title, 'title'), reading_text: requiredText(input.reading_text, 'text') }));
      await existing(db, subtopics, input.subtopic_id, 'subtopic');
      return only(await db.insert(readings).values({ ...content, subtopic_id: input.subtopic_id }).returning(readingColumns));
    },

    revisions(): Promise<Schema<'Revision'>[]> {
      return db.select(revisionColumns).from(revisions).orderBy(asc(revisions.name), asc(revisions.id));
    },

    /**
     * Adds a revision asking existing questions of activities in the order given, in one transaction, as the
     * seed writes them. The questions are locked until the commit, so none is deleted before it is linked.
     */
    async addRevision(input: RevisionInput): Promise<Schema<'Revision'>> {
      const content = codedContent(input);
      return db.transaction(async (tx) => {
        const found = new Set((await tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, input.question_ids)).for('key share')).map((row) => row.id));
        const unknown = input.question_ids.find((id) => !found.has(id));
        if (unknown !== undefined) throw badRequest(curriculumMessages.unknown('question', unknown));
        const [revision] = await tx.insert(revisions).values(content).onConflictDoNothing({ target: revisions.code }).returning({ id: revisions.id });
        if (!revision) throw conflict(curriculumMessages.codeTaken('revision', input.code));
        await tx.insert(revisionQuestions).values(input.question_ids.map((question_id, index) => ({ revision_id: revision.id, question_id, position: index + 1 })));
        return only(await tx.select(revisionColumns).from(revisions).where(eq(revisions.id, revision.id)));
      });
    },

    challenges(): Promise<Schema<'Challenge'>[]> {
      return db.select(challengeColumns).from(challenges).orderBy(asc(challenges.name), asc(challenges.id));
    },

    /** Adds a challenge with its steps and their options, in one transaction. */
    async addChallenge(input: ChallengeInput): Promise<Schema<'Challenge'>> {
      const content = codedContent(input);
      const steps = checked(() => challengeStepRows(input.challenge_steps ?? []));
      return db.transaction(async (tx) => {
        const [challenge] = await tx
          .insert(challenges)
          .values({
            ...content,
            type: input.type,
            calender_required: input.calender_required ?? true,
            time_required_in_minutes: input.time_required_in_minutes,
            reward_points: input.reward_points,
            template_url: input.template_url ?? null,
          })
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
      const content = codedContent(input);
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
              .set({
                ...content,
                type: input.type,
                calender_required: input.calender_required ?? true,
                time_required_in_minutes: input.time_required_in_minutes,
                reward_points: input.reward_points,
                template_url: input.template_url ?? null,
              })
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
        .where(inArray(challenges.id, db.selectDistinct({ id: goalScheduleItems.challenge_id }).from(goalScheduleItems).where(eq(goalScheduleItems.goal_id, goalId))))
        .orderBy(asc(challenges.name), asc(challenges.id));
      return rows.map((challenge) => ({ goal_id: goalId, challenge_id: challenge.id, active: challenge.active, challenge }));
    },

    tips(): Promise<Schema<'TipContent'>[]> {
      return db.select({ id: tips.id, tip_text: tips.tip_text }).from(tips).orderBy(asc(tips.id));
    },

    async addTip(input: Body<'addTip'>): Promise<Schema<'TipContent'>> {
      const text = checked(() => requiredText(input.tip_text, 'tip'));
      const [row] = await db.insert(tips).values({ tip_text: text }).onConflictDoNothing({ target: tips.tip_text }).returning({ id: tips.id, tip_text: tips.tip_text });
      if (!row) throw conflict(curriculumMessages.tipTaken);
      return row;
    },

    contextCards(): Promise<Schema<'ContextCardEntry'>[]> {
      return db.select(contextCardColumns).from(contextCards).orderBy(asc(contextCards.goal_id), asc(contextCards.day_number), asc(contextCards.id));
    },

    async addContextCard(input: ContextCardInput): Promise<Schema<'ContextCardEntry'>> {
      const content = checked(() => ({
        context_card_display_name: requiredText(input.context_card_display_name, 'display name'),
        card_title: requiredText(input.card_title, 'title'),
        card_display_text: requiredText(input.card_display_text, 'text'),
      }));
      const goal = await goalWithDays(db, input.goal_id);
      if (input.day_number > goal.number_of_days) throw badRequest(curriculumMessages.dayBeyondProgram(input.day_number, goal.number_of_days));
      const [row] = await db
        .insert(contextCards)
        .values({ ...content, code: input.code, image_url: input.image_url, image_display_position: input.image_display_position, goal_id: input.goal_id, day_number: input.day_number })
        .onConflictDoNothing({ target: contextCards.code })
        .returning(contextCardColumns);
      if (!row) throw conflict(curriculumMessages.codeTaken('context card', input.code));
      return row;
    },
  };
}

export type Curriculum = ReturnType<typeof createCurriculum>;
