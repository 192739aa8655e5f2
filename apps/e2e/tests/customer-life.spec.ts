import { demoOrgAdmin } from '@stride/demo';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { backOffice, emailField, enrolThroughApi, expectNoAxeViolations, openBackOfficeSignedIn, passwordField, signIn, uniqueEmail } from '../support/helpers';
import { answerAnyhow, mainButton, startQuestions } from '../support/player';
import { dayItem, onAWeekday, restoreServerClockAfterEach, SPRINT } from '../support/sprint';
import { expect, serverTime, test } from '../support/test';

const orgAdminApp = 'http://localhost:4300';
/** A seeded program the back office withdraws from the new customer (libs/demo-content/data/programs). */
const WITHDRAWN = 'Customer-Centric Problem Solving';
// The sprint's day-1 activity (support/sprint.ts), a flashcard last.
const DAY_ONE_ACTIVITY = 'Does this need to be a meeting?';
const PASSWORD = 'Harbour#2026';

restoreServerClockAfterEach();

/** Another person's browser: their own cookies and storage, on the server's clock. */
async function browserOf(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://localhost:4200' });
  await context.clock.install({ time: await serverTime(request) });
  return context.newPage();
}

/** The first link of the newest email to `to` that starts with `prefix`. */
async function linkInMail(request: APIRequestContext, to: string, prefix: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const link = messages[0]?.text.split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link to ${prefix} in the mail to ${to}`).toBeDefined();
  return link!;
}

/** Signs up from an invitation's link: the email is the one invited, locked; then signs in on the learner app. */
async function signUpFromLink(page: Page, link: string, email: string, name: [string, string]) {
  await page.goto(link);
  await expect(emailField(page)).toHaveValue(email);
  await page.getByRole('textbox', { name: /^First Name/ }).fill(name[0]);
  await page.getByRole('textbox', { name: /^Last Name/ }).fill(name[1]);
  await passwordField(page).fill(PASSWORD);
  await passwordField(page, /^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-up successful' })).toBeVisible();
}

test('a new customer without SQL: the back office adds it, its owner becomes its admin from the email, a member learns and shows in the owner’s reports', async ({ page, browser }) => {
  const customer = `Harbour Logistics ${Date.now()}`;
  const owner = uniqueEmail('owner');
  const member = uniqueEmail('member');

  // 1. The back office adds the customer with its owner's email: the owner is invited as its Administrator.
  await openBackOfficeSignedIn(page, '/admin/organization/list');
  await page.getByRole('button', { name: 'Add organization' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add organization' });
  await addDialog.getByRole('textbox', { name: 'Name' }).fill(customer);
  await addDialog.getByRole('combobox', { name: 'Country' }).selectOption('india');
  await addDialog.getByRole('textbox', { name: 'Owner email' }).fill(owner);
  await addDialog.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText('Organization added successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row.getByRole('cell').nth(4)).toHaveText('0 + 1 invited');

  // 2. Its page: the owner invited, every active program granted; the back office withdraws one.
  await row.getByRole('link', { name: `Admins and programs of ${customer}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  const admins = page.getByRole('table', { name: 'Admins' });
  await expect(admins.getByRole('row').filter({ hasText: owner })).toContainText('Invited');
  await expect(admins.getByRole('combobox', { name: `Level of ${owner}` })).toHaveValue('3');
  const access = page.getByRole('switch', { name: `${WITHDRAWN} for members` });
  await expect(access).toBeChecked();
  await expect(page.getByRole('switch', { name: `${SPRINT} for members` })).toBeChecked();
  await access.click({ force: true });
  await expect(access).not.toBeChecked();
  await expectNoAxeViolations(page);
  // The address names the customer: a reload shows the same page.
  await page.reload();
  await expect(page.getByRole('switch', { name: `${WITHDRAWN} for members` })).not.toBeChecked();

  // 3. The owner signs up from the email's link, then signs in to the administration app it names.
  const ownerPage = await browserOf(browser, page.request);
  await signUpFromLink(ownerPage, await linkInMail(page.request, owner, 'http://localhost:4200/user/signup'), owner, ['Hana', 'Owner']);
  await ownerPage.goto(await linkInMail(page.request, owner, `${orgAdminApp}/login`));
  await signIn(ownerPage, owner, PASSWORD);
  await expect(ownerPage).toHaveURL(/\/administrator$/);
  const menu = ownerPage.getByRole('navigation', { name: 'Administrator' });
  await expect(menu.getByRole('link')).toHaveText(['Reports', 'Organization', 'Group', 'User', 'Search']);
  await menu.getByRole('link', { name: 'Organization' }).click();
  await expect(ownerPage.getByRole('textbox', { name: /^Name/ })).toHaveValue(customer);

  // 4. The owner adds a member by email.
  await menu.getByRole('link', { name: 'Group' }).click();
  await ownerPage.getByRole('button', { name: 'Add a user' }).click();
  await ownerPage.getByRole('form', { name: 'Add a user' }).getByRole('textbox', { name: 'Email' }).fill(member);
  await ownerPage.getByRole('button', { name: 'Add user' }).click();
  await expect(ownerPage.getByText('User added successfully')).toBeVisible();

  // 5. The member signs up from their email, sees the organisation's catalogue, enrols and completes an activity.
  const memberPage = await browserOf(browser, page.request);
  await signUpFromLink(memberPage, await linkInMail(page.request, member, 'http://localhost:4200/user/signup'), member, ['Ravi', 'Member']);
  await onAWeekday(memberPage);
  await memberPage.goto('/user/login');
  await signIn(memberPage, member, PASSWORD);
  await memberPage.waitForURL(/\/programs$/);
  const catalogue = (await (await memberPage.request.get('/api/program/all-by-user-role')).json()) as { programs: { name: string }[]; sprints: { name: string }[] };
  const names = [...catalogue.programs, ...catalogue.sprints].map((program) => program.name);
  expect(names).toContain(SPRINT);
  expect(names).not.toContain(WITHDRAWN);
  await enrolThroughApi(memberPage, SPRINT);
  await memberPage.goto('/user/dashboard');
  await dayItem(memberPage, 'Learn', DAY_ONE_ACTIVITY).click();
  await memberPage.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
  // The activity's reading comes first; then the player's first question.
  await startQuestions(memberPage);
  const [next, finish] = [mainButton(memberPage, 'Next'), mainButton(memberPage, 'Finish')];
  for (;;) {
    await answerAnyhow(memberPage);
    // After the answer the player offers Next, or Finish on the last question.
    await expect(next.or(finish)).toBeVisible();
    if (await finish.isVisible()) break;
    await next.click();
  }
  await finish.click();
  await memberPage.waitForURL(/\/activity\/complete\?activity=\d+&goal=\d+$/);

  // 6. The owner sees the member in the User section and in today's learning summary.
  await ownerPage.goto(`${orgAdminApp}/administrator`);
  await menu.getByRole('link', { name: 'User' }).click();
  await expect(ownerPage.getByRole('table', { name: 'Members of your organization' }).getByRole('row').filter({ hasText: member })).toContainText('Yes');
  await menu.getByRole('link', { name: 'Reports' }).click();
  await ownerPage.getByRole('button', { name: "View Today's learning summary" }).click();
  await expect(ownerPage).toHaveURL(/\/display-report\?report=/);
  await expect(ownerPage.getByRole('table', { name: "Today's learning summary" }).getByRole('row').filter({ hasText: member })).toContainText('Ravi Member');
  await expectNoAxeViolations(ownerPage);

  // 7. The demo organisation's admin sees nothing of the new customer, and the owner nothing of the demo one.
  const demoAdminPage = await browserOf(browser, page.request);
  await demoAdminPage.goto(`${orgAdminApp}/login`);
  await signIn(demoAdminPage, demoOrgAdmin.email, demoOrgAdmin.password);
  await expect(demoAdminPage).toHaveURL(/\/administrator$/);
  await demoAdminPage.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'User' }).click();
  const demoMembers = demoAdminPage.getByRole('table', { name: 'Members of your organization' });
  await expect(demoMembers.getByRole('row').filter({ hasText: demoOrgAdmin.email })).toBeVisible();
  await expect(demoMembers.getByRole('row').filter({ hasText: member })).toHaveCount(0);
  await expect(ownerPage.getByRole('table', { name: "Today's learning summary" }).getByRole('row').filter({ hasText: demoOrgAdmin.email })).toHaveCount(0);

  // The back office's overview now shows the customer thriving: an admin, two members, one of them active.
  await page.goto(`${backOffice}/admin/organization/list?q=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('row').filter({ hasText: customer }).getByRole('cell').nth(4)).toHaveText('1');
  await expect(page.getByRole('row').filter({ hasText: customer }).getByRole('cell').nth(6)).toHaveText('1');
});
