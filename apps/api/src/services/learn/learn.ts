import type { Schema } from '@stride/api-sdk';
import { and, eq, isNull, not } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activities, pointsEvents, questionResponses, readings, userActivities, userRevisions } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import type { LearnerStats } from '../learner-stats/learner-stats';
import type { User } from '../sessions/session-store';
import { AnswerShapeError, checkAnswer, type Answer } from './answer-check';
import { attemptToPlay, awardEvents, awardFor, nextAttemptOn, NO_BONUSES, type AttemptToPlay } from './attempt-rules';
import { completeGoalIfDone, itemAccess } from '../goals/item-access';
import {
  latestAttempt,
  learnMessages,
  questionsOfItem,
  recordFlashcards,
  responsesOfAttempt,
  startAttempt,
  type LearnKind,
} from './learn-items';
import { questionItems } from './question-view';

export const activityMessages = {
  unknown: (activityId: number) => `There is no activity with id ${activityId}.`,
  noCompletedActivity: (id: number) => `There is no completed activity ${id}.`,
  notYours: 'This activity was completed by someone else.',
  feedbackGiven: 'You have already told us how difficult this activity was.',
} as const;

/** An answer as the response calls send it: the answer and which question of which item, in which goal. */
export type ResponseBody = Answer & { goal_id: number; question_id: number; activity_id?: number; revision_id?: number };

/** Revisions have no waiting time: a completed one is played again as a new attempt (which earns nothing). */
const REVISION_REATTEMPT_DAYS = 0;

/**
 * The Learn players on the server (docs/learn-players.md):
 * questions without their key, answers checked here, attempts, and completion awarding points as events.
 */
export function createLearn(deps: { db: Database; clock: Clock; learnerStats: LearnerStats }) {
  const { db, clock, learnerStats } = deps;

  async function activityRow(activityId: number) {
    const [row] = await db
      .select({
        reattempt_after_days: activities.reattempt_after_days,
        same_day_bonus: activities.same_day_bonus,
        all_correct_bonus: activities.all_correct_bonus,
        same_day_all_correct_bonus: activities.same_day_all_correct_bonus,
        reading_id: activities.reading_id,
      })
      .from(activities)
      .where(eq(activities.id, activityId));
    if (!row) throw notFound(activityMessages.unknown(activityId));
    return row;
  }

  const reattemptDays = async (kind: LearnKind, itemId: number) =>
    kind === 'activity' ? (await activityRow(itemId)).reattempt_after_days : REVISION_REATTEMPT_DAYS;

  /** What a response or a completion writes to, the latest attempt locked until the transaction ends. */
  async function attemptForWrite(tx: Transaction, kind: LearnKind, user: User, goalId: number, itemId: number, reattemptAfterDays: number, now: Date) {
    return attemptToPlay(await latestAttempt(tx, kind, user.id, goalId, itemId, true), reattemptAfterDays, now, user.time_zone);
  }

  /** The attempt row being played, started now when it is a new one. */
  async function rowOf(tx: Transaction, kind: LearnKind, user: User, goalId: number, itemId: number, play: AttemptToPlay, now: Date) {
    return play.kind === 'new' ? startAttempt(tx, kind, user.id, goalId, itemId, play.attempt, now) : play.row;
  }

  async function respond(kind: LearnKind, user: User, body: ResponseBody): Promise<Schema<'ResponseResult'>> {
    const itemId = (kind === 'activity' ? body.activity_id : body.revision_id) as number;
    const now = clock.now();
    await itemAccess(db, user, body.goal_id, kind, itemId, now);
    const [question] = await questionsOfItem(db, kind, itemId, body.question_id);
    if (!question) throw badRequest(learnMessages.questionNotInItem(kind, body.question_id), 'QuestionNotInItem');
    const { goal_id, question_id, activity_id, revision_id, ...answer } = body;
    let checked;
    try {
      checked = checkAnswer(question, answer as Answer);
    } catch (error) {
      if (error instanceof AnswerShapeError) throw badRequest(error.message, 'AnswerMismatch');
      throw error;
    }
    const reattemptAfterDays = await reattemptDays(kind, itemId);
    await db.transaction(async (tx) => {
      const play = await attemptForWrite(tx, kind, user, goal_id, itemId, reattemptAfterDays, now);
      if (play.kind === 'review') throw conflict(learnMessages.reviewOnly(nextAttemptOn(play.row.completed_at as Date, reattemptAfterDays, user.time_zone)), 'ActivityCompleted');
      const attempt = await rowOf(tx, kind, user, goal_id, itemId, play, now);
      const written = await tx
        .insert(questionResponses)
        .values({
          user_id: user.id,
          goal_id,
          question_id,
          activity_id: activity_id ?? null,
          revision_id: revision_id ?? null,
          attempt: attempt.attempt,
          user_response: answer,
          is_correct: checked.isCorrect,
          answered_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: questionResponses.id });
      if (written.length === 0) throw conflict(learnMessages.alreadyAnswered, 'AlreadyAnswered');
    });
    return { isUserCorrect: checked.isCorrect, correctAnswer: checked.correctAnswer, comment: question.comment };
  }

  /**
   * Finishes the attempt being played: records its flashcards, awards its points as events, marks it
   * completed, counts the learning day and completes the goal when it was the last item. Finishing an
   * attempt already completed (a retried request) answers it again and earns nothing more.
   */
  async function complete(kind: LearnKind, user: User, itemId: number, goalId: number) {
    const now = clock.now();
    const access = await itemAccess(db, user, goalId, kind, itemId, now);
    const activity = kind === 'activity' ? await activityRow(itemId) : null;
    const reattemptAfterDays = activity?.reattempt_after_days ?? REVISION_REATTEMPT_DAYS;
    return db.transaction(async (tx) => {
      const play = await attemptForWrite(tx, kind, user, goalId, itemId, reattemptAfterDays, now);
      if (play.kind === 'review') return { attemptId: play.row.id, score: await scoreOf(tx, kind, play.row.id), activity };
      const attempt = await rowOf(tx, kind, user, goalId, itemId, play, now);
      await recordFlashcards(tx, kind, user.id, goalId, itemId, attempt.attempt, now);
      const [questions, responses] = await Promise.all([
        questionsOfItem(tx, kind, itemId),
        responsesOfAttempt(tx, kind, user.id, goalId, itemId, attempt.attempt),
      ]);
      const points = new Map(questions.map((question) => [question.id, question.points]));
      const award = awardFor(
        attempt.attempt,
        responses.map((response) => ({ responseId: response.id, points: points.get(response.question_id) ?? 0, correct: response.is_correct })),
        questions.length,
        access.scheduledToday,
        activity ?? NO_BONUSES,
      );
      const earnedOn = localDate(now, user.time_zone);
      const events = awardEvents(kind, award, attempt.id).map((event) => ({ ...event, user_id: user.id, goal_id: goalId, earned_at: now, earned_on: earnedOn }));
      if (events.length > 0) await tx.insert(pointsEvents).values(events).onConflictDoNothing();
      if (kind === 'activity') await tx.update(userActivities).set({ completed_at: now, user_score: award.total }).where(eq(userActivities.id, attempt.id));
      else await tx.update(userRevisions).set({ completed_at: now }).where(eq(userRevisions.id, attempt.id));
      await learnerStats.recordLearningDay(tx, user, now);
      await completeGoalIfDone(tx, user, goalId, access.userGoalId, now);
      return { attemptId: attempt.id, score: award.total, activity };
    });
  }

  /** What a completed attempt earned: stored on an activity attempt, the revision's points event otherwise. */
  async function scoreOf(tx: Transaction, kind: LearnKind, attemptId: number): Promise<number> {
    if (kind === 'activity') {
      const [row] = await tx.select({ user_score: userActivities.user_score }).from(userActivities).where(eq(userActivities.id, attemptId));
      return row?.user_score ?? 0;
    }
    const [row] = await tx
      .select({ points: pointsEvents.points })
      .from(pointsEvents)
      .where(and(eq(pointsEvents.source, 'revision'), eq(pointsEvents.source_id, attemptId)));
    return row?.points ?? 0;
  }

  async function readingOf(readingId: number | null): Promise<Schema<'Reading'> | null> {
    if (readingId === null) return null;
    const [reading] = await db
      .select({ id: readings.id, reading_title: readings.reading_title, reading_text: readings.reading_text, subtopic_id: readings.subtopic_id, active: readings.active })
      .from(readings)
      .where(and(eq(readings.id, readingId), eq(readings.active, true)));
    return reading ?? null;
  }

  /** The answers of one attempt, with every question of the item and its key (review screens). */
  async function review(kind: LearnKind, user: User, itemId: number, goalId: number, attempt: number): Promise<Schema<'QuestionItem'>[]> {
    await itemAccess(db, user, goalId, kind, itemId, clock.now());
    const latest = await latestAttempt(db, kind, user.id, goalId, itemId);
    if (!latest || latest.attempt < attempt) throw notFound(learnMessages.noAttempt(kind, attempt));
    const [questions, responses] = await Promise.all([questionsOfItem(db, kind, itemId), responsesOfAttempt(db, kind, user.id, goalId, itemId, attempt)]);
    return questionItems(questions, responses, user.id, true);
  }

  return {
    /** The activity player's questions: the attempt being played (or, while only the review is open, the last one). */
    async activityQuestions(user: User, goalId: number, activityId: number): Promise<Schema<'ActivityQuestions'>> {
      const now = clock.now();
      await itemAccess(db, user, goalId, 'activity', activityId, now);
      const [activity, latest, questions] = await Promise.all([
        activityRow(activityId),
        latestAttempt(db, 'activity', user.id, goalId, activityId),
        questionsOfItem(db, 'activity', activityId),
      ]);
      const play = attemptToPlay(latest, activity.reattempt_after_days, now, user.time_zone);
      const responses = play.kind === 'new' ? [] : await responsesOfAttempt(db, 'activity', user.id, goalId, activityId, play.row.attempt);
      return { reattempt: play.kind !== 'review', questions: questionItems(questions, responses, user.id), reading: await readingOf(activity.reading_id) };
    },

    /** The back-office preview: every question with its key, no learner and no answers. */
    async previewQuestions(activityId: number): Promise<Schema<'ActivityQuestions'>> {
      const activity = await activityRow(activityId);
      return { reattempt: true, questions: questionItems(await questionsOfItem(db, 'activity', activityId), [], 0, true), reading: await readingOf(activity.reading_id) };
    },

    async revisionQuestions(user: User, goalId: number, revisionId: number): Promise<Schema<'RevisionQuestion'>[]> {
      await itemAccess(db, user, goalId, 'revision', revisionId, clock.now());
      const questions = await questionsOfItem(db, 'revision', revisionId);
      return questionItems(questions, [], user.id).map(({ question_id, question }) => ({ question_id, question }));
    },

    respond,
    review,

    async completeActivity(user: User, activityId: number, goalId: number): Promise<Schema<'ActivityCompletion'>> {
      const { attemptId, score, activity } = await complete('activity', user, activityId, goalId);
      return { user_activity_id: attemptId, user_score: score, reading: await readingOf(activity?.reading_id ?? null) };
    },

    async completeRevision(user: User, revisionId: number, goalId: number): Promise<Schema<'RevisionCompletion'>> {
      const { attemptId, score } = await complete('revision', user, revisionId, goalId);
      return { user_revision_id: attemptId, user_score: score };
    },

    /** The difficulty survey of a completed activity, once (docs/learn-players.md). */
    async difficulty(user: User, userActivityId: number, difficulty: number): Promise<void> {
      const updated = await db
        .update(userActivities)
        .set({ activity_feedback: difficulty })
        .where(
          and(
            eq(userActivities.id, userActivityId),
            eq(userActivities.user_id, user.id),
            not(isNull(userActivities.completed_at)),
            isNull(userActivities.activity_feedback),
          ),
        )
        .returning({ id: userActivities.id });
      if (updated.length > 0) return;
      const [row] = await db
        .select({ user_id: userActivities.user_id, completed_at: userActivities.completed_at })
        .from(userActivities)
        .where(eq(userActivities.id, userActivityId));
      if (!row || row.completed_at === null) throw notFound(activityMessages.noCompletedActivity(userActivityId));
      if (row.user_id !== user.id) throw forbidden(activityMessages.notYours, 'NotYourActivity');
      throw conflict(activityMessages.feedbackGiven, 'FeedbackAlreadyGiven');
    },
  };
}

export type Learn = ReturnType<typeof createLearn>;
