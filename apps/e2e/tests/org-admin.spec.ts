import { readFile } from 'node:fs/promises';
import { demoGroupAdmin, demoOrgAdmin } from '@stride/demo';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, newLearner, signIn, uniqueEmail, openInAFreshPage } from '../support/helpers';

const orgAdminApp = 'http://localhost:4300';
/** The demo organisation's second group (apps/api/src/seed/accounts.ts). */
const OTHER_GROUP = 'Customer Success';

/** Opens /administrator, signing `account` in on the way (the screen sends a visitor to sign-in). */
async function openAdministrator(page: Page, account: { email: string; password: string }) {
  await page.goto(`${orgAdminApp}/administrator`);
  await expect(page).toHaveURL(/\/login\?return_url=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator sign in' })).toBeVisible();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/administrator$/);
  return page.getByRole('navigation', { name: 'Administrator' });
}

test('an organisation admin edits the organisation, creates a group, imports a CSV, moves two users and downloads the inactive-users report', async ({ page }) => {
  const menu = await openAdministrator(page, demoOrgAdmin);
  await expect(menu.getByRole('link')).toHaveText(['Reports', 'Organization', 'Group', 'User', 'Search']);

  // Organization: the email is read-only; a saved address is there after a reload.
  await menu.getByRole('link', { name: 'Organization' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  const address = `Dock ${Date.now() % 1000}, Whitefield, Bengaluru`;
  await page.getByRole('textbox', { name: 'Address' }).fill(address);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data Saved Successfully!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(address);

  // Group: create one, named admin invited by mail.
  await menu.getByRole('link', { name: 'Group' }).click();
  const groupName = `Night shift ${Date.now()}`;
  await page.getByRole('button', { name: 'Create group' }).click();
  const create = page.getByRole('dialog', { name: 'Create group' });
  await create.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await create.getByRole('textbox', { name: 'Description' }).fill('Leads of the night shift at the Hosur hub.');
  await create.getByRole('textbox', { name: 'Admin email' }).fill(uniqueEmail('night.lead'));
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group Created Successfuly!')).toBeVisible();
  await expect(page.getByRole('link', { name: `Members of ${groupName}` })).toBeVisible();
  // The dialog fades out: axe must not judge the contrast of its half-transparent text.
  await expect(create).toBeHidden();
  await expectNoAxeViolations(page);

  // CSV import to the organisation: one registered learner and one new person are added, a repeat is
  // skipped, a bad address is refused with its line number.
  const registered = await newLearner(page.request, 'csv.member');
  const newcomer = uniqueEmail('csv.newcomer');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  await page.getByLabel('CSV file (first_name, last_name, email)').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['first_name,last_name,email', `Noor,Haddad,${registered.email}`, `Ben,Ode,${newcomer}`, 'Cara,Lee,not-an-email', `Ben,Ode,${newcomer}`].join('\n')),
  });
  await page.getByRole('button', { name: 'Import file' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toContainText('Added: 2 · Skipped: 1 · Refused: 1');
  await expect(result.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1)).toHaveText(/4\s*not-an-email\s*Please Enter Valid Email\./);
  await expectNoAxeViolations(page);

  // The new group's members: two people added at once, then moved to the other group.
  await page.getByRole('link', { name: `Members of ${groupName}` }).click();
  await expect(page).toHaveURL(/\/group-members\?group_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('No Users in this Group')).toBeVisible();
  const [first, second] = [uniqueEmail('mover.one'), uniqueEmail('mover.two')];
  await page.getByRole('button', { name: 'Add multiple users' }).click();
  await page.getByRole('textbox', { name: 'Email 1' }).fill(first);
  await page.getByRole('textbox', { name: 'Email 2' }).fill(second);
  await page.getByRole('button', { name: 'Add users' }).click();
  await expect(page.getByText('Users added successfully')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('combobox', { name: 'Target group' }).selectOption({ label: OTHER_GROUP });
  await page.getByRole('button', { name: 'MOVE', exact: true }).click();
  await expect(page.getByText('Successfully Moved Users')).toBeVisible();
  await expect(page.getByText('No Users in this Group')).toBeVisible();

  // Reports: inactive users for more than 7 days, downloaded as CSV. The registered learner just added has
  // never learned, so they are on it.
  await page.getByRole('link', { name: 'Back to groups' }).click();
  await menu.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('button', { name: 'View Inactive users' }).click();
  const days = page.getByRole('dialog', { name: 'Inactive users' });
  await days.getByRole('button', { name: 'View report' }).click();
  await expect(days.getByRole('alert')).toHaveText('Select a option from drop down.');
  await days.getByRole('combobox', { name: 'Inactive' }).selectOption({ label: 'For More Than 7 Days' });
  await days.getByRole('button', { name: 'View report' }).click();
  await expect(page).toHaveURL(/\/display-report\?report=/);
  const report = page.getByRole('table', { name: 'Inactive users' });
  await expect(report.getByRole('row', { name: new RegExp(registered.email.replace(/\./g, '\\.')) })).toBeVisible();
  await expectNoAxeViolations(page);
  // A reload or a shared link shows the same report: its link is in the address.
  const shared = await openInAFreshPage(page);
  await expect(shared.getByRole('table', { name: 'Inactive users' }).getByRole('row', { name: new RegExp(registered.email.replace(/\./g, '\\.')) })).toBeVisible();
  await shared.close();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Inactive users' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inactive-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Name,Email,Last active on,Days since last active');
  expect(csv).toContain(registered.email);
});

test('a group admin sees only Reports, Group and Search, and their own groups without Create', async ({ page }) => {
  const menu = await openAdministrator(page, demoGroupAdmin);
  await expect(menu.getByRole('link')).toHaveText(['Reports', 'Group', 'Search']);
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Group' }).click();
  await expect(page.getByRole('link', { name: 'Members of Operations Leads' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create group' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add users to the organization' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByText('This Feature is currently under development and will be available Soon')).toBeVisible();
});

test('a learner is told the org-admin app is for administrators and pointed to the learner app', async ({ page }) => {
  const learner = await newLearner(page.request, 'not.an.admin');
  await page.goto(`${orgAdminApp}/login`);
  await signIn(page, learner.email, learner.password);
  await expect(page.getByText('This app is for organisation and group administrators.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stride learner app' })).toHaveAttribute('href', 'http://localhost:4200');
  await page.goto(`${orgAdminApp}/administrator`);
  await expect(page).toHaveURL(/\/login\?return_url=/);
  await expectNoAxeViolations(page);
});
