import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, newLearner, signIn, uniqueEmail } from '../support/helpers';
import { restoreServerClockAfterEach } from '../support/sprint';
import { expect, moveClocks, serverTime, test } from '../support/test';

restoreServerClockAfterEach();

/** The path of the join link in the newest invitation email to `email`, from the development outbox. */
async function joinLinkSentTo(request: APIRequestContext, email: string): Promise<{ path: string; count: number }> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  const link = /https?:\/\/[^/\s]+(\/group\/join-link\/\S+)/.exec(messages[0]?.text ?? '')?.[1];
  expect(link, `a join link in the email to ${email}`).toBeDefined();
  return { path: link!, count: messages.length };
}

test('a learner creates a team, a colleague joins by the emailed link, the admin resends an invitation and removes a member', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const lead = await newLearner(page.request, 'lead');
  const colleague = await newLearner(page.request, 'colleague');
  const newcomer = uniqueEmail('newcomer');

  // Two steps: name and description, then the members' emails.
  await page.goto('/user/login');
  await signIn(page, lead.email, lead.password);
  await page.waitForURL(/\/programs$/);
  await page.goto('/team/create');
  await page.getByRole('textbox', { name: /Team name/ }).fill('Release crew');
  await page.getByRole('textbox', { name: /Description/ }).fill('We ship on Fridays.');
  await page.getByRole('button', { name: 'Next' }).click();
  const memberEmail = page.getByRole('textbox', { name: 'Member email' });
  await memberEmail.fill(colleague.email);
  await memberEmail.press('Enter');
  await memberEmail.fill(newcomer);
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page.getByRole('list', { name: 'Members to invite' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('dialog', { name: 'Team created successfully' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my team' }).click();
  await page.waitForURL(/\/profile$/);

  // The colleague, signed out, opens the emailed link: sign-in (they have an account), then back to join.
  const invitation = await joinLinkSentTo(page.request, colleague.email);
  const colleagueContext = await browser.newContext({ baseURL });
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto(invitation.path);
  await colleaguePage.waitForURL(/\/user\/login\?return_url=/);
  await signIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage.getByText('You have successfully joined the group')).toBeVisible();
  await expectNoAxeViolations(colleaguePage);
  await colleaguePage.getByRole('link', { name: 'Go to Dashboard' }).click();
  await colleaguePage.waitForURL(/\/user\/dashboard$/);
  await colleagueContext.close();

  // The admin sees the colleague joined and the newcomer invited.
  await page.goto('/team/admin');
  const members = page.getByRole('table', { name: 'Members of Release crew' });
  await expect(members.getByRole('rowheader', { name: 'Noor Haddad' })).toHaveCount(2);
  const people = page.getByRole('table', { name: 'People in Release crew' });
  await expect(people.getByRole('row', { name: new RegExp(newcomer.replace(/[.]/g, '\\.')) })).toContainText('Invited');
  await expect(people.getByRole('row', { name: new RegExp(colleague.email.replace(/[.]/g, '\\.')) })).toContainText('Joined');
  await expectNoAxeViolations(page);

  // A resend goes at most once a minute: two minutes on, a second email with the same link.
  await page.getByRole('button', { name: `Resend Invite to ${newcomer}` }).click();
  await expect(page.getByRole('alert')).toHaveText(`An invitation was sent to ${newcomer} less than a minute ago.`);
  await moveClocks(page, new Date((await serverTime(page.request)).getTime() + 2 * 60_000));
  await page.getByRole('button', { name: `Resend Invite to ${newcomer}` }).click();
  await expect(page.getByRole('status')).toHaveText('Invite sent successfully');
  const resent = await joinLinkSentTo(page.request, newcomer);
  expect(resent.count).toBe(2);

  // Removing the colleague, after the confirmation.
  await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await page.getByRole('dialog', { name: 'Remove from Release crew?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(people.getByText(colleague.email)).toHaveCount(0);
  await expect(members.getByRole('rowheader')).toHaveCount(1);
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
