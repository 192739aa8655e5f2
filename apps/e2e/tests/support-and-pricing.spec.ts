import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, newLearner, signIn } from '../support/helpers';
import { expect, serverTime, test } from '../support/test';

const SUPPORT_EMAIL = 'support@stride.example';

interface OutboxMessage {
  subject: string;
  text: string;
}

/** The development outbox's messages to the support address, newest first. */
async function supportOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** A date of the learner's (Kolkata) calendar as the confirmation shows it. */
const kolkataDate = (at: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(at);

test.describe('the demo learner', () => {
  test.use({ storageState: async ({ demoLearnerState }, use) => use(demoLearnerState) });

  test('sends a support ticket, which reaches the support address', async ({ page }) => {
    const subject = `The quiz skips a question ${Date.now()}`;
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Support Title is required')).toBeVisible();
    await expect(page.getByText('Support Body is required')).toBeVisible();

    await page.getByRole('combobox', { name: 'Issue type' }).click();
    await page.getByRole('option', { name: 'Content' }).click();
    await page.getByRole('combobox', { name: 'Issue topic' }).click();
    await page.getByRole('option', { name: 'Activities and revisions' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Question 3 of the first activity never shows.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent successfully' })).toBeVisible();

    const sent = (await supportOutbox(page.request)).find((message) => message.subject.endsWith(subject));
    expect(sent, 'the ticket in the outbox').toBeDefined();
    expect(sent!.subject).toMatch(/^\[Support #\d+\] Content \/ Activities and revisions: /);
    expect(sent!.text).toContain('Question 3 of the first activity never shows.');
  });

  test('finds a completed activity with the search dialog and opens it', async ({ page }) => {
    // A name of one of the demo learner's completed activities, to look for by a word of it.
    const seeded = (await (await page.request.get('/api/search/completed-activites/e')).json()) as { activity_id: number; goal_id: number; activity: { name: string } }[];
    expect(seeded.length, 'the demo learner has completed activities').toBeGreaterThan(0);
    const wanted = seeded[0]!;
    const word = wanted.activity.name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;

    await page.goto('/user/dashboard');
    await page.getByRole('button', { name: 'Search completed activities' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search completed activities' });
    await dialog.getByRole('searchbox', { name: 'Search activities' }).fill('zzzz-nothing-like-this');
    await expect(dialog.getByText('No results found.')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search activities' }).fill(`  ${word.toUpperCase()} `);
    const results = dialog.getByRole('list', { name: 'Completed activities found' });
    await expect(results.getByRole('button', { name: wanted.activity.name }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The keyboard reaches the results from the field; the first is the newest completion.
    await page.keyboard.press('ArrowDown');
    const first = results.getByRole('button').first();
    await expect(first).toBeFocused();
    const name = await first.textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toMatchObject({ activity_name: name, goal_id: expect.any(Number) });
  });
});

test('a free learner chooses Premium on the pricing page and requests it', async ({ page }) => {
  const { email, password } = await newLearner(page.request, 'premium');
  await page.goto('/user/login');
  await signIn(page, email, password);
  await page.waitForURL(/\/programs$/);

  await page.goto('/pricing');
  const free = page.getByRole('region', { name: 'Free Tier' });
  await expect(free.getByText('Currently subscribed')).toBeVisible();
  await expect(free.getByText('INR 0 per year')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Premium' }).getByText('INR 2500 per year')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Choose Premium' })).toBeDisabled();
  await page.getByRole('region', { name: 'Premium' }).getByRole('link', { name: 'Request Premium' }).click();

  await page.waitForURL(/\/subscription\/confirmation$/);
  const now = await serverTime(page.request);
  const terms = page.getByRole('table', { name: 'Premium' });
  await expect(terms.getByRole('row', { name: /Price/ })).toContainText('INR 2500');
  await expect(terms.getByRole('row', { name: /Start date/ })).toContainText(kolkataDate(now));
  await expect(terms.getByRole('row', { name: /End date/ })).toContainText(kolkataDate(new Date(now.getTime() + 365 * 86_400_000)));
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A payment link will arrive by email' })).toBeVisible();
  await expectNoAxeViolations(page);

  const request = (await supportOutbox(page.request)).find((message) => message.subject.endsWith(`from ${email}`));
  expect(request?.subject).toMatch(/^Premium subscription request #\d+ from /);
});
