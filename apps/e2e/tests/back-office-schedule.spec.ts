import { expect, test } from '../support/test';
import { backOffice, expectNoAxeViolations, openBackOfficeSignedIn } from '../support/helpers';

test('the back-office admin previews a seeded activity: checks an answer, then quits back to all activities', async ({ page }) => {
  const activity = 'Does this need to be a meeting?';
  await openBackOfficeSignedIn(page, `/admin/activity/all?q=${encodeURIComponent(activity)}`);
  await page.getByRole('link', { name: `Preview ${activity}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${activity}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Questions completed' })).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('radio', { name: 'Send a short written update with a deadline for comments' }).click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('CORRECT ANSWER')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Questions completed' })).toHaveAttribute('aria-valuenow', '20');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Quit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure to quit?' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  // Back where the preview was opened from: the same search.
  await expect(page).toHaveURL((url) => url.href.startsWith(`${backOffice}/admin/activity/all?`) && url.searchParams.get('q') === activity);
  await expect(page.getByRole('heading', { level: 1, name: 'All activities' })).toBeVisible();
});

test('the back-office admin schedules an activity on a new goal, drags it to day 2 and saves', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const goal = { code: `e2e-sched-${suffix}`, name: `Shorter meetings ${suffix}` };
  const activity = 'Agendas with outcomes';

  await openBackOfficeSignedIn(page, '/admin/goal/add');
  await page.getByRole('textbox', { name: 'Code' }).fill(goal.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(goal.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Twenty days to meetings worth attending.');
  // A program, not a sprint: the meeting sprint has its one goal already (a sprint takes no second).
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: 'Time Management and Prioritisation' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Goal has been added');

  await page.goto(`${backOffice}/admin/goal/list?q=${encodeURIComponent(goal.name)}`);
  await page.getByRole('link', { name: `Schedule of ${goal.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goal static schedule' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Day \d+$/ })).toHaveCount(20);

  await page.getByRole('combobox', { name: 'Item to add' }).selectOption({ label: activity });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dayOneLearn = page.getByRole('group', { name: 'Learn on day 1', exact: true });
  await expect(dayOneLearn.getByRole('listitem')).toHaveText(new RegExp(activity));
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  // A real HTML5 drag in Chromium, from day 1 onto day 2's Learn list.
  await dayOneLearn.getByRole('listitem').filter({ hasText: activity }).dragTo(page.getByRole('group', { name: 'Learn on day 2', exact: true }));
  await expect(page.getByRole('group', { name: 'Learn on day 2', exact: true }).getByRole('listitem')).toHaveText(new RegExp(activity));
  await expect(page.getByRole('status', { name: 'Schedule changes' })).toHaveText(`${activity} moved to day 2.`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule has been saved')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Learn on day 2', exact: true }).getByRole('listitem')).toHaveText(new RegExp(activity));
  await expect(page.getByRole('group', { name: 'Learn on day 1', exact: true }).getByRole('listitem')).toHaveCount(0);
});
