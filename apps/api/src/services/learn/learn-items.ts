import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { questionOptions, questionResponses, questions, revisionQuestions, userActivities, userRevisions } from '../../db/schema/index';
import type { ScheduleItemKind } from '../goals/item-access';
import type { KeyedQuestion } from './answer-check';
import type { AttemptRow } from './attempt-rules';

/** A question as stored, with its key: what the server checks answers against. */
export interface KeyedQuestionRow extends KeyedQuestion {
  stem: string;
  comment: string | null;
  question_image_url: string | null;
  points: number;
}

/**
 * The two kinds of Learn item, activities and revisions, described once so every read and write of the
 * players is written once for both: where their attempts live, how their questions are found, and the
 * column of a response or a schedule item that names them.
 */
export type LearnKind = Exclude<ScheduleItemKind, 'challenge'>;

export const learnMessages = {
  questionNotInItem: (kind: LearnKind, questionId: number) => `Question ${questionId} is not part of this ${kind}.`,
  alreadyAnswered: 'This question was already answered in this attempt.',
  reviewOnly: (date: string) => `You have completed this activity. Its answers are in the review; you can take it again from ${date}.`,
  noAttempt: (kind: LearnKind, attempt: number) => `You have no attempt ${attempt} of this ${kind}.`,
} as const;

const responseColumns = { activity: questionResponses.activity_id, revision: questionResponses.revision_id } as const;

const optionsOfQuestion = sql<KeyedQuestionRow['options']>`(
  select coalesce(json_agg(json_build_object('id', ${questionOptions.id}, 'position', ${questionOptions.position},
    'option_text', ${questionOptions.option_text}, 'is_correct', ${questionOptions.is_correct}) order by ${questionOptions.position}), '[]'::json)
  from ${questionOptions} where ${questionOptions.question_id} = ${qualified(questions.id)})`;

const questionColumns = {
  id: questions.id,
  type: questions.type,
  stem: questions.stem,
  comment: questions.comment,
  question_image_url: questions.question_image_url,
  points: questions.points,
  options: optionsOfQuestion,
};

/** The item's questions with their keys, in play order (optionally only one of them). One query. */
export async function questionsOfItem(db: Executor, kind: LearnKind, itemId: number, onlyQuestion?: number): Promise<KeyedQuestionRow[]> {
  const only: SQL | undefined = onlyQuestion === undefined ? undefined : eq(questions.id, onlyQuestion);
  if (kind === 'activity') {
    return db.select(questionColumns).from(questions).where(and(eq(questions.activity_id, itemId), only)).orderBy(asc(questions.position));
  }
  return db
    .select(questionColumns)
    .from(revisionQuestions)
    .innerJoin(questions, eq(questions.id, revisionQuestions.question_id))
    .where(and(eq(revisionQuestions.revision_id, itemId), only))
    .orderBy(asc(revisionQuestions.position));
}

/** Where a learner's attempts at an item live. */
function attemptsTable(kind: LearnKind) {
  return kind === 'activity'
    ? { table: userActivities, item: userActivities.activity_id, user: userActivities.user_id, goal: userActivities.goal_id, attempt: userActivities.attempt }
    : { table: userRevisions, item: userRevisions.revision_id, user: userRevisions.user_id, goal: userRevisions.goal_id, attempt: userRevisions.attempt };
}

/** The learner's latest attempt at the item in the goal, locked for update inside a transaction when asked. */
export async function latestAttempt(db: Executor, kind: LearnKind, userId: number, goalId: number, itemId: number, lock = false): Promise<AttemptRow | undefined> {
  const attempts = attemptsTable(kind);
  const query = db
    .select({ id: attempts.table.id, attempt: attempts.table.attempt, completed_at: attempts.table.completed_at })
    .from(attempts.table)
    .where(and(eq(attempts.user, userId), eq(attempts.goal, goalId), eq(attempts.item, itemId)))
    .orderBy(desc(attempts.attempt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The attempt `attempt` of the item, started now; when two requests start it at once both get the same row. */
export async function startAttempt(db: Executor, kind: LearnKind, userId: number, goalId: number, itemId: number, attempt: number, now: Date): Promise<AttemptRow> {
  const attempts = attemptsTable(kind);
  const values = { user_id: userId, goal_id: goalId, attempt, started_at: now };
  if (kind === 'activity') await db.insert(userActivities).values({ ...values, activity_id: itemId }).onConflictDoNothing();
  else await db.insert(userRevisions).values({ ...values, revision_id: itemId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: attempts.table.id, attempt: attempts.table.attempt, completed_at: attempts.table.completed_at })
    .from(attempts.table)
    .where(and(eq(attempts.user, userId), eq(attempts.goal, goalId), eq(attempts.item, itemId), eq(attempts.attempt, attempt)));
  if (!row) throw new Error(`attempt ${attempt} of ${kind} ${itemId} was not written`);
  return row;
}

/** The learner's answers of one attempt of the item, by question. */
export async function responsesOfAttempt(db: Executor, kind: LearnKind, userId: number, goalId: number, itemId: number, attempt: number) {
  return db
    .select({ id: questionResponses.id, question_id: questionResponses.question_id, user_response: questionResponses.user_response, is_correct: questionResponses.is_correct })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.user_id, userId),
        eq(questionResponses.goal_id, goalId),
        eq(responseColumns[kind], itemId),
        eq(questionResponses.attempt, attempt),
      ),
    );
}

/** The item's flashcards not yet recorded in the attempt, recorded as seen: correct, with an empty answer. */
export async function recordFlashcards(db: Executor, kind: LearnKind, userId: number, goalId: number, itemId: number, attempt: number, now: Date): Promise<void> {
  const cards = (await questionsOfItem(db, kind, itemId)).filter((question) => question.type === 'flashcard');
  if (cards.length === 0) return;
  await db
    .insert(questionResponses)
    .values(
      cards.map((card) => ({
        user_id: userId,
        goal_id: goalId,
        question_id: card.id,
        activity_id: kind === 'activity' ? itemId : null,
        revision_id: kind === 'revision' ? itemId : null,
        attempt,
        user_response: { type: 'flashcard', answer: '' },
        is_correct: true,
        answered_at: now,
      })),
    )
    .onConflictDoNothing();
}
