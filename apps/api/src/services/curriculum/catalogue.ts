import type { Body, Schema } from '@stride/api-sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listOrder, listPage, listWhere, total, type ListPage, type ListParams, type ListSpec } from '../../db/list-page';
import { qualified } from '../../db/qualified';
import { contextCards, goalTopicMaps, goals, programs, readings, subtopics, tips, topics } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import { curriculumMessages, requiredText } from './content-rules';
import { checked, codedContent, existing, goalWithDays, only } from './content-support';
import { refuseSecondSprintGoal } from './sprint-goal';

type GoalInput = Extract<Body<'addGoal'>, { code: string }>;
type ContextCardInput = Body<'addContextCard'>;

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

const topicColumns = { id: topics.id, code: topics.code, name: topics.name, description: topics.description, active: topics.active };

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

/** Readings have no code: searched and sorted by title. */
const readingList: ListSpec = {
  search: [readings.reading_title],
  sorts: { name: readings.reading_title, created: readings.created_at },
  id: readings.id,
  active: readings.active,
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

/**
 * The catalogue the back office authors learning into (docs/back-office-curriculum.md): topics and subtopics, programs
 * and their goals with each program's personality assessment, readings, tips and the goals' context cards.
 */
export function createCatalogue(deps: { db: Database }) {
  const { db } = deps;

  return {
    topics(): Promise<Schema<'Topic'>[]> {
      return db.select(topicColumns).from(topics).orderBy(asc(topics.name), asc(topics.id));
    },

    async addTopic(input: Body<'addTopic'>): Promise<Schema<'Topic'>> {
      const [row] = await db.insert(topics).values(codedContent(input)).onConflictDoNothing({ target: topics.code }).returning(topicColumns);
      if (!row) throw conflict(curriculumMessages.codeTaken('topic', input.code));
      return row;
    },

    /** Code, name and description; the subtopics and goals of the topic follow it, as they refer to it by id. */
    async updateTopic(topicId: number, input: Body<'updateTopic'>): Promise<Schema<'Topic'>> {
      try {
        const [row] = await db.update(topics).set(codedContent(input)).where(eq(topics.id, topicId)).returning(topicColumns);
        if (!row) throw notFound(curriculumMessages.unknown('topic', topicId));
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(curriculumMessages.codeTaken('topic', input.code));
        throw error;
      }
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

    /** The readings that match the list parameters (all of them, by title, without any), and how many match. */
    readings(params: ListParams = {}): Promise<ListPage<Schema<'Reading'>>> {
      const where = listWhere(readingList, params);
      const query = db.select(readingColumns).from(readings).where(where).orderBy(...listOrder(readingList, params)).$dynamic();
      return listPage(query, params, () => db.select(total).from(readings).where(where));
    },

    async addReading(input: Body<'addReading'>): Promise<Schema<'Reading'>> {
      const content = checked(() => ({ reading_title: requiredText(input.reading_title, 'title'), reading_text: requiredText(input.reading_text, 'text') }));
      await existing(db, subtopics, input.subtopic_id, 'subtopic');
      return only(await db.insert(readings).values({ ...content, subtopic_id: input.subtopic_id }).returning(readingColumns));
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
