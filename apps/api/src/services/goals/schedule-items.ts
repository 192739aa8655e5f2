import { sql, type Placeholder } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { activities, challenges, goalScheduleItems, revisions, userActivities, userChallenges, userRevisions } from '../../db/schema/index';

/* Whether a scheduled item is done or offered to a learner, as SQL over goal_schedule_items: what the goals' progress, schedule and day lists count. */

/** A row of the goal's schedule as it stands: not retired by a later replacement (docs/back-office-curriculum.md, "Editing content learners are in"). */
export const inCurrentSchedule = sql<boolean>`${qualified(goalScheduleItems.retired_at)} is null`;

/**
 * The rows a day of the schedule shows: for today and later days (the placeholders null) the schedule as it
 * stands; for a day already passed, every row that was in the schedule at some moment of that day (from
 * `dayStart` to `dayEnd`), retired since or not, so a replaced schedule never rewrites a learner's past days.
 * An item replaced within that day can appear twice (its old row and its new one): callers keep the first.
 */
export function shownOnDay(dayStart: Placeholder, dayEnd: Placeholder) {
  const scheduledAt = qualified(goalScheduleItems.scheduled_at);
  const retiredAt = qualified(goalScheduleItems.retired_at);
  return sql<boolean>`(case when ${dayEnd}::timestamptz is null then ${retiredAt} is null
    else ${scheduledAt} < ${dayEnd}::timestamptz and (${retiredAt} is null or ${retiredAt} > ${dayStart}::timestamptz) end)`;
}

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
