import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, gte, isNotNull, or } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { calendarFeeds, challenges, userChallenges } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { hashSecret, newSecret } from '../../lib/secrets';
import type { User } from '../sessions/session-store';

export const calendarMessages = {
  unknownTake: (id: number) => `There is no scheduled challenge ${id} of yours.`,
  unknownFeed: 'This calendar feed does not exist or was turned off.',
  revoked: 'Your calendar feed is turned off.',
} as const;

/** Completed challenges stay in the feed this long, so the calendar keeps what was done recently. */
const COMPLETED_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

type Take = { id: number; challenge_id: number; start_time: Date | null; end_time: Date | null; is_completed: boolean; name: string; description: string };

/**
 * Challenges in the learner's own calendar (docs/challenges.md, "Calendar"): each scheduled challenge as an
 * .ics event, and a private feed address that Google Calendar, Outlook or Apple Calendar subscribe to.
 * The feed's secret is stored as a digest only; making a new address revokes the old one.
 */
export function createCalendar(deps: { db: Database; clock: Clock; config: Pick<Config, 'learnerAppUrl'> }) {
  const { db, clock, config } = deps;
  const feedUrl = (token: string) => `${config.learnerAppUrl}/api/calendar/feed/${token}`;

  function event(take: Take): EventAttributes | null {
    if (!take.start_time || !take.end_time) return null;
    // DTSTAMP from the server's clock; ics takes `timestamp` though its typings leave it out.
    const attributes: EventAttributes & { timestamp: number } = {
      // One UID per take: importing the event again after a move updates it rather than adding another.
      uid: `challenge-${take.id}@stride`,
      title: take.name,
      description: `${take.description}\n\nOpen it in Stride: ${config.learnerAppUrl}/challenge/id/${take.challenge_id}`,
      url: `${config.learnerAppUrl}/challenge/id/${take.challenge_id}`,
      start: take.start_time.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: take.end_time.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      timestamp: clock.now().getTime(),
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
      categories: ['Stride'],
    };
    return attributes;
  }

  function calendarText(takes: Take[]): string {
    const events = takes.map(event).filter((item): item is EventAttributes => item !== null);
    const { error, value } = createEvents(events, { productId: 'stride/challenges', calName: 'Stride challenges' });
    if (error || value === null) throw error ?? new Error('the calendar was not written');
    return value;
  }

  const takeColumns = {
    id: userChallenges.id,
    challenge_id: userChallenges.challenge_id,
    start_time: userChallenges.start_time,
    end_time: userChallenges.end_time,
    is_completed: userChallenges.is_completed,
    name: challenges.name,
    description: challenges.description,
  };

  return {
    /** One scheduled challenge of the learner as an .ics file. */
    async eventOf(user: User, takeId: number): Promise<string> {
      const [take] = await db
        .select(takeColumns)
        .from(userChallenges)
        .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
        .where(and(eq(userChallenges.id, takeId), eq(userChallenges.user_id, user.id), isNotNull(userChallenges.start_time)));
      if (!take) throw notFound(calendarMessages.unknownTake(takeId));
      return calendarText([take]);
    },

    async feedOf(user: User): Promise<Schema<'CalendarFeed'>> {
      const [feed] = await db.select({ created_at: calendarFeeds.created_at }).from(calendarFeeds).where(eq(calendarFeeds.user_id, user.id));
      return { url: null, created_at: feed?.created_at.toISOString() ?? null };
    },

    /** A new feed address; the previous one, if any, stops working at once. */
    async newFeed(user: User): Promise<Schema<'CalendarFeed'>> {
      const token = newSecret();
      const now = clock.now();
      await db
        .insert(calendarFeeds)
        .values({ user_id: user.id, token_hash: hashSecret(token), created_at: now })
        .onConflictDoUpdate({ target: calendarFeeds.user_id, set: { token_hash: hashSecret(token), created_at: now } });
      return { url: feedUrl(token), created_at: now.toISOString() };
    },

    async revokeFeed(user: User): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, user.id));
    },

    /** The feed by its secret: the challenges scheduled and not completed, and those completed lately. */
    async feedEvents(token: string): Promise<string> {
      const [feed] = await db.select({ user_id: calendarFeeds.user_id }).from(calendarFeeds).where(eq(calendarFeeds.token_hash, hashSecret(token)));
      if (!feed) throw notFound(calendarMessages.unknownFeed);
      const since = new Date(clock.now().getTime() - COMPLETED_KEPT_DAYS * DAY_MS);
      const takes = await db
        .select(takeColumns)
        .from(userChallenges)
        .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
        .where(
          and(
            eq(userChallenges.user_id, feed.user_id),
            isNotNull(userChallenges.start_time),
            or(eq(userChallenges.is_completed, false), gte(userChallenges.completed_date, since)),
          ),
        )
        .orderBy(asc(userChallenges.start_time));
      return calendarText(takes);
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
