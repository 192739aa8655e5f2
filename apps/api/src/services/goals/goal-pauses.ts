import { sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { goalPauses, userGoals } from '../../db/schema/index';

interface PauseJson {
  paused_at: string;
  resumed_at: string | null;
}

/**
 * A user goal's pauses as one JSON column of the goal's row, so reading goals with their pauses is one query
 * (the day lists and the streak read both on every dashboard load).
 */
export const pausesOfUserGoal = sql<PauseJson[]>`(
  select coalesce(json_agg(json_build_object('paused_at', ${goalPauses.paused_at}, 'resumed_at', ${goalPauses.resumed_at})), '[]'::json)
  from ${goalPauses} where ${goalPauses.user_goal_id} = ${qualified(userGoals.id)})`;

/** The pauses of that column as instants, as `pauseSpans` takes them. */
export const pauseInstants = (pauses: PauseJson[]) =>
  pauses.map((pause) => ({ paused_at: new Date(pause.paused_at), resumed_at: pause.resumed_at === null ? null : new Date(pause.resumed_at) }));
