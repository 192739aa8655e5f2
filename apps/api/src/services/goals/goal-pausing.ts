import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { qualified } from '../../db/qualified';
import { goalPauses, goals, programs, userActivities, userChallenges, userGoals, userRevisions, users } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications';
import type { User } from '../sessions/session-store';
import { INACTIVITY_LEARNING_DAYS, isIdleTooLong } from './goal-calendar';
import { goalMessages, type GoalViews } from './goal-views';

/** Closes the goals' open pauses, if any (resume, or quit while paused). */
export async function endPauses(tx: Transaction, userGoalIds: number[], at: Date): Promise<void> {
  if (userGoalIds.length === 0) return;
  await tx.update(goalPauses).set({ resumed_at: at }).where(and(inArray(goalPauses.user_goal_id, userGoalIds), isNull(goalPauses.resumed_at)));
}

/**
 * Pausing and resuming a goal (docs/domain-rules.md, Goal lifecycle): by the learner, or for inactivity when a goal is left
 * idle (the timer, and the dashboard's first call, which resumes those for the Welcome Back modal).
 */
export function createGoalPausing(deps: { db: Database; clock: Clock; config: Config; mailer: Mailer; views: GoalViews }) {
  const { db, clock, config, mailer, views } = deps;
  const { liveGoal } = views;

  /** Active goals left idle for INACTIVITY_LEARNING_DAYS, of one user or of everyone. */
  async function idleGoals(userId?: number) {
    const lastCompletedAt = sql<Date | null>`greatest(
      (select max(${userActivities.completed_at}) from ${userActivities} where ${userActivities.user_id} = ${qualified(userGoals.user_id)} and ${userActivities.goal_id} = ${qualified(userGoals.goal_id)}),
      (select max(${userRevisions.completed_at}) from ${userRevisions} where ${userRevisions.user_id} = ${qualified(userGoals.user_id)} and ${userRevisions.goal_id} = ${qualified(userGoals.goal_id)}),
      (select max(${userChallenges.completed_date}) from ${userChallenges} where ${userChallenges.user_id} = ${qualified(userGoals.user_id)} and ${userChallenges.goal_id} = ${qualified(userGoals.goal_id)})
    )`;
    const lastResumedAt = sql<Date | null>`(select max(${goalPauses.resumed_at}) from ${goalPauses} where ${goalPauses.user_goal_id} = ${qualified(userGoals.id)})`;
    const candidates = await db
      .select({
        id: userGoals.id,
        user_id: userGoals.user_id,
        start_date: userGoals.start_date,
        goal_name: goals.name,
        program_name: programs.name,
        email: users.email,
        first_name: users.first_name,
        time_zone: users.time_zone,
        reminder_email: users.reminder_email,
        last_completed_at: lastCompletedAt,
        last_resumed_at: lastResumedAt,
      })
      .from(userGoals)
      .innerJoin(users, eq(users.id, userGoals.user_id))
      .innerJoin(goals, eq(goals.id, userGoals.goal_id))
      .innerJoin(programs, eq(programs.id, userGoals.program_id))
      .where(
        and(
          userId === undefined ? undefined : eq(userGoals.user_id, userId),
          eq(userGoals.paused, false),
          eq(userGoals.quitted, false),
          eq(userGoals.completed, false),
          // Five idle learning days take at least six calendar days, so goals touched since are skipped in SQL.
          sql`greatest(${lastCompletedAt}, ${userGoals.start_date}::timestamptz, ${lastResumedAt}) < ${clock.now().toISOString()}::timestamptz - interval '4 days'`,
        ),
      );
    const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
    return candidates.filter((goal) => {
      const completed = asDate(goal.last_completed_at);
      const resumed = asDate(goal.last_resumed_at);
      return isIdleTooLong(
        {
          startDate: goal.start_date,
          lastCompletedOn: completed ? localDate(completed, goal.time_zone) : null,
          lastResumedOn: resumed ? localDate(resumed, goal.time_zone) : null,
        },
        localDate(clock.now(), goal.time_zone),
      );
    });
  }

  /**
   * Pauses idle goals for inactivity. The conditional update lets exactly one caller make the change, and
   * the pause, the in-app notification and the email are written with it, so each is written once.
   */
  async function pauseIdleGoals(userId?: number): Promise<number> {
    let paused = 0;
    for (const goal of await idleGoals(userId)) {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(userGoals)
          .set({ paused: true, paused_due_to_inactivity: true })
          .where(and(eq(userGoals.id, goal.id), eq(userGoals.paused, false), eq(userGoals.quitted, false), eq(userGoals.completed, false)))
          .returning({ id: userGoals.id });
        if (!marked) return false;
        await tx.insert(goalPauses).values({ user_goal_id: goal.id, paused_at: now, reason: 'inactivity' });
        await notify(
          tx,
          goal.user_id,
          'goal_paused',
          `Your goal "${goal.goal_name}" was paused after ${INACTIVITY_LEARNING_DAYS} learning days without activity. Open your dashboard to pick up where you left off.`,
          now,
        );
        if (goal.reminder_email) {
          await mailer.enqueue(tx, {
            to: goal.email,
            subject: 'Your Stride goal is paused',
            text: [
              `Hello ${goal.first_name},`,
              '',
              `Your goal "${goal.goal_name}" in ${goal.program_name} was paused because nothing was completed in it for ${INACTIVITY_LEARNING_DAYS} learning days. Paused days never count against your schedule or your streak.`,
              '',
              'Whenever you are ready, open your dashboard and the goal resumes where you left off:',
              `${config.learnerAppUrl}/user/dashboard`,
              '',
              'The Stride team',
            ].join('\n'),
          });
        }
        return true;
      });
      if (done) paused += 1;
    }
    return paused;
  }

  return {
    pauseIdleGoals,

    async pause(user: User, goalId: number): Promise<void> {
      const goal = await liveGoal(user.id, goalId, goalMessages.quitted);
      if (goal.completed) throw conflict(goalMessages.completed, 'GoalCompleted');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [paused] = await tx
          .update(userGoals)
          .set({ paused: true })
          .where(and(eq(userGoals.id, goal.id), eq(userGoals.paused, false), eq(userGoals.quitted, false)))
          .returning({ id: userGoals.id });
        if (!paused) throw conflict(goalMessages.alreadyPaused, 'GoalAlreadyPaused');
        await tx.insert(goalPauses).values({ user_goal_id: goal.id, paused_at: now, reason: 'manual' });
      });
    },

    /**
     * The dashboard's first call: pauses the learner's goals left idle (so a pause the timer has not made yet
     * is still written, with its notification and email), then resumes every goal paused for inactivity and
     * names them for the Welcome Back modal.
     */
    async welcomeBack(user: User): Promise<Schema<'WelcomeBack'>> {
      await pauseIdleGoals(user.id);
      const now = clock.now();
      const resumed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(userGoals)
          .set({ paused: false, paused_due_to_inactivity: false })
          .where(and(eq(userGoals.user_id, user.id), eq(userGoals.paused_due_to_inactivity, true), eq(userGoals.quitted, false)))
          .returning({ id: userGoals.id, goal_id: userGoals.goal_id });
        await endPauses(
          tx,
          rows.map((row) => row.id),
          now,
        );
        return rows;
      });
      if (resumed.length === 0) return { resumed_goals: [] };
      const names = await db
        .select({ goal_id: goals.id, name: goals.name })
        .from(goals)
        .where(
          inArray(
            goals.id,
            resumed.map((row) => row.goal_id),
          ),
        )
        .orderBy(asc(goals.name));
      return { resumed_goals: names };
    },

    /** Resumes a paused goal, whether the learner or inactivity paused it. */
    async resume(user: User, goalId: number): Promise<void> {
      const goal = await liveGoal(user.id, goalId, goalMessages.quitted);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [resumed] = await tx
          .update(userGoals)
          .set({ paused: false, paused_due_to_inactivity: false })
          .where(and(eq(userGoals.id, goal.id), eq(userGoals.paused, true), eq(userGoals.quitted, false)))
          .returning({ id: userGoals.id });
        if (!resumed) throw conflict(goalMessages.notPaused, 'GoalNotPaused');
        await endPauses(tx, [goal.id], now);
      });
    },
  };
}

export type GoalPausing = ReturnType<typeof createGoalPausing>;
