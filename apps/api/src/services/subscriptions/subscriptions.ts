import { planPrice, plans } from '@stride/validation';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { programEnrollments, programs, subscriptions, users } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import type { Clock } from '../../lib/clock';
import { addDays, daysBetween, localDate, type LocalDay } from '../../lib/local-days';
import type { Mailer } from '../mail/mailer';
import type { User } from '../sessions/session-store';

/**
 * The spec shows neither the Subscription Status modal's text nor the thank-you's words, only what
 * they convey (docs/support-and-subscription.md), so these are ours. The refusal of an
 * enrolment says what the learner app's Subscription Status modal says, word for word, whichever limit it hit.
 */
export const subscriptionMessages = {
  freeTierLimit: 'Your free plan includes one sprint for 30 days. Upgrade your plan to enrol in more programs and sprints.',
  thankYou: 'Thank you! A payment link will arrive by email shortly. Premium turns on once the payment is complete.',
  onlyAnnualPlan: 'Premium is offered as an annual plan for 1 user.',
  datesDoNotMatch: `The subscription starts today and ends ${plans.premium.days} days later. Please reload the page and submit again.`,
} as const;

/** The code the Subscription Status modal is shown for. */
export const SUBSCRIPTION_REQUIRED = 'SubscriptionRequired';

/** How far the browser's "today" may be from the server's: the learner's zone as stored and the browser's may differ near midnight. */
const START_DATE_TOLERANCE_DAYS = 1;

export function createSubscriptions(deps: { db: Database; clock: Clock; config: Pick<Config, 'supportEmail'>; mailer: Mailer }) {
  const { db, clock, config, mailer } = deps;

  /** Whether the user has a paid (active) subscription covering `today`. */
  async function isPremium(executor: Executor, userId: number, today: LocalDay): Promise<boolean> {
    const [row] = await executor
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.user_id, userId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.subscription_start_date, today),
          gte(subscriptions.subscription_end_date, today),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  return {
    /**
     * The free tier's limits, checked inside the enrolment's transaction. They bind learners without an
     * organisation and without an active subscription: enrolment only within 30 days of registering (the
     * registration day is day 1, in the learner's time zone) and in one sprint at most (enrolling again in
     * that same sprint after quitting it is allowed). Organisation members learn on their organisation's
     * plan. The user's row is locked first, so two enrolments at once cannot both take the one sprint.
     */
    async checkEnrolment(tx: Executor, user: User, program: { id: number; program_type: 'program' | 'sprint' }, now: Date): Promise<void> {
      if (user.organization_id !== null) return;
      const [account] = await tx.select({ created_at: users.created_at }).from(users).where(eq(users.id, user.id)).for('update');
      if (!account) return;
      const today = localDate(now, user.time_zone);
      if (await isPremium(tx, user.id, today)) return;
      if (daysBetween(localDate(account.created_at, user.time_zone), today) >= plans.freeDays) {
        throw forbidden(subscriptionMessages.freeTierLimit, SUBSCRIPTION_REQUIRED);
      }
      if (program.program_type !== 'sprint') return;
      const otherSprints = await tx
        .select({ program_id: programEnrollments.program_id })
        .from(programEnrollments)
        .innerJoin(programs, eq(programs.id, programEnrollments.program_id))
        .where(and(eq(programEnrollments.user_id, user.id), eq(programs.program_type, 'sprint'), ne(programEnrollments.program_id, program.id)))
        .limit(plans.freeSprints);
      if (otherSprints.length >= plans.freeSprints) throw forbidden(subscriptionMessages.freeTierLimit, SUBSCRIPTION_REQUIRED);
    },

    /**
     * Stores a premium request from the confirmation screen. The server decides the terms: the plan must be
     * the one offered (1 user, annual); the dates sent must be today (give or take a day, for a browser in
     * another zone near midnight) and 365 days later, and the stored dates are the server's own: today in
     * the learner's time zone by the server's clock, and 365 days later. While a request awaits payment,
     * confirming again changes nothing. Support is told by email, to send the payment link.
     */
    async confirm(user: User, request: { number_of_user: number; subscription_type: number; subscription_start_date: string; subscription_end_date: string }) {
      const { premium } = plans;
      if (request.number_of_user !== premium.numberOfUsers || request.subscription_type !== premium.subscriptionType) {
        throw badRequest(subscriptionMessages.onlyAnnualPlan);
      }
      const now = clock.now();
      const start = localDate(now, user.time_zone);
      const end = addDays(start, premium.days);
      const sentSpan = daysBetween(request.subscription_start_date, request.subscription_end_date);
      if (Math.abs(daysBetween(start, request.subscription_start_date)) > START_DATE_TOLERANCE_DAYS || sentSpan !== premium.days) {
        throw badRequest(subscriptionMessages.datesDoNotMatch);
      }
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(subscriptions)
          .values({
            user_id: user.id,
            number_of_user: premium.numberOfUsers,
            subscription_type: premium.subscriptionType,
            subscription_start_date: start,
            subscription_end_date: end,
            amount: premium.amount,
            currency: premium.currency,
            status: 'requested',
            created_at: now,
          })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (!created) return;
        await mailer.enqueue(tx, {
          to: config.supportEmail,
          subject: `Premium subscription request #${created.id} from ${user.email}`,
          text: [
            `${user.first_name} ${user.last_name} <${user.email}> (user ${user.id}) asks for Premium.`,
            `Plan: annual, ${premium.numberOfUsers} user, ${planPrice(premium.amount)}.`,
            `From ${start} to ${end}.`,
            'Send them the payment link; premium turns on once they have paid.',
          ].join('\n'),
        });
      });
      return { message: subscriptionMessages.thankYou };
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
