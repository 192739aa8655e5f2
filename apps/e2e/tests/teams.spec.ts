import type { APIRequestContext } from '@playwright/test';
import { emailField, expectNoAxeViolations, newLearner, passwordField, signIn, uniqueEmail } from '../support/helpers';
import { restoreServerClockAfterEach } from '../support/sprint';
import { expect, moveClocks, serverTime, test } from '../support/test';

restoreServerClockAfterEach();

const escaped = (text: string) => text.replace(/[.+]/g, '\\$&');

/** The path of the join link in the newest invitation email to `email`, from the development outbox. */
async function joinLinkSentTo(request: APIRequestContext, email: string): Promise<{ path: string; count: number }> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  const link = /https?:\/\/[^/\s]+(\/group\/join-link\/\S+)/.exec(messages[0]?.text ?? '')?.[1];
  expect(link, `a join link in the email to ${email}`).toBeDefined();
  return { path: link!, count: messages.length };
}

test('a learner creates a team with two emails; the invited newcomer joins through sign-up; the admin resends and removes', async ({ page, browser, baseURL }) => {
  const lead = await newLearner(page.request, 'lead');
  const colleague = await newLearner(page.request, 'colleague');
  const newcomer = uniqueEmail('newcomer');

  // Two steps: name and description, then the members' emails (Enter or the button adds one).
  await page.goto('/user/login');
  await signIn(page, lead.email, lead.password);
  await page.waitForURL(/\/programs$/);
  await page.goto('/team/create');
  await page.getByRole('textbox', { name: /Team name/ }).fill('Release crew');
  await page.getByRole('textbox', { name: /Description/ }).fill('We ship on Fridays.');
  await page.getByRole('button', { name: 'Next' }).click();
  const memberEmail = page.getByRole('textbox', { name: 'Member email' });
  await memberEmail.fill(newcomer);
  await memberEmail.press('Enter');
  await memberEmail.fill(colleague.email);
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page.getByRole('list', { name: 'Members to invite' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('dialog', { name: 'Team created successfully' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my team' }).click();
  await page.waitForURL(/\/profile/);
  await expect(page.getByRole('heading', { name: 'Release crew' })).toBeVisible();

  // The newcomer, signed out and without an account, opens the emailed link: sign-up with the email filled
  // in, then sign-in, and back to the link, which joins.
  const invitation = await joinLinkSentTo(page.request, newcomer);
  const newcomerContext = await browser.newContext({ baseURL });
  const newcomerPage = await newcomerContext.newPage();
  await newcomerPage.goto(invitation.path);
  await newcomerPage.waitForURL(/\/user\/signup$/);
  await expect(emailField(newcomerPage)).toHaveValue(newcomer);
  await newcomerPage.getByRole('textbox', { name: /^First Name/ }).fill('Ravi');
  await newcomerPage.getByRole('textbox', { name: /^Last Name/ }).fill('Menon');
  await passwordField(newcomerPage).fill('Compass#2026');
  await passwordField(newcomerPage, /^Confirm Password/).fill('Compass#2026');
  await newcomerPage.getByRole('button', { name: 'Sign up' }).click();
  await newcomerPage.waitForURL(/\/user\/confirm$/);
  await newcomerPage.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await newcomerPage.waitForURL(/\/user\/login\?return_url=/);
  await signIn(newcomerPage, newcomer, 'Compass#2026');
  await expect(newcomerPage.getByText('You have successfully joined the group')).toBeVisible();
  await expectNoAxeViolations(newcomerPage);
  await newcomerPage.getByRole('link', { name: 'Go to Dashboard' }).click();
  await newcomerPage.waitForURL(/\/user\/dashboard$/);
  await newcomerContext.close();

  // Both are on the leaderboard.
  await page.goto('/group/leaderboard');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('cell', { name: 'Ravi Menon' })).toBeVisible();
  await expect(board.getByRole('cell', { name: 'Noor Haddad' })).toBeVisible();

  // The admin sees the newcomer joined and the colleague still invited.
  await page.goto('/team/admin');
  const members = page.getByRole('table', { name: 'Members of Release crew' });
  await expect(members.getByRole('rowheader')).toHaveText(['Noor Haddad', 'Ravi Menon']);
  const people = page.getByRole('table', { name: 'People in Release crew' });
  await expect(people.getByRole('row', { name: new RegExp(escaped(colleague.email)) })).toContainText('Invited');
  await expect(people.getByRole('row', { name: new RegExp(escaped(newcomer)) })).toContainText('Joined');
  await expectNoAxeViolations(page);

  // A resend goes at most once a minute: two minutes on, a second email with the link.
  await page.getByRole('button', { name: `Resend Invite to ${colleague.email}` }).click();
  await expect(page.getByRole('alert')).toHaveText(`An invitation was sent to ${colleague.email} less than a minute ago.`);
  await moveClocks(page, new Date((await serverTime(page.request)).getTime() + 2 * 60_000));
  await page.getByRole('button', { name: `Resend Invite to ${colleague.email}` }).click();
  await expect(page.getByRole('status')).toHaveText('Invite sent successfully');
  expect((await joinLinkSentTo(page.request, colleague.email)).count).toBe(2);

  // Removing the newcomer, after the confirmation.
  await page.getByRole('button', { name: `Remove ${newcomer}` }).click();
  await page.getByRole('dialog', { name: 'Remove from Release crew?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(people.getByText(newcomer)).toHaveCount(0);
  await expect(members.getByRole('rowheader')).toHaveText(['Noor Haddad']);
});

test('the leaderboard of a learner’s teams sorts by points both ways', async ({ page }) => {
  const lead = await newLearner(page.request, 'ranked');
  await page.goto('/user/login');
  await signIn(page, lead.email, lead.password);
  await page.waitForURL(/\/programs$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/group/create', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Solo', description: 'Just me.', user_email_list: [] } });
  expect(created.status()).toBe(200);

  await page.goto('/group/leaderboard');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('row')).toHaveCount(2);
  await expect(board.getByRole('row').nth(1)).toHaveText('1Noor Haddad0');
  await page.getByRole('button', { name: /Points/ }).click();
  await expect(page.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);
});
