import type { APIRequestContext, Page } from '@playwright/test';
import { enrolThroughApi, newLearner, signIn } from './helpers';
import { expect, moveClocks, serverTime, test } from './test';

/**
 * A new learner in the "Run Meetings People Want to Attend" sprint: enrolling starts its goal on the day, so
 * its schedule is known from day 1 (day 1: an activity and a four-step drill; day 2: an activity and a
 * challenge without steps; day 3: an activity and a five-step challenge; day 5: a revision).
 */
export const SPRINT = 'Run Meetings People Want to Attend';
const DAY = 86_400_000;

/** The weekday of an instant in Kolkata, the new learners' zone: 0 Sunday … 6 Saturday. */
const kolkataWeekday = (at: Date) => new Date(at.getTime() + 5.5 * 3600_000).getUTCDay();
const isWeekend = (at: Date) => kolkataWeekday(at) === 0 || kolkataWeekday(at) === 6;

/** Moves both clocks to 10:00 in Kolkata on the next weekday when today is a weekend there. */
export async function onAWeekday(page: Page): Promise<void> {
  let now = await serverTime(page.request);
  if (!isWeekend(now)) return;
  while (isWeekend(now)) now = new Date(now.getTime() + DAY);
  await moveClocks(page, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 4, 30)));
}

/** A new learner signed in on a weekday, following the sprint's goal from today; answers their email. */
export async function learnerInSprint(page: Page): Promise<string> {
  const { email, password } = await newLearner(page.request, 'sprinter');
  await onAWeekday(page);
  await page.goto('/user/login');
  await signIn(page, email, password);
  // Someone enrolled in nothing starts on the catalogue.
  await page.waitForURL(/\/programs$/);
  await enrolThroughApi(page, SPRINT);
  return email;
}

/**
 * Puts the server's clock back after each journey of the file to where it was before it, so journeys that
 * move it ahead (to a weekday, to a later day of the sprint) leave the next files the day they expect.
 */
export function restoreServerClockAfterEach(): void {
  let before: Date;
  test.beforeEach(async ({ request }) => {
    before = await serverTime(request);
  });
  test.afterEach(async ({ page }) => {
    await moveClocks(page, before);
  });
}

/** Moves both clocks `count` learning days ahead (weekends skipped): day 1 of the sprint becomes day 1 + count. */
export async function laterLearningDays(page: Page, count: number): Promise<void> {
  let day = await serverTime(page.request);
  for (let passed = 0; passed < count; ) {
    day = new Date(day.getTime() + DAY);
    if (!isWeekend(day)) passed += 1;
  }
  await moveClocks(page, day);
}

export async function totalPoints(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user-data/total-points');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total_points: number }).total_points;
}

/** A button of the dashboard's Learn or Do list whose accessible name starts with `name`. */
export const dayItem = (page: Page, list: 'Learn' | 'Do', name: string) =>
  page.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The ISO date-time in Kolkata of `time` (HH:MM) on the local day of `at`, as iCalendar writes it in UTC. */
export function kolkataTimeAsIcs(at: Date, time: string): string {
  const local = new Date(at.getTime() + 5.5 * 3600_000);
  const [hours, minutes] = time.split(':').map(Number);
  const utc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours!, minutes!) - 5.5 * 3600_000;
  return new Date(utc).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}
