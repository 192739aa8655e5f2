import { demoBackOfficeAdmin } from '@stride/demo';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, passwordField, signIn, uniqueEmail } from '../support/helpers';

const backOffice = 'http://localhost:4400';

test('the back-office admin creates another admin, who confirms from the email’s link, sets a password and signs in', async ({ page, browser }) => {
  const newAdmin = { email: uniqueEmail('new.admin'), firstPassword: 'Creator#2027', ownPassword: 'MyOwnWay#2027' };

  await page.goto(`${backOffice}/admin/create`);
  await expect(page).toHaveURL(/\/admin\/login\?return_url=/);
  await signIn(page, demoBackOfficeAdmin.email, demoBackOfficeAdmin.password);

  await expect(page.getByRole('heading', { level: 1, name: 'Create Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('Email Id is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Meera');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Iyer');
  // The screen lower-cases the email.
  await page.getByRole('textbox', { name: /^Email/ }).fill(newAdmin.email.toUpperCase());
  await passwordField(page).fill(newAdmin.firstPassword);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Admin' }).click();

  await expect(page).toHaveURL(/\/admin\/list$/);
  // The list may still be loading (its loader is a status too): the message is the status that says so.
  await expect(page.getByRole('status').filter({ hasText: 'Admin has been created' })).toHaveText('Admin has been created. Check email for confirmation email');
  await expect(page.getByRole('table', { name: 'Back-office admins' }).getByRole('row').filter({ hasText: newAdmin.email })).toContainText('Meera');
  await expectNoAxeViolations(page);

  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(newAdmin.email)}`);
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const link = /(http\S+\/admin\/confirm\/\S+)/.exec(messages[0]?.text ?? '')?.[1];
  expect(link, 'a confirmation link in the outbox').toMatch(/^http:\/\/localhost:4400\/admin\/confirm\//);

  // The new admin, in a browser of their own.
  const context = await browser.newContext();
  const newAdminPage = await context.newPage();
  await newAdminPage.goto(link!);
  await expect(newAdminPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await passwordField(newAdminPage, /^Password/).fill(newAdmin.ownPassword);
  await passwordField(newAdminPage, /^Confirm Password/).fill(newAdmin.ownPassword);
  await newAdminPage.getByRole('button', { name: 'Set password' }).click();
  await expect(newAdminPage.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await newAdminPage.getByRole('main').getByRole('link', { name: 'Log in' }).click();

  await expect(newAdminPage).toHaveURL(/\/admin\/login/);
  await signIn(newAdminPage, newAdmin.email, newAdmin.ownPassword);
  await expect(newAdminPage).toHaveURL(/\/admin\/curriculum$/);
  await expect(newAdminPage.getByRole('button', { name: newAdmin.email })).toBeVisible();
  await context.close();
});
