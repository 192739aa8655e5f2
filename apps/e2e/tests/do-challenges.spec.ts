import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demoOrgAdmin } from '@stride/demo';
import { expectNoAxeViolations, openInAFreshPage } from '../support/helpers';
import { expectFitsAPhone } from '../support/layout-check';
import { dayItem, kolkataTimeAsIcs, laterLearningDays, learnerInSprint, restoreServerClockAfterEach, totalPoints } from '../support/sprint';
import { expect, moveClocks, serverTime, test } from '../support/test';

// Do items of the sprint (support/sprint.ts): on day 2 a challenge without steps, scheduled on its page; on
// day 3 a challenge of five steps (reading, flash card, mcq, textbox, scale) that takes 30 minutes, so its
// steps wait until that time has passed (docs/challenges.md). Runs after the dashboard journeys, which need
// the clock at its start. Every screen reached is opened again by its address alone in a fresh page.
const DAY_TWO_CHALLENGE = 'Share an agenda a day ahead';
const DAY_THREE_CHALLENGE = 'Send an outcome-based agenda';
const CUSTOMER_SUCCESS = 'Customer Success';

// The new learners live in Kolkata (their profile's zone), and so does their browser: times picked on the
// scheduling page are Kolkata times.
test.use({ timezoneId: 'Asia/Kolkata' });

/** The VEVENTs of an iCalendar text as property maps (lines unfolded, parameters dropped). */
function calendarEvents(text: string): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current && line.includes(':')) {
      current[line.slice(0, line.indexOf(':')).split(';')[0]!] = line.slice(line.indexOf(':') + 1);
    }
  }
  return events;
}

/** The organisation admin (of the Customer Success group) invites `email`, through the API in a context of their own. */
async function inviteToCustomerSuccess(playwright: PlaywrightWorkerArgs['playwright'], email: string): Promise<number> {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await admin.post('/api/user/login', { data: { email: demoOrgAdmin.email, password: demoOrgAdmin.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const groups = (await (await admin.get('/api/group/get-joined')).json()) as { group_id: number; groups: { name: string }[] }[];
  const group = groups.find((membership) => membership.groups[0]?.name === CUSTOMER_SUCCESS);
  expect(group, 'the organisation admin is in Customer Success').toBeDefined();
  const invited = await admin.post('/api/group/add-user', { data: { group_id: group!.group_id, user_email_list: [email] }, headers: { Authorization: `Bearer ${token}` } });
  expect(invited.status()).toBe(200);
  await admin.dispose();
  return group!.group_id;
}

/** Presses a control from the keyboard: focus, then Enter (Space for a radio), as someone without a mouse would. */
async function pressByKeyboard(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press((await control.getAttribute('role')) === 'radio' || (await control.getAttribute('type')) === 'radio' ? 'Space' : 'Enter');
}

/** The signed-in learner of `page` accepts an invitation, as the join link's page does. */
async function acceptInvitation(page: Page, groupId: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const accepted = await page.request.post(`/api/group/accept-invite/${groupId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(accepted.status()).toBe(200);
}

restoreServerClockAfterEach();

test.describe('a challenge without steps', () => {
  test('is scheduled on its page, downloaded as an .ics event, and shows as started on the dashboard', async ({ page }) => {
    await learnerInSprint(page);
    await laterLearningDays(page, 1); // day 2
    await page.goto('/user/dashboard');
    const item = dayItem(page, 'Do', DAY_TWO_CHALLENGE);
    await expect(item).toHaveAccessibleName(`${DAY_TWO_CHALLENGE} Challenge: To do`);
    await item.click();
    await page.waitForURL(/\/challenge\/id\/\d+\?goal=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: DAY_TWO_CHALLENGE })).toBeVisible();
    // A reload or a shared link opens the same page: the goal is in the address.
    const fresh = await openInAFreshPage(page);
    await expect(fresh.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await fresh.close();
    // The defaults: today, the next full hour, and two hours from now.
    await expect(page.getByRole('textbox', { name: 'Start time' })).toHaveValue(/^\d{2}:00$/);
    await expectNoAxeViolations(page);

    const start = page.getByRole('textbox', { name: 'Start time' });
    await start.fill('');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Enter all the values for scheduling...')).toBeVisible();

    await start.fill('15:00');
    await page.getByRole('textbox', { name: 'End time' }).fill('16:00');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Scheduled' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const [event, ...others] = calendarEvents(await readFile(file, 'utf8'));
    expect(others).toEqual([]);
    const today = await serverTime(page.request);
    expect(event).toMatchObject({ SUMMARY: DAY_TWO_CHALLENGE, DTSTART: kolkataTimeAsIcs(today, '15:00'), DTEND: kolkataTimeAsIcs(today, '16:00'), STATUS: 'CONFIRMED' });
    expect(event!.UID).toMatch(/^challenge-\d+@stride$/);

    await page.getByRole('button', { name: 'Add to Tasks' }).click();
    await page.waitForURL(/\/user\/dashboard$/);
    await expect(dayItem(page, 'Do', DAY_TWO_CHALLENGE)).toHaveAccessibleName(`${DAY_TWO_CHALLENGE} Challenge: Started`);
  });
});

test.describe('a challenge of five steps', () => {
  test('is played with one wrong answer, completed and rated, sent for review to the group admin, then reviewed without sending anything', async ({ page, playwright }) => {
    const email = await learnerInSprint(page);
    await acceptInvitation(page, await inviteToCustomerSuccess(playwright, email));
    await laterLearningDays(page, 2); // day 3
    await page.goto('/user/dashboard');
    const before = await totalPoints(page.request);
    await dayItem(page, 'Do', DAY_THREE_CHALLENGE).click();
    await page.waitForURL(/\/challenge\/id\/new\/\d+\?goal=\d+$/);
    // Get Template downloads the challenge's offline template, a real Word document.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Get Template' }).click();
    const template = await readFile(await (await download).path());
    expect(template.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(template.includes('word/document.xml')).toBe(true);
    await pressByKeyboard(page, page.getByRole('button', { name: 'Start' }));

    // It takes 30 minutes: scheduled from now, its steps (the reflection) open when that time has passed.
    const startedAt = await serverTime(page.request);
    await expect(page.getByText(/do it first, then come back to reflect on it from/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const early = await openInAFreshPage(page);
    await expect(early.getByText(/do it first, then come back to reflect on it from/)).toBeVisible();
    await early.close();
    await moveClocks(page, new Date(startedAt.getTime() + 31 * 60_000));
    await page.reload();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Start' }));

    // The step player by keyboard alone. 1. reading and 2. flash card: seen, nothing to answer.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await pressByKeyboard(page, next);
    await expect(page.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await pressByKeyboard(page, next);

    // 3. mcq, wrong: Check, the red banner, then Next.
    await expect(page.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeDisabled();
    await pressByKeyboard(page, page.getByRole('radio', { name: "'Website discussion'" }));
    await expect(page.getByRole('radio', { name: "'Website discussion'" })).toBeChecked();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Check', exact: true }));
    await expect(page.getByRole('status').filter({ hasText: 'INCORRECT ANSWER' })).toBeVisible();
    await pressByKeyboard(page, next);

    // 4. textbox: no going on without an answer.
    await expect(page.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('textbox', { name: 'Your answer' }).focus();
    await page.keyboard.type('Decide the three launch pages; agree the owner of each.');
    await pressByKeyboard(page, next);

    // 5. scale, then Finish: completed, the reward earned.
    await expect(page.getByText('Step 5 of 5', { exact: true })).toBeVisible();
    await pressByKeyboard(page, page.getByRole('radio', { name: 'Most' }));
    await expect(page.getByRole('radio', { name: 'Most' })).toBeChecked();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Finish', exact: true }));
    await page.waitForURL(/\/challenge\/complete\/new\/\d+\?take=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CONGRATULATIONS' })).toBeVisible();
    expect((await totalPoints(page.request)) - before).toBe(60);
    await expect(page.getByText('You earned 60 points')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsAPhone(page);
    const congratulations = await openInAFreshPage(page);
    await expect(congratulations.getByText('You earned 60 points')).toBeVisible();
    await congratulations.close();

    // Rated with 4 stars and feedback on the completion page, where Send for review is.
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.waitForURL(/\/challenge\/complete\/\d+\?take=\d+#send-for-review$/);
    await expect(page.getByRole('heading', { name: 'Send for review' })).toBeFocused();
    await page.getByRole('radio', { name: 'Your experience: 4 stars' }).check();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('The agenda as outcomes cut the meeting to 20 minutes.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your rating and feedback are saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Select at least one row.')).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${demoOrgAdmin.email}, admin of ${CUSTOMER_SUCCESS}` }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Document successfully sent.')).toBeVisible();
    await expectNoAxeViolations(page);
    const completion = await openInAFreshPage(page);
    await expect(completion.getByRole('radio', { name: 'Your experience: 4 stars' })).toBeChecked();
    await completion.close();
    const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(demoOrgAdmin.email)}`)).json()) as {
      messages: { subject: string; attachments: { filename: string; content_type: string; size: number }[] }[];
    };
    expect(outbox.messages[0]).toMatchObject({
      subject: `Challenge review: ${DAY_THREE_CHALLENGE}`,
      attachments: [{ filename: `${DAY_THREE_CHALLENGE} review.docx`, content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: expect.any(Number) }],
    });

    // The dashboard: completed, and the points in the total.
    await page.goto('/user/dashboard');
    const item = dayItem(page, 'Do', DAY_THREE_CHALLENGE);
    await expect(item).toHaveAccessibleName(`${DAY_THREE_CHALLENGE} Challenge: Completed`);
    const stat = page.getByRole('region', { name: 'Your progress' }).locator('dt', { hasText: /^Total XP$/ }).locator('+ dd');
    await expect(stat).toHaveText(String(before + 60));

    // In review mode the player sends nothing, and Finish goes back to the dashboard.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await item.click();
    await page.waitForURL(/\/challenge\/id\/new\/\d+\?goal=\d+&completed=1$/);
    const review = await openInAFreshPage(page);
    await expect(review.getByRole('button', { name: 'Review' })).toBeVisible();
    await review.close();
    await page.getByRole('button', { name: 'Review' }).click();
    for (let step = 1; step < 5; step += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Most' })).toBeChecked();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/user\/dashboard$/);
    expect(writes).toEqual([]);

    // Send for review later, from the journal's completed challenges.
    await page.goto('/journal?tab=challenges');
    await page.getByRole('link', { name: `Send ${DAY_THREE_CHALLENGE} for review` }).click();
    await page.waitForURL(/\/challenge\/complete\/\d+\?take=\d+#send-for-review$/);
    await expect(page.getByRole('heading', { name: 'Send for review' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: `Select ${demoOrgAdmin.email}, admin of ${CUSTOMER_SUCCESS}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
