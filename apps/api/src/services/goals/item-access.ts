import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { qualified } from '../../db/qualified';
import { activities, challenges, goalScheduleItems, programs, revisions, userActivities, userChallenges, userGoals, userRevisions } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { localDate, type LocalDay } from '../../lib/local-days';
import type { User } from '../sessions/session-store';
import { isScheduledOn, pauseSpans, staticDayNumber, type GoalTimeline } from './goal-calendar';
import { pauseInstants, pausesOfUserGoal } from './goal-pauses';
import { goalMessages } from './goal-views';
import { inCurrentSchedule, itemCompleted, itemOffered } from './schedule-items';

/** The items a goal's schedule lists: Learn items (activities, revisions) and Do items (challenges). */
export type ScheduleItemKind = 'activity' | 'revision' | 'challenge';

export const itemAccessMessages = {
  notInGoal: (kind: ScheduleItemKind) => `This ${kind} is not part of this goal.`,
  locked: (kind: ScheduleItemKind, day: number) => `This ${kind} opens on day ${day} of your goal.`,
  withdrawn: (kind: ScheduleItemKind) => `This ${kind} has been withdrawn and is no longer available.`,
} as const;

const scheduleColumns = {
  activity: goalScheduleItems.activity_id,
  revision: goalScheduleItems.revision_id,
  challenge: goalScheduleItems.challenge_id,
} as const;

/** Each kind's table (for its active flag) and where a learner's attempts or takes of it live. */
const itemTables = {
  activity: { table: activities, taken: userActivities, user: userActivities.user_id, goal: userActivities.goal_id, item: userActivities.activity_id },
  revision: { table: revisions, taken: userRevisions, user: userRevisions.user_id, goal: userRevisions.goal_id, item: userRevisions.revision_id },
  challenge: { table: challenges, taken: userChallenges, user: userChallenges.user_id, goal: userChallenges.goal_id, item: userChallenges.challenge_id },
} as const;

/** A followed goal as the players need it: whether the item is open today and whether today is its day. */
export interface ItemAccess {
  userGoalId: number;
  /** Whether today is a day of the goal's schedule that lists the item (same-day bonuses). */
  scheduledToday: boolean;
  /** The goal's calendar in the learner's zone (start, length, pauses). */
  timeline: GoalTimeline;
  /** The learner's local date now. */
  today: LocalDay;
}

/**
 * Checks that the learner follows the goal (403), that the goal's schedule lists the item (404), that the
 * item is active or the learner has started it already (404: what they began they may finish and review),
 * and that it is open: its first day has come, or the goal is completed (403). One query.
 */
export async function itemAccess(db: Executor, user: User, goalId: number, kind: ScheduleItemKind, itemId: number, now: Date): Promise<ItemAccess> {
  const item = itemTables[kind];
  const [goal] = await db
    .select({
      id: userGoals.id,
      start_date: userGoals.start_date,
      completed: userGoals.completed,
      number_of_days: programs.number_of_days,
      pauses: pausesOfUserGoal,
      // The schedule as it stands, and rows retired since the learner chose the goal: a passed day keeps showing them.
      days: sql<number[] | null>`(select array_agg(${goalScheduleItems.day_number}) from ${goalScheduleItems}
        where ${goalScheduleItems.goal_id} = ${qualified(userGoals.goal_id)} and ${scheduleColumns[kind]} = ${itemId}
          and (${inCurrentSchedule} or ${qualified(goalScheduleItems.retired_at)} > ${qualified(userGoals.selected_at)}))`,
      offered: sql<boolean>`(coalesce((select ${item.table.active} from ${item.table} where ${item.table.id} = ${itemId}), false)
        or exists (select 1 from ${item.taken} where ${item.user} = ${user.id} and ${item.goal} = ${goalId} and ${item.item} = ${itemId}))`,
    })
    .from(userGoals)
    .innerJoin(programs, eq(programs.id, userGoals.program_id))
    .where(and(eq(userGoals.user_id, user.id), eq(userGoals.goal_id, goalId), eq(userGoals.quitted, false)));
  if (!goal) throw forbidden(goalMessages.notFollowing, 'NotFollowingGoal');
  const days = goal.days ?? [];
  if (days.length === 0) throw notFound(itemAccessMessages.notInGoal(kind));
  if (!goal.offered) throw notFound(itemAccessMessages.withdrawn(kind));
  const timeline: GoalTimeline = { startDate: goal.start_date, numberOfDays: goal.number_of_days, pauses: pauseSpans(pauseInstants(goal.pauses), user.time_zone) };
  const today = localDate(now, user.time_zone);
  const firstDay = Math.min(...days);
  if (!goal.completed && firstDay > staticDayNumber(timeline, today)) throw forbidden(itemAccessMessages.locked(kind, firstDay), 'ItemLocked');
  return { userGoalId: goal.id, scheduledToday: isScheduledOn(timeline, days, today), timeline, today };
}

/** Marks the goal completed once every item of its schedule offered to the learner is done (any attempt), in the completing transaction. */
export async function completeGoalIfDone(tx: Transaction, user: User, goalId: number, userGoalId: number, at: Date): Promise<void> {
  await tx
    .update(userGoals)
    .set({ completed: true, completed_date: at, paused: false, paused_due_to_inactivity: false })
    .where(
      and(
        eq(userGoals.id, userGoalId),
        eq(userGoals.completed, false),
        sql`not exists (select 1 from ${goalScheduleItems} where ${goalScheduleItems.goal_id} = ${goalId} and ${inCurrentSchedule} and ${itemOffered(user.id)} and not ${itemCompleted(user.id)})`,
      ),
    );
}
