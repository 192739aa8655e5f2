import type { Schema } from '@stride/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { savedTips, tips, tipsShown } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import type { User } from '../sessions/session-store';

export const tipMessages = {
  none: 'There are no tips yet.',
  unknown: (tipId: number) => `There is no tip with id ${tipId}.`,
  saved: 'Tip saved to your journal.',
} as const;

/** The tip of the day (docs/dashboard.md): a random active tip, one not shown to the learner today where possible. */
export function createTips(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  // The dashboard asks for a tip on every first load of the day: picking one and recording it is one prepared
  // statement, a round trip and an upsert of the learner's one row (docs/performance.md).
  const userId = sql.placeholder('userId');
  const today = sql.placeholder('today');
  const shownToday = sql`coalesce((select ${tipsShown.tip_ids} from ${tipsShown}
    where ${tipsShown.user_id} = ${userId} and ${tipsShown.shown_on} = ${today}), '{}')`;
  const picked = db.$with('picked').as(
    db
      .select({ id: tips.id, tip_text: tips.tip_text })
      .from(tips)
      .where(eq(tips.active, true))
      // Tips not shown today first; among those, any.
      .orderBy(sql`${qualified(tips.id)} = any(${shownToday})`, sql`random()`)
      .limit(1),
  );
  // A new day's first tip replaces the last day's; a tip already recorded today writes nothing.
  const recorded = db.$with('recorded', { userId: tipsShown.user_id }).as(sql`
    insert into ${tipsShown} (${sql.identifier(tipsShown.user_id.name)}, ${sql.identifier(tipsShown.shown_on.name)}, ${sql.identifier(tipsShown.tip_ids.name)})
    select ${userId}, ${today}, array["picked"."id"] from "picked"
    on conflict (${sql.identifier(tipsShown.user_id.name)}) do update set
      ${sql.identifier(tipsShown.shown_on.name)} = excluded.shown_on,
      ${sql.identifier(tipsShown.tip_ids.name)} = case when ${qualified(tipsShown.shown_on)} = excluded.shown_on
        then ${qualified(tipsShown.tip_ids)} || excluded.tip_ids else excluded.tip_ids end
    where ${qualified(tipsShown.shown_on)} <> excluded.shown_on or not (excluded.tip_ids <@ ${qualified(tipsShown.tip_ids)})
    returning ${qualified(tipsShown.user_id)}`);
  const showRandomTip = db
    .with(picked, recorded)
    .select({
      id: picked.id,
      tip_text: picked.tip_text,
      isSaved: sql<boolean>`exists (select 1 from ${savedTips} where ${savedTips.user_id} = ${userId} and ${savedTips.tip_id} = "picked"."id")`,
    })
    .from(picked)
    .prepare('show_random_tip');

  return {
    async random(user: User): Promise<Schema<'Tip'>> {
      const [tip] = await showRandomTip.execute({ userId: user.id, today: localDate(clock.now(), user.time_zone) });
      if (!tip) throw notFound(tipMessages.none);
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
