import type { Body, Schema } from '@stride/api-sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { qualified } from '../../db/qualified';
import { activities, goalActivities, goalScheduleItems, questionOptions, questions, readings, revisionQuestions, revisions, subtopics } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { questionsOfItem } from '../learn/learn-items';
import { questionView } from '../learn/question-view';
import { curriculumMessages, questionOptionRows, requiredText } from './content-rules';
import { checked, codedContent, contentListSpec, existing, goalWithDays, only, scheduledIn, type ContentListParams } from './content-support';
import { listOrder, listPage, listWhere, total, type ListPage } from '../../db/list-page';

type ActivityInput = Schema<'ActivityInput'>;
type RevisionInput = Schema<'RevisionInput'>;

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

/** Activities are found by their questions' stems too: questions are listed in their activity's card. */
const activityList = contentListSpec(activities, (pattern) =>
  sql`exists (select 1 from ${questions} where ${qualified(questions.activity_id)} = ${qualified(activities.id)} and ${qualified(questions.stem)} ilike ${pattern})`,
);
const revisionList = contentListSpec(revisions);

/** An activity's columns from its input: add and update write the same (the texts checked by their rules). */
function activityValues(input: ActivityInput) {
  return {
    ...codedContent(input),
    type: input.type,
    reattempt_after_days: input.reattempt_after_days,
    same_day_bonus: input.same_day_bonus,
    same_day_all_correct_bonus: input.same_day_all_correct_bonus,
    all_correct_bonus: input.all_correct_bonus,
    reading_id: input.reading_id ?? null,
    subtopic_id: input.subtopic_id ?? null,
  };
}

/** 404 unless the reading and subtopic an activity names exist. */
async function activityLinksExist(db: Executor, values: ReturnType<typeof activityValues>): Promise<void> {
  if (values.reading_id !== null) await existing(db, readings, values.reading_id, 'reading');
  if (values.subtopic_id !== null) await existing(db, subtopics, values.subtopic_id, 'subtopic');
}

/**
 * What learners answer (docs/back-office-curriculum.md): activities and their questions, the goals' activity listings, and
 * revisions, which ask existing questions of activities again.
 */
export function createQuestionContent(deps: { db: Database }) {
  const { db } = deps;

  return {
    /** The activities that match the list parameters (all of them, by name, without any), and how many match. */
    activities(params: ContentListParams = {}): Promise<ListPage<Schema<'Activity'>>> {
      const where = listWhere(activityList, params, scheduledIn(goalScheduleItems.activity_id, activities.id, params));
      const query = db.select(activityColumns).from(activities).where(where).orderBy(...listOrder(activityList, params)).$dynamic();
      return listPage(query, params, () => db.select(total).from(activities).where(where));
    },

    async addActivity(input: ActivityInput): Promise<Schema<'Activity'>> {
      const values = activityValues(input);
      await activityLinksExist(db, values);
      const [row] = await db
        .insert(activities)
        .values(values)
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
      const values = activityValues(input);
      try {
        return await db.transaction(async (tx) => {
          await existing(tx, activities, activityId, 'activity', true);
          await activityLinksExist(tx, values);
          await tx
            .update(activities)
            .set(values)
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
    /** The revisions that match the list parameters (all of them, by name, without any), and how many match. */
    revisions(params: ContentListParams = {}): Promise<ListPage<Schema<'Revision'>>> {
      const where = listWhere(revisionList, params, scheduledIn(goalScheduleItems.revision_id, revisions.id, params));
      const query = db.select(revisionColumns).from(revisions).where(where).orderBy(...listOrder(revisionList, params)).$dynamic();
      return listPage(query, params, () => db.select(total).from(revisions).where(where));
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
  };
}
