import { plans } from '@stride/validation';

/**
 * The premium plan the confirmation screen requests (docs/support-and-subscription.md): 1 user, annual
 * (`subscription_type` 2), from today for 365 days, at the price the pricing page shows. The server checks the same terms.
 */
export const premiumPlan = plans.premium;

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of `at` in `timeZone`; the browser's own zone when that one is unknown. */
export function localDay(at: Date, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  }
}

/** `day` (YYYY-MM-DD) plus `days`, counted on dates, so a daylight-saving change cannot shift it. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Start and end of a premium request made at `now`: today in the learner's time zone (as the server counts
 * their days) and 365 days later.
 */
export function premiumTerm(now: Date, timeZone: string | undefined): { start: string; end: string } {
  const start = localDay(now, timeZone);
  return { start, end: addDays(start, premiumPlan.days) };
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD date as people read it ("19 November 2026"). */
export const readableDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));
