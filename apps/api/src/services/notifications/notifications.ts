import type { Schema } from '@stride/api-sdk';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { notifications } from '../../db/schema/index';

/** What a notification is about, for an icon or a link: each is written by the event it names. */
export type NotificationKind = 'enrolment' | 'goal_paused' | 'streak' | 'group_invite' | 'group' | 'challenge' | 'welcome';

/** The bell and the mobile tab ask for 5; without a limit at most this many are answered. */
export const NOTIFICATIONS_MAX = 50;

/** Writes an in-app message, inside the caller's transaction so it exists exactly when its event does. */
export async function notify(executor: Executor, userId: number, kind: NotificationKind, message: string, at: Date): Promise<void> {
  await executor.insert(notifications).values({ user_id: userId, kind, message, created_at: at });
}

/** The same notification for many learners (a bulk invitation), in one statement: the ids pass as one array. */
export async function notifyAll(executor: Executor, userIds: number[], kind: NotificationKind, message: string, at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await executor.execute(sql`insert into ${notifications} (user_id, kind, message, created_at)
    select user_id, ${kind}, ${message}, ${at.toISOString()}::timestamptz from unnest(${sql.param(userIds)}::int[]) as t(user_id)`);
}

/** In-app notifications of a learner, newest first (one indexed range read). */
export async function inAppNotifications(db: Database, userId: number, limit = NOTIFICATIONS_MAX): Promise<Schema<'Notification'>[]> {
  const rows = await db
    .select({ id: notifications.id, message: notifications.message, created_at: notifications.created_at })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(Math.min(limit, NOTIFICATIONS_MAX));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
