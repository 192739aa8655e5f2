import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { activities, challenges, contextCards, goalScheduleItems, programs, revisions, userChallenges, userGoals } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { addDays, isWeekend, localDate, zonedInstant, type LocalDay } from '../../lib/local-days';
import type { User } from '../sessions/session-store';
import { pauseSpans, scheduleDayOn, type GoalTimeline } from '../goals/goal-calendar';
import { pauseInstants, pausesOfUserGoal } from '../goals/goal-pauses';
import { itemCompleted, itemOffered, shownOnDay } from '../goals/schedule-items';

export const dayPlanMessages = {
  programNotFollowed: 'You are not following a goal of this program.',
  unknownProgram: (programId: number) => `There is no program with id ${programId}.`,
} as const;

/** An active goal and the day of its schedule it shows on the day viewed. */
export interface PlannedDay {
  goalId: number;
  dayNumber: number;
}

/** The days of their schedules the goals show on `day` (docs/domain-rules.md): none on weekends or paused days. */
export function plannedDays(goals: { goalId: number; timeline: GoalTimeline }[], day: LocalDay): PlannedDay[] {
  return goals.flatMap(({ goalId, timeline }) => {
    const dayNumber = scheduleDayOn(timeline, day);
    return dayNumber === null ? [] : [{ goalId, dayNumber }];
  });
}

/** Days up to today are enabled, past days not done are missed, later days are locked (neither). */
export function itemState(day: LocalDay, today: LocalDay, completed: boolean) {
  return { enabled: day <= today, completed, missed: day < today && !completed };
}

/**
 * `(goal_id, day_number) in (…)` of the planned days, passed as two arrays so the statement is the same
 * whatever the number of goals and can be prepared; one indexed lookup per planned day.
 */
const onPlannedDays = (goalColumn: Column, dayColumn: Column): SQL =>
  sql`(${goalColumn}, ${dayColumn}) in (select * from unnest(${sql.placeholder('goalIds')}::int[], ${sql.placeholder('dayNumbers')}::int[]))`;

/** The program of a planned goal: the items are read for the planned goals only, so it is always known. */
function programOfGoal(programOf: Map<number, { id: number; name: string }>, goalId: number) {
  const program = programOf.get(goalId);
  if (!program) throw new Error(`Goal ${goalId} has an item on the day but was not planned`);
  return program;
}

const plannedParams = (planned: PlannedDay[]) => ({ goalIds: planned.map((plan) => plan.goalId), dayNumbers: planned.map((plan) => plan.dayNumber) });

/** A day already passed as the instants it spans in the learner's zone (it shows what the schedule held then); nulls for today and later days. */
export function passedDay(day: LocalDay, today: LocalDay, timeZone: string) {
  if (day >= today) return { dayStart: null, dayEnd: null };
  return { dayStart: zonedInstant(day, 0, 0, timeZone).toISOString(), dayEnd: zonedInstant(addDays(day, 1), 0, 0, timeZone).toISOString() };
}

/** The items in order, each item of a goal once (a passed day can list an item's old row and its new one). */
function firstOfEach<Item extends { goal_id: number }>(items: Item[], itemKey: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.goal_id}:${itemKey(item)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The dashboard's day (docs/dashboard.md): the Learn and Do items and the context cards of the learner's
 * active goals on the day `dayAdjust` days from their today, in their time zone. Two prepared queries per
 * list: the goals with their pauses, and the items with their completion.
 */
export function createDayPlan(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  // The dashboard's hottest reads, so they are built once and prepared (docs/performance.md).
  const liveGoals = db
    .select({
      goal_id: userGoals.goal_id,
      program: { id: programs.id, name: programs.name },
      start_date: userGoals.start_date,
      active: sql<boolean>`not (${userGoals.paused} or ${userGoals.completed})`,
      number_of_days: programs.number_of_days,
      pauses: pausesOfUserGoal,
    })
    .from(userGoals)
    .innerJoin(programs, eq(programs.id, userGoals.program_id))
    .where(
      and(
        eq(userGoals.user_id, sql.placeholder('userId')),
        eq(userGoals.quitted, false),
        sql`(${sql.placeholder('programId')}::int is null or ${userGoals.program_id} = ${sql.placeholder('programId')}::int)`,
      ),
    )
    .prepare('day_plan_live_goals');

  /** The day viewed, today, and the planned days of the active goals (of one program when asked). */
  async function plan(user: User, dayAdjust: number, programId?: number) {
    const today = localDate(clock.now(), user.time_zone);
    const day = addDays(today, dayAdjust);
    const live = await liveGoals.execute({ userId: user.id, programId: programId ?? null });
    if (programId !== undefined && live.length === 0) {
      // A program that does not exist is a wrong request; one that exists but is not followed is not found.
      const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
      throw program ? notFound(dayPlanMessages.programNotFollowed) : badRequest(dayPlanMessages.unknownProgram(programId), 'UnknownProgram');
    }
    const active = live.filter((goal) => goal.active);
    // Each item names its program, read with the goals rather than once per item (docs/dashboard.md).
    const programOf = new Map(active.map((goal) => [goal.goal_id, goal.program]));
    if (isWeekend(day) || active.length === 0) return { day, today, weekend: isWeekend(day), planned: [], programOf };
    const planned = plannedDays(
      active.map((goal) => ({
        goalId: goal.goal_id,
        timeline: {
          startDate: goal.start_date,
          numberOfDays: goal.number_of_days,
          pauses: pauseSpans(pauseInstants(goal.pauses), user.time_zone),
        },
      })),
      day,
    );
    return { day, today, weekend: false, planned, programOf };
  }

  const scheduleOrder = [asc(goalScheduleItems.goal_id), asc(goalScheduleItems.day_number), asc(goalScheduleItems.position), asc(goalScheduleItems.id)];
  const userId = sql.placeholder('userId');

  const learnItems = db
    .select({
      goal_id: goalScheduleItems.goal_id,
      activity: { id: activities.id, name: activities.name },
      revision: { id: revisions.id, name: revisions.name },
      completed: itemCompleted(userId),
    })
    .from(goalScheduleItems)
    .leftJoin(activities, eq(activities.id, goalScheduleItems.activity_id))
    .leftJoin(revisions, eq(revisions.id, goalScheduleItems.revision_id))
    .where(
      and(
        onPlannedDays(goalScheduleItems.goal_id, goalScheduleItems.day_number),
        shownOnDay(sql.placeholder('dayStart'), sql.placeholder('dayEnd')),
        sql`${goalScheduleItems.challenge_id} is null`,
        itemOffered(userId),
      ),
    )
    .orderBy(...scheduleOrder)
    .prepare('day_plan_learn_items');

  // The learner's take of a challenge: the open one (at most one, by a unique index), else the latest completed one.
  const take = sql<{ start_time: string | null; end_time: string | null; completed_date: string | null; is_completed: boolean } | null>`(
    select json_build_object('start_time', ${userChallenges.start_time}, 'end_time', ${userChallenges.end_time},
      'completed_date', ${userChallenges.completed_date}, 'is_completed', ${userChallenges.is_completed})
    from ${userChallenges}
    where ${userChallenges.user_id} = ${userId} and ${userChallenges.goal_id} = ${qualified(goalScheduleItems.goal_id)}
      and ${userChallenges.challenge_id} = ${qualified(goalScheduleItems.challenge_id)}
    order by ${userChallenges.is_completed}, ${userChallenges.completed_date} desc
    limit 1)`;
  const doItems = db
    .select({
      goal_id: goalScheduleItems.goal_id,
      challenge: { id: challenges.id, name: challenges.name, type: challenges.type },
      completed: itemCompleted(userId),
      take,
    })
    .from(goalScheduleItems)
    .innerJoin(challenges, eq(challenges.id, goalScheduleItems.challenge_id))
    .where(and(onPlannedDays(goalScheduleItems.goal_id, goalScheduleItems.day_number), shownOnDay(sql.placeholder('dayStart'), sql.placeholder('dayEnd')), itemOffered(userId)))
    .orderBy(...scheduleOrder)
    .prepare('day_plan_do_items');

  const cardsOfDays = db
    .select({
      goalId: contextCards.goal_id,
      card: {
        context_card_display_name: contextCards.context_card_display_name,
        card_title: contextCards.card_title,
        card_display_text: contextCards.card_display_text,
        image_url: contextCards.image_url,
        image_display_position: contextCards.image_display_position,
      },
    })
    .from(contextCards)
    .where(onPlannedDays(contextCards.goal_id, contextCards.day_number))
    .orderBy(asc(contextCards.goal_id), asc(contextCards.id))
    .prepare('day_plan_context_cards');

  return {
    async learnList(user: User, dayAdjust: number, programId?: number): Promise<Schema<'ActivityDayList'>> {
      const { day, today, weekend, planned, programOf } = await plan(user, dayAdjust, programId);
      if (planned.length === 0) return { isWeekend: weekend, activityList: [], revisionList: [] };
      const rows = await learnItems.execute({ userId: user.id, ...passedDay(day, today, user.time_zone), ...plannedParams(planned) });
      const items = firstOfEach(rows, (item) => (item.activity ? `a${item.activity.id}` : `r${item.revision?.id}`));
      const list: Schema<'ActivityDayList'> = { isWeekend: false, activityList: [], revisionList: [] };
      for (const item of items) {
        const state = itemState(day, today, item.completed);
        const program = programOfGoal(programOf, item.goal_id);
        if (item.activity) list.activityList.push({ activity_id: item.activity.id, goal_id: item.goal_id, program, activity: { name: item.activity.name }, ...state });
        else if (item.revision) list.revisionList.push({ revision_id: item.revision.id, goal_id: item.goal_id, program, revision: { name: item.revision.name }, ...state });
      }
      return list;
    },

    async doList(user: User, dayAdjust: number, programId?: number): Promise<Schema<'ChallengeDayList'>> {
      const { day, today, weekend, planned, programOf } = await plan(user, dayAdjust, programId);
      if (planned.length === 0) return { isWeekend: weekend, challengeList: [] };
      const rows = await doItems.execute({ userId: user.id, ...passedDay(day, today, user.time_zone), ...plannedParams(planned) });
      const items = firstOfEach(rows, (item) => String(item.challenge.id));
      const instant = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
      return {
        isWeekend: false,
        challengeList: items.map((item) => {
          const startTime = instant(item.take?.start_time);
          const endTime = instant(item.take?.end_time);
          return {
            challenge_id: item.challenge.id,
            goal_id: item.goal_id,
            program: programOfGoal(programOf, item.goal_id),
            challenge: { name: item.challenge.name, type: item.challenge.type },
            ...itemState(day, today, item.completed),
            started: item.take !== null && !item.take.is_completed,
            schedule: startTime && endTime ? { start_time: startTime, end_time: endTime } : null,
            completed_date: item.take?.is_completed ? instant(item.take.completed_date) : null,
          };
        }),
      };
    },

    async contextCards(user: User, dayAdjust: number): Promise<Schema<'ContextCardDay'>> {
      const { weekend, planned } = await plan(user, dayAdjust);
      if (planned.length === 0) return { isWeekend: weekend, contextCard: [] };
      const cards = await cardsOfDays.execute(plannedParams(planned));
      return {
        isWeekend: false,
        contextCard: planned
          .map(({ goalId }) => ({ goal_id: goalId, context_cards: cards.filter((row) => row.goalId === goalId).map((row) => row.card) }))
          .filter((group) => group.context_cards.length > 0),
      };
    },
  };
}

export type DayPlan = ReturnType<typeof createDayPlan>;
