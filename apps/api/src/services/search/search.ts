import { and, asc, desc, eq, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, readings, userActivities } from '../../db/schema/index';
import type { User } from '../sessions/session-store';

/** At most this many matches (the contract's limit): the search dialog lists them without paging. */
export const SEARCH_LIMIT = 20;

/** The term as a literal inside a LIKE pattern: its backslashes, % and _ match themselves. */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The top bar's search of completed activities (docs/support-and-subscription.md): the caller's own
 * completed activities whose name, description or reading contains the trimmed term, case-insensitively;
 * each activity once per goal, those named by the term first, then the most recently completed.
 * docs/support-and-subscription.md says how it is indexed.
 */
export function createSearch(deps: { db: Database }) {
  const { db } = deps;

  return {
    async completedActivities(user: User, rawTerm: string) {
      const term = rawTerm.trim();
      if (!term) return [];
      const lastCompleted = max(userActivities.completed_at);
      const pattern = `%${likeLiteral(term)}%`;
      const contains = (column: typeof activities.name | typeof activities.description | typeof readings.reading_text) =>
        sql<boolean>`${column} ilike ${pattern} escape '\\'`;
      const rows = await db
        .select({ activity_id: userActivities.activity_id, goal_id: userActivities.goal_id, name: activities.name })
        .from(userActivities)
        .innerJoin(activities, eq(activities.id, userActivities.activity_id))
        // The reading the activity's completion screen shows; most activities have one.
        .leftJoin(readings, eq(readings.id, activities.reading_id))
        .where(
          and(
            eq(userActivities.user_id, user.id),
            isNotNull(userActivities.completed_at),
            or(contains(activities.name), contains(activities.description), contains(readings.reading_text)),
          ),
        )
        .groupBy(userActivities.activity_id, userActivities.goal_id, activities.name)
        .orderBy(desc(contains(activities.name)), desc(lastCompleted), asc(userActivities.activity_id), asc(userActivities.goal_id))
        .limit(SEARCH_LIMIT);
      return rows.map(({ activity_id, goal_id, name }) => ({ activity_id, goal_id, activity: { name } }));
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
