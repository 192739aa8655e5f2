import type { Schema } from '@stride/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { qualified } from '../../../db/qualified';
import { savedTips, tipViews, tips } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/local-days';
import type { User } from '../sessions/session-store';

export const tipMessages = {
  none: 'There are no tips yet.',
  unknown: (tipId: number) => `There is no tip with id ${tipId}.`,
  saved: 'Tip saved to your journal.',
} as const;

/** The tip of the day (learner-core §4): a random active tip, one not shown to the learner today where possible. */
export function createTips(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  // The dashboard asks for a tip on every first load of the day, so both statements are built once and
  // prepared (docs/performance.md).
  const shownToday = sql`exists (select 1 from ${tipViews} where ${tipViews.user_id} = ${sql.placeholder('userId')}
    and ${tipViews.shown_on} = ${sql.placeholder('today')} and ${tipViews.tip_id} = ${qualified(tips.id)})`;
  const randomTip = db
    .select({
      id: tips.id,
      tip_text: tips.tip_text,
      isSaved: sql<boolean>`exists (select 1 from ${savedTips} where ${savedTips.user_id} = ${sql.placeholder('userId')} and ${savedTips.tip_id} = ${qualified(tips.id)})`,
    })
    .from(tips)
    .where(eq(tips.active, true))
    // Tips not shown today first; among those, any.
    .orderBy(shownToday, sql`random()`)
    .limit(1)
    .prepare('random_tip');
  const recordView = db
    .insert(tipViews)
    .values({ user_id: sql.placeholder('userId'), shown_on: sql.placeholder('today'), tip_id: sql.placeholder('tipId') })
    .onConflictDoNothing()
    .prepare('record_tip_view');

  return {
    async random(user: User): Promise<Schema<'Tip'>> {
      const today = localDate(clock.now(), user.time_zone);
      const [tip] = await randomTip.execute({ userId: user.id, today });
      if (!tip) throw notFound(tipMessages.none);
      await recordView.execute({ userId: user.id, today, tipId: tip.id });
      return tip;
    },

    /** Saves an active tip to the learner's journal; saving it again changes nothing. */
    async save(user: User, tipId: number): Promise<void> {
      const [tip] = await db
        .select({ id: tips.id })
        .from(tips)
        .where(and(eq(tips.id, tipId), eq(tips.active, true)));
      if (!tip) throw notFound(tipMessages.unknown(tipId));
      await db.insert(savedTips).values({ user_id: user.id, tip_id: tipId, saved_at: clock.now() }).onConflictDoNothing();
    },
  };
}

export type Tips = ReturnType<typeof createTips>;
