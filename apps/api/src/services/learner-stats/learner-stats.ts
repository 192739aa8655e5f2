import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  activities,
  challenges,
  learnerStats,
  learningDays,
  pointsEvents,
  programs,
  questionResponses,
  userActivities,
  userChallenges,
  userGoals,
} from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { addDays, dayOfWeek, localDate, type LocalDay } from '../../lib/local-days';
import { pauseSpans } from '../goals/goal-calendar';
import { pauseInstants, pausesOfUserGoal } from '../goals/goal-pauses';
import { notify } from '../notifications/notifications';
import { achievementsOf } from './achievement-rules';
import { afterLearningDay, currentStreak, isStreakMilestone, NO_STREAK, streakOfDays, type StreakGoal, type StreakState } from './streak-rules';

/** Who the numbers are about: the learner's id and the zone their days are counted in. */
export interface LearnerRef {
  id: number;
  time_zone: string;
}

export interface LearnerNumbers {
  total_points: number;
  task_streak: number;
  highest_streak: number;
  no_of_days_of_learning: number;
}

const ZERO: LearnerNumbers = { total_points: 0, task_streak: 0, highest_streak: 0, no_of_days_of_learning: 0 };

/** The goals of some learners with their pauses, as the streak rules need them: one query for any number. */
const streakGoalsQuery = (executor: Executor) =>
  executor
    .select({
      user_id: userGoals.user_id,
      start_date: userGoals.start_date,
      completed_date: userGoals.completed_date,
      quitted: userGoals.quitted,
      quitted_at: userGoals.quitted_at,
      number_of_days: programs.number_of_days,
      pauses: pausesOfUserGoal,
    })
    .from(userGoals)
    .innerJoin(programs, eq(programs.id, userGoals.program_id))
    .where(sql`${userGoals.user_id} = any(${sql.placeholder('userIds')}::int[])`);

const STREAK_GOALS_STATEMENT = 'streak_goals_of_users';

type StreakGoalRow = Awaited<ReturnType<ReturnType<typeof streakGoalsQuery>['execute']>>[number];

function streakGoalsByUser(learners: LearnerRef[], rows: StreakGoalRow[]): Map<number, StreakGoal[]> {
  const byUser = new Map<number, StreakGoal[]>(learners.map((learner) => [learner.id, []]));
  const zones = new Map(learners.map((learner) => [learner.id, learner.time_zone]));
  for (const goal of rows) {
    const zone = zones.get(goal.user_id) ?? 'UTC';
    let lastDueDay: LocalDay | null = null;
    if (goal.completed_date) lastDueDay = localDate(goal.completed_date, zone);
    if (goal.quitted) lastDueDay = goal.quitted_at ? addDays(localDate(goal.quitted_at, zone), -1) : addDays(goal.start_date, -1);
    byUser.get(goal.user_id)?.push({
      timeline: { startDate: goal.start_date, numberOfDays: goal.number_of_days, pauses: pauseSpans(pauseInstants(goal.pauses), zone) },
      lastDueDay,
    });
  }
  return byUser;
}

/** The goals of some learners as the streak rules see them, read within `executor` (a transaction too). */
export async function streakGoalsOf(executor: Executor, learners: LearnerRef[]): Promise<Map<number, StreakGoal[]>> {
  if (learners.length === 0) return new Map();
  // The same name and text as the prepared read below, so a connection that has it prepared reuses it.
  const rows = await streakGoalsQuery(executor)
    .prepare(STREAK_GOALS_STATEMENT)
    .execute({ userIds: learners.map((learner) => learner.id) });
  return streakGoalsByUser(learners, rows);
}

/**
 * What some learners learned, by learner: the distinct subtopics of their completed activities and their
 * perfect activities (completed attempts without a wrong answer). One grouped query for all of them.
 */
export async function learnedCountsOf(executor: Executor, userIds: number[]): Promise<Map<number, { subtopics: number; perfect: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({
      user_id: userActivities.user_id,
      subtopics: sql<number>`count(distinct ${activities.subtopic_id})::int`,
      perfect: sql<number>`count(*) filter (where not exists (
        select 1 from ${questionResponses} where ${questionResponses.user_id} = ${qualified(userActivities.user_id)}
          and ${questionResponses.goal_id} = ${qualified(userActivities.goal_id)} and ${questionResponses.activity_id} = ${qualified(userActivities.activity_id)}
          and ${questionResponses.attempt} = ${qualified(userActivities.attempt)} and not ${questionResponses.is_correct}))::int`,
    })
    .from(userActivities)
    .innerJoin(activities, eq(activities.id, userActivities.activity_id))
    .where(and(inArray(userActivities.user_id, userIds), isNotNull(userActivities.completed_at)))
    .groupBy(userActivities.user_id);
  return new Map(rows.map(({ user_id, ...counts }) => [user_id, counts]));
}

/** The challenges some learners completed, by learner: drills and the others. One grouped query for all of them. */
export async function challengeCountsOf(executor: Executor, userIds: number[]): Promise<Map<number, { drills: number; others: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({
      user_id: userChallenges.user_id,
      drills: sql<number>`count(*) filter (where ${challenges.type} = 'drill')::int`,
      others: sql<number>`count(*) filter (where ${challenges.type} <> 'drill')::int`,
    })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
    .where(and(inArray(userChallenges.user_id, userIds), eq(userChallenges.is_completed, true)))
    .groupBy(userChallenges.user_id);
  return new Map(rows.map(({ user_id, ...counts }) => [user_id, counts]));
}

const stateOf = (row: { current_streak: number; highest_streak: number; last_learning_day: string | null }): StreakState => ({
  current: row.current_streak,
  highest: row.highest_streak,
  lastLearningDay: row.last_learning_day,
});

/** Recomputes the streak columns from the whole history: for the seed, and for a day recorded out of order. */
export async function rebuildStreaks(executor: Executor, learners: LearnerRef[]): Promise<void> {
  if (learners.length === 0) return;
  const ids = learners.map((learner) => learner.id);
  const [goals, days] = await Promise.all([
    streakGoalsOf(executor, learners),
    executor
      .select({ user_id: learningDays.user_id, day: learningDays.day })
      .from(learningDays)
      .where(inArray(learningDays.user_id, ids))
      .orderBy(asc(learningDays.day)),
  ]);
  for (const learner of learners) {
    const own = days.filter((row) => row.user_id === learner.id).map((row) => row.day);
    const state = streakOfDays(own, goals.get(learner.id) ?? []);
    const values = {
      current_streak: state.current,
      highest_streak: state.highest,
      last_learning_day: state.lastLearningDay,
      days_of_learning: own.length,
    };
    await executor
      .insert(learnerStats)
      .values({ user_id: learner.id, ...values })
      .onConflictDoUpdate({ target: learnerStats.user_id, set: values });
  }
}

/**
 * A learner's running numbers (docs/dashboard.md): total points (kept by a trigger on points_events), the
 * streak and the days of learning (kept here as days of learning are recorded), and the week's points.
 * Every read is one row per learner or an indexed range, never a scan of a history.
 */
export function createLearnerStats(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  // Read on every dashboard load, so built once and prepared (docs/performance.md).
  const statsRows = db
    .select()
    .from(learnerStats)
    .where(sql`${learnerStats.user_id} = any(${sql.placeholder('userIds')}::int[])`)
    .prepare('learner_stats_of_users');
  const goalsOfUsers = streakGoalsQuery(db).prepare(STREAK_GOALS_STATEMENT);
  const totalOfUser = db
    .select({ total_points: learnerStats.total_points })
    .from(learnerStats)
    .where(eq(learnerStats.user_id, sql.placeholder('userId')))
    .prepare('learner_total_points');
  const pointsByDay = db
    .select({ day: pointsEvents.earned_on, points: sql<number>`sum(${pointsEvents.points})::int` })
    .from(pointsEvents)
    .where(
      and(
        eq(pointsEvents.user_id, sql.placeholder('userId')),
        gte(pointsEvents.earned_on, sql.placeholder('from')),
        lte(pointsEvents.earned_on, sql.placeholder('to')),
      ),
    )
    .groupBy(pointsEvents.earned_on)
    .prepare('learner_points_by_day');
  const completedGoalsOfUser = db
    .select({ count: sql<number>`count(*)::int` })
    .from(userGoals)
    .where(and(eq(userGoals.user_id, sql.placeholder('userId')), eq(userGoals.completed, true)))
    .prepare('learner_completed_goals');

  return {
    /**
     * Records that the learner completed an item at `at` (called in the completing transaction): the first
     * completion of a local day extends or restarts the streak and counts a day of learning; a milestone
     * streak writes a notification.
     */
    async recordLearningDay(tx: Transaction, learner: LearnerRef, at: Date): Promise<void> {
      const day = localDate(at, learner.time_zone);
      const [counted] = await tx
        .insert(learningDays)
        .values({ user_id: learner.id, day })
        .onConflictDoUpdate({
          target: [learningDays.user_id, learningDays.day],
          set: { items_completed: sql`${learningDays.items_completed} + 1` },
        })
        .returning({ items_completed: learningDays.items_completed });
      if (!counted || counted.items_completed > 1) return;

      await tx.insert(learnerStats).values({ user_id: learner.id }).onConflictDoNothing();
      const [row] = await tx.select().from(learnerStats).where(eq(learnerStats.user_id, learner.id)).for('update');
      const before = row ? stateOf(row) : NO_STREAK;
      if (before.lastLearningDay !== null && day < before.lastLearningDay) {
        // A day before the last one (the learner's zone moved west): only a rebuild orders it rightly.
        await rebuildStreaks(tx, [learner]);
        return;
      }
      const goals = (await streakGoalsOf(tx, [learner])).get(learner.id) ?? [];
      const after = afterLearningDay(before, goals, day);
      await tx
        .update(learnerStats)
        .set({
          current_streak: after.current,
          highest_streak: after.highest,
          last_learning_day: after.lastLearningDay,
          days_of_learning: sql`${learnerStats.days_of_learning} + 1`,
        })
        .where(eq(learnerStats.user_id, learner.id));
      if (isStreakMilestone(after.current)) {
        await notify(tx, learner.id, 'streak', `You are on a ${after.current}-day learning streak. Keep it going!`, at);
      }
    },

    /** Points, streak and days of learning of some learners: two prepared reads, the stats and the goals. */
    async numbersOf(learners: LearnerRef[]): Promise<Map<number, LearnerNumbers>> {
      const result = new Map<number, LearnerNumbers>(learners.map((learner) => [learner.id, ZERO]));
      if (learners.length === 0) return result;
      const userIds = learners.map((learner) => learner.id);
      const [rows, goalRows] = await Promise.all([statsRows.execute({ userIds }), goalsOfUsers.execute({ userIds })]);
      const goals = streakGoalsByUser(learners, goalRows);
      const now = clock.now();
      const zones = new Map(learners.map((learner) => [learner.id, learner.time_zone]));
      for (const row of rows) {
        const zone = zones.get(row.user_id);
        if (zone === undefined) continue;
        const state = stateOf(row);
        result.set(row.user_id, {
          total_points: row.total_points,
          task_streak: currentStreak(state, goals.get(row.user_id) ?? [], localDate(now, zone)),
          highest_streak: row.highest_streak,
          no_of_days_of_learning: row.days_of_learning,
        });
      }
      return result;
    },

    /**
     * The learner's achievements (docs/profile.md): their highest streak, perfect activities and completed
     * goals, read in one round of three indexed queries, against the milestones of each kind.
     */
    async achievements(userId: number) {
      const [rows, learned, goals] = await Promise.all([
        statsRows.execute({ userIds: [userId] }),
        learnedCountsOf(db, [userId]),
        completedGoalsOfUser.execute({ userId }),
      ]);
      return achievementsOf({
        streak: rows[0]?.highest_streak ?? 0,
        perfect_activities: learned.get(userId)?.perfect ?? 0,
        goals_completed: goals[0]?.count ?? 0,
      });
    },

    /** Total points alone: one row, no streak check. */
    async totalPoints(userId: number): Promise<number> {
      const [row] = await totalOfUser.execute({ userId });
      return row?.total_points ?? 0;
    },

    /** Points per day, Sunday to Saturday of the learner's current week, days without points as 0. */
    async weekPoints(learner: LearnerRef): Promise<{ date: LocalDay; points_earned: number }[]> {
      const today = localDate(clock.now(), learner.time_zone);
      const sunday = addDays(today, -dayOfWeek(today));
      const saturday = addDays(sunday, 6);
      const sums = await pointsByDay.execute({ userId: learner.id, from: sunday, to: saturday });
      const byDay = new Map(sums.map((sum) => [sum.day, sum.points]));
      return Array.from({ length: 7 }, (_, index) => {
        const date = addDays(sunday, index);
        return { date, points_earned: byDay.get(date) ?? 0 };
      });
    },
  };
}

export type LearnerStats = ReturnType<typeof createLearnerStats>;
