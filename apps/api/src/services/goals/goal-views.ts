import type { Schema } from '@stride/api-sdk';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalPauses, goalScheduleItems, goals, programs, userGoals } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import { programSummaryColumns } from '../programs/programs';
import type { User } from '../sessions/session-store';
import { pauseSpans, staticDayNumber } from './goal-calendar';
import { inCurrentSchedule, itemCompleted, itemOffered } from './schedule-items';

export type UserGoal = typeof userGoals.$inferSelect;
export type EnrolledGoal = Schema<'EnrolledGoal'>;

export const goalMessages = {
  notFollowing: 'You are not following this goal.',
  quitted: 'This goal was quitted. Quitting is final, so it cannot be paused or resumed.',
  alreadyQuitted: 'This goal is already quitted.',
  alreadyPaused: 'This goal is already paused.',
  notPaused: 'This goal is not paused.',
  completed: 'This goal is completed.',
  otherGoalSelected: 'You are already following another goal of this program. Quit it first to choose a different one.',
  assessmentNotDone: 'Please complete the assessment first.',
} as const;


const percentage = (done: number, total: number) => (total === 0 ? 0 : Math.round((done * 100) / total));

/** A learner's goal rows and their enrolled-goal views with progress: what enrolment, pauses and the schedule read. */
export function createGoalViews(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const today = (user: Pick<User, 'time_zone'>) => localDate(clock.now(), user.time_zone);

  /** Enrolled-goal views of the user's goal rows: three queries whatever the number of goals. */
  async function describe(user: User, rows: UserGoal[]): Promise<EnrolledGoal[]> {
    if (rows.length === 0) return [];
    const goalIds = [...new Set(rows.map((row) => row.goal_id))];
    const [details, pauses, progress] = await Promise.all([
      db
        .select({
          id: goals.id,
          name: goals.name,
          program: programSummaryColumns,
        })
        .from(goals)
        .innerJoin(programs, eq(programs.id, goals.program_id))
        .where(inArray(goals.id, goalIds)),
      db
        .select({ user_goal_id: goalPauses.user_goal_id, paused_at: goalPauses.paused_at, resumed_at: goalPauses.resumed_at })
        .from(goalPauses)
        .where(
          inArray(
            goalPauses.user_goal_id,
            rows.map((row) => row.id),
          ),
        ),
      db
        .select({
          goal_id: goalScheduleItems.goal_id,
          total: sql<number>`count(*)::int`,
          done: sql<number>`count(*) filter (where ${itemCompleted(user.id)})::int`,
          learnTotal: sql<number>`count(*) filter (where ${goalScheduleItems.challenge_id} is null)::int`,
          learnDone: sql<number>`count(*) filter (where ${goalScheduleItems.challenge_id} is null and ${itemCompleted(user.id)})::int`,
        })
        .from(goalScheduleItems)
        // A completed item is a started one, so it is always offered: done never exceeds total.
        .where(and(inArray(goalScheduleItems.goal_id, goalIds), inCurrentSchedule, itemOffered(user.id)))
        .groupBy(goalScheduleItems.goal_id),
    ]);
    const detailById = new Map(details.map((detail) => [detail.id, detail]));
    const progressById = new Map(progress.map((row) => [row.goal_id, row]));
    const day = today(user);
    return rows.flatMap((row) => {
      const goal = detailById.get(row.goal_id);
      if (!goal) return [];
      const counts = progressById.get(row.goal_id) ?? { total: 0, done: 0, learnTotal: 0, learnDone: 0 };
      const ownPauses = pauses.filter((pause) => pause.user_goal_id === row.id);
      return [
        {
          goal_id: row.goal_id,
          goal,
          completion_percentage: row.completed ? 100 : percentage(counts.done, counts.total),
          learn_completion_percentage: row.completed ? 100 : percentage(counts.learnDone, counts.learnTotal),
          completed: row.completed,
          completed_date: row.completed_date?.toISOString() ?? null,
          static_schedule_day_number: staticDayNumber(
            { startDate: row.start_date, numberOfDays: goal.program.number_of_days, pauses: pauseSpans(ownPauses, user.time_zone) },
            day,
          ),
          quitted: row.quitted,
          paused: row.paused,
          paused_due_to_inactivity: row.paused_due_to_inactivity,
          start_date: row.start_date,
        },
      ];
    });
  }

  /** The user's rows for a goal, newest first: at most one not quitted, then earlier quitted runs. */
  async function rowsOf(userId: number, goalId: number): Promise<UserGoal[]> {
    return db
      .select()
      .from(userGoals)
      .where(and(eq(userGoals.user_id, userId), eq(userGoals.goal_id, goalId)))
      .orderBy(asc(userGoals.quitted), desc(userGoals.selected_at), desc(userGoals.id));
  }

  /** The goal the user follows now; 404 when they never followed it, 409 when they quitted it. */
  async function liveGoal(userId: number, goalId: number, quittedMessage: string): Promise<UserGoal> {
    const [latest] = await rowsOf(userId, goalId);
    if (!latest) throw notFound(goalMessages.notFollowing);
    if (latest.quitted) throw conflict(quittedMessage, 'GoalQuitted');
    return latest;
  }

  return { today, describe, rowsOf, liveGoal };
}

export type GoalViews = ReturnType<typeof createGoalViews>;
