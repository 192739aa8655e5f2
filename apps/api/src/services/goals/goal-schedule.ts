import type { Schema } from '@stride/api-sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, challenges, goalScheduleItems, revisions } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { User } from '../sessions/session-store';
import { goalMessages, type GoalViews } from './goal-views';
import { inCurrentSchedule, itemCompleted, itemOffered } from './schedule-items';

/** The whole schedule of a goal a learner follows (docs/domain-rules.md, Goal lifecycle): its days, their items, and which are done. */
export function createGoalSchedule(deps: { db: Database; views: GoalViews }) {
  const { db, views } = deps;
  const { describe, rowsOf } = views;

  return {
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
          .where(and(eq(goalScheduleItems.goal_id, goalId), inCurrentSchedule, itemOffered(user.id)))
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
