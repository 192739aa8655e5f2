import type { Schema } from '@stride/api-sdk';
import { and, asc, count, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { qualified } from '../../../db/qualified';
import {
  activities,
  assessmentQuestions,
  assessmentResponses,
  challenges,
  goalPauses,
  goalScheduleItems,
  goals,
  programs,
  revisions,
  userActivities,
  userChallenges,
  userGoals,
  userRevisions,
  users,
} from '../../../db/schema/index';
import { conflict, forbidden, notFound } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/local-days';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications';
import { programMessages, programSummaryColumns, type Programs } from '../programs/programs';
import type { User } from '../sessions/session-store';
import { INACTIVITY_LEARNING_DAYS, isIdleTooLong, pauseSpans, startDateFor, staticDayNumber } from './goal-calendar';

type UserGoal = typeof userGoals.$inferSelect;
type EnrolledGoal = Schema<'EnrolledGoal'>;

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

/** An item of a goal's schedule counts as done once the learner completed it in that goal (any attempt). */
export function itemCompleted(userId: number | Placeholder) {
  const scheduled = {
    goal_id: qualified(goalScheduleItems.goal_id),
    activity_id: qualified(goalScheduleItems.activity_id),
    revision_id: qualified(goalScheduleItems.revision_id),
    challenge_id: qualified(goalScheduleItems.challenge_id),
  };
  return sql<boolean>`(
    exists (select 1 from ${userActivities} where ${userActivities.user_id} = ${userId} and ${userActivities.goal_id} = ${scheduled.goal_id}
      and ${userActivities.activity_id} = ${scheduled.activity_id} and ${userActivities.completed_at} is not null)
    or exists (select 1 from ${userRevisions} where ${userRevisions.user_id} = ${userId} and ${userRevisions.goal_id} = ${scheduled.goal_id}
      and ${userRevisions.revision_id} = ${scheduled.revision_id} and ${userRevisions.completed_at} is not null)
    or exists (select 1 from ${userChallenges} where ${userChallenges.user_id} = ${userId} and ${userChallenges.goal_id} = ${scheduled.goal_id}
      and ${userChallenges.challenge_id} = ${scheduled.challenge_id} and ${userChallenges.is_completed})
  )`;
}

/** Whether the scheduled item's own active flag is on (activities, revisions and challenges each have one; a lookup by primary key). */
export const scheduledItemActive = sql<boolean>`coalesce(
  (select ${activities.active} from ${activities} where ${activities.id} = ${qualified(goalScheduleItems.activity_id)}),
  (select ${revisions.active} from ${revisions} where ${revisions.id} = ${qualified(goalScheduleItems.revision_id)}),
  (select ${challenges.active} from ${challenges} where ${challenges.id} = ${qualified(goalScheduleItems.challenge_id)}))`;

/** Whether the learner has started the scheduled item in its goal: an attempt of an activity or revision, a take of a challenge. */
function itemStarted(userId: number | Placeholder) {
  return sql<boolean>`(
    exists (select 1 from ${userActivities} where ${userActivities.user_id} = ${userId} and ${userActivities.goal_id} = ${qualified(goalScheduleItems.goal_id)}
      and ${userActivities.activity_id} = ${qualified(goalScheduleItems.activity_id)})
    or exists (select 1 from ${userRevisions} where ${userRevisions.user_id} = ${userId} and ${userRevisions.goal_id} = ${qualified(goalScheduleItems.goal_id)}
      and ${userRevisions.revision_id} = ${qualified(goalScheduleItems.revision_id)})
    or exists (select 1 from ${userChallenges} where ${userChallenges.user_id} = ${userId} and ${userChallenges.goal_id} = ${qualified(goalScheduleItems.goal_id)}
      and ${userChallenges.challenge_id} = ${qualified(goalScheduleItems.challenge_id)})
  )`;
}

/**
 * Whether a scheduled item is offered to the learner (docs/back-office-curriculum.md, "Codes and flags"): it is
 * active, or they have started it already, so what they began they may finish and what they did stays in
 * their history. Items not offered are left out of the day lists, the goal's schedule and its progress.
 */
export function itemOffered(userId: number | Placeholder) {
  return sql<boolean>`(${scheduledItemActive} or ${itemStarted(userId)})`;
}

/** Closes the goals' open pauses, if any (resume, or quit while paused). */
async function endPauses(tx: Transaction, userGoalIds: number[], at: Date): Promise<void> {
  if (userGoalIds.length === 0) return;
  await tx.update(goalPauses).set({ resumed_at: at }).where(and(inArray(goalPauses.user_goal_id, userGoalIds), isNull(goalPauses.resumed_at)));
}

const percentage = (done: number, total: number) => (total === 0 ? 0 : Math.round((done * 100) / total));

/**
 * The goals learners follow (learner-core §4 Goal): the enrolled-goals list with progress, pause, resume and
 * quit, selection after the assessment, the whole schedule of a goal, and pausing goals left idle.
 */
export function createGoals(deps: { db: Database; clock: Clock; config: Config; mailer: Mailer; programs: Programs; log: FastifyBaseLogger }) {
  const { db, clock, config, mailer, programs: catalogue, log } = deps;
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
        .where(and(inArray(goalScheduleItems.goal_id, goalIds), itemOffered(user.id)))
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

  /** A program's assessment counts as done once answered, and a program without questions has none to do. */
  async function assessmentDone(userId: number, programId: number): Promise<boolean> {
    const [[questions], [answers]] = await Promise.all([
      db.select({ count: count() }).from(assessmentQuestions).where(eq(assessmentQuestions.program_id, programId)),
      db
        .select({ count: count() })
        .from(assessmentResponses)
        .where(and(eq(assessmentResponses.user_id, userId), eq(assessmentResponses.program_id, programId))),
    ]);
    return (questions?.count ?? 0) === 0 || (answers?.count ?? 0) > 0;
  }

  return {
    pauseIdleGoals,

    /** Every goal the user selected, newest first, quitted ones included; idle goals are paused first. */
    async enrolledGoals(user: User): Promise<EnrolledGoal[]> {
      try {
        await pauseIdleGoals(user.id);
      } catch (error) {
        // Pausing idle goals is housekeeping: the list must load even when it fails (the timer tries again).
        log.error({ err: error, userId: user.id }, 'pausing idle goals failed');
      }
      const rows = await db.select().from(userGoals).where(eq(userGoals.user_id, user.id)).orderBy(desc(userGoals.selected_at), desc(userGoals.id));
      return describe(user, rows);
    },

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

    /** Quits a goal for good; the learner leaves its program and may enrol in it again later. */
    async quit(user: User, goalId: number): Promise<void> {
      const goal = await liveGoal(user.id, goalId, goalMessages.alreadyQuitted);
      if (goal.completed) throw conflict(goalMessages.completed, 'GoalCompleted');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [quitted] = await tx
          .update(userGoals)
          .set({ quitted: true, quitted_at: now, paused: false, paused_due_to_inactivity: false })
          .where(and(eq(userGoals.id, goal.id), eq(userGoals.quitted, false)))
          .returning({ id: userGoals.id });
        if (!quitted) throw conflict(goalMessages.alreadyQuitted, 'GoalQuitted');
        await endPauses(tx, [goal.id], now);
        await catalogue.leave(tx, user.id, goal.program_id, now);
      });
    },

    /**
     * Selects the goal of an enrolled program after the assessment and starts its schedule. Selecting the
     * goal already followed answers it unchanged, so a second click or a sprint's result page is harmless.
     */
    async select(user: User, goalId: number): Promise<EnrolledGoal> {
      const [goal] = await db
        .select({ id: goals.id, program_id: goals.program_id, program_type: programs.program_type })
        .from(goals)
        .innerJoin(programs, eq(programs.id, goals.program_id))
        .where(and(eq(goals.id, goalId), eq(goals.active, true)))
        .limit(1);
      if (!goal) throw notFound(`There is no goal with id ${goalId}.`);
      if (!(await catalogue.isEnrolled(user.id, goal.program_id))) throw forbidden(programMessages.notEnrolled, 'NotEnrolled');

      const followed = async () =>
        (
          await db
            .select()
            .from(userGoals)
            .where(and(eq(userGoals.user_id, user.id), eq(userGoals.program_id, goal.program_id), eq(userGoals.quitted, false)))
            .limit(1)
        )[0];
      let current = await followed();
      if (!current) {
        if (goal.program_type === 'program' && !(await assessmentDone(user.id, goal.program_id))) {
          throw conflict(goalMessages.assessmentNotDone, 'AssessmentNotDone');
        }
        const now = clock.now();
        await db
          .insert(userGoals)
          .values({ user_id: user.id, goal_id: goal.id, program_id: goal.program_id, start_date: startDateFor(today(user)), selected_at: now })
          .onConflictDoNothing();
        current = await followed();
      }
      if (!current || current.goal_id !== goal.id) throw conflict(goalMessages.otherGoalSelected, 'GoalAlreadySelected');
      const [view] = await describe(user, [current]);
      if (!view) throw notFound(goalMessages.notFollowing);
      return view;
    },

    /** Every day of a goal the user follows (or followed), with its items and whether each is done. */
    async schedule(user: User, goalId: number): Promise<Schema<'UserGoalSchedule'>> {
      const [row] = await rowsOf(user.id, goalId);
      if (!row) throw notFound(goalMessages.notFollowing);
      const [[view], items] = await Promise.all([
        describe(user, [row]),
        db
          .select({
            day_number: goalScheduleItems.day_number,
            activity: { id: activities.id, name: activities.name },
            revision: { id: revisions.id, name: revisions.name },
            challenge: { id: challenges.id, name: challenges.name, type: challenges.type },
            completed: itemCompleted(user.id),
          })
          .from(goalScheduleItems)
          .leftJoin(activities, eq(activities.id, goalScheduleItems.activity_id))
          .leftJoin(revisions, eq(revisions.id, goalScheduleItems.revision_id))
          .leftJoin(challenges, eq(challenges.id, goalScheduleItems.challenge_id))
          .where(and(eq(goalScheduleItems.goal_id, goalId), itemOffered(user.id)))
          .orderBy(asc(goalScheduleItems.day_number), asc(goalScheduleItems.position)),
      ]);
      if (!view) throw notFound(goalMessages.notFollowing);
      const currentDay = view.static_schedule_day_number;
      const days: Schema<'UserGoalSchedule'>['days'] = Array.from({ length: view.goal.program.number_of_days }, (_, index) => ({
        day_number: index + 1,
        enabled: index + 1 <= currentDay,
        learn: [],
        challenge: [],
      }));
      for (const item of items) {
        const day = days[item.day_number - 1];
        if (!day) continue;
        if (item.activity) day.learn.push({ item_type: 'activity', id: item.activity.id, name: item.activity.name, completed: item.completed });
        else if (item.revision) day.learn.push({ item_type: 'revision', id: item.revision.id, name: item.revision.name, completed: item.completed });
        else if (item.challenge) {
          day.challenge.push({ challenge_id: item.challenge.id, name: item.challenge.name, type: item.challenge.type, completed: item.completed });
        }
      }
      return { goal_id: goalId, program_name: view.goal.program.name, static_schedule_day_number: currentDay, days };
    },
  };

}

export type Goals = ReturnType<typeof createGoals>;
