import { expect, test } from '../support/test';
import { expectNoAxeViolations, openBackOfficeSignedIn } from '../support/helpers';

const ORGANIZATION = 'Northwind Logistics';

test('the back-office admin reads an organisation’s reports: basic metrics, and inactive users after choosing the days', async ({ page }) => {
  // The report list is reached from the customers screen.
  await openBackOfficeSignedIn(page, '/admin/customer');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: ORGANIZATION });
  await expect(page).toHaveURL(/organization_id=\d+/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View Basic metrics' }).click();
  await expect(page).toHaveURL(/\/display-report\?report=/);
  const metrics = page.getByRole('table', { name: 'Basic metrics' });
  await expect(metrics).toBeVisible();
  await expect(metrics.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goBack();
  await page.getByRole('button', { name: 'View Inactive users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inactive users' });
  await dialog.getByRole('button', { name: 'View report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Select a option from drop down.');
  await dialog.getByRole('combobox', { name: 'Inactive' }).selectOption({ label: 'For More Than 3 Days' });
  await dialog.getByRole('button', { name: 'View report' }).click();
  await expect(page).toHaveURL(/\/display-report\?report=/);
  // Either the seeded members who have been away, or the spec's empty text: never an error.
  await expect(
    page.getByRole('table', { name: 'Inactive users' }).or(page.getByText('There is no data available matching the conditions for this report')),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
