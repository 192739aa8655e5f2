/**
 * The plans and their prices, the one place they are written (docs/support-and-subscription.md, "One price"):
 * the pricing page, the subscription confirmation, the prices for teams, the server's limits and the
 * request it records and mails all read them, so no screen can show another currency or amount.
 */
export const PLAN_CURRENCY = 'INR';

export const plans = {
  /** The free tier: 30 days from sign-up and one sprint. */
  freeDays: 30,
  freeSprints: 1,
  /** Premium: 1 user, annual (`subscription_type` 2), 365 days from today. */
  premium: { numberOfUsers: 1, subscriptionType: 2, days: 365, amount: 2500, currency: PLAN_CURRENCY },
  /** The prices per user of the team stub. */
  teamPerUser: { monthly: 100, yearly: 1000 },
} as const;

/** An amount in the plans' currency as every screen and message writes it ("INR 2500"). */
export const planPrice = (amount: number) => `${PLAN_CURRENCY} ${amount}`;
