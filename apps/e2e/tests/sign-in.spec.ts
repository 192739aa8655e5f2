import { expect, test } from '../support/test';
import { demoBackOfficeAdmin, demoLearner } from '@stride/demo';
import { expectNoAxeViolations } from '../support/helpers';

const learner = demoLearner;


test('a signed-out learner lands on sign-in, signs in and reaches a protected route', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login\?return_url=%2Fuser%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Email/ }).fill(learner.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(learner.password);
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');

  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Learn' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(learner.email);
  await expectNoAxeViolations(page);

  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
});

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: /^Email/ }).fill(learner.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Not-the-password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('an unknown /user path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/user/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/user/no-such-screen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
  await expectNoAxeViolations(page);
});

test('an unknown path elsewhere shows Work In Progress with the path', async ({ page }) => {
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: 'Work In Progress' })).toBeVisible();
  await expect(page.getByText('/somewhere/else')).toBeVisible();
});

test('the back-office admin signs in to the curriculum', async ({ page }) => {
  const admin = demoBackOfficeAdmin;
  await page.goto('http://localhost:4400/admin/curriculum');
  await expect(page).toHaveURL(/\/admin\/login\?return_url=/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(admin.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/curriculum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});
