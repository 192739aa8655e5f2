import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { backOffice, expectNoAxeViolations, openBackOfficeSignedIn } from '../support/helpers';
import { expectFitsAPhone } from '../support/layout-check';

/** How many activities the journey adds, as issue 28 asks: a list that has outgrown one page by far. */
const SEEDED = 1000;
const number = (index: number) => String(index).padStart(4, '0');

/**
 * Adds the activities through the API as the back office's form does (`POST activity/add`), then switches every
 * tenth off (`PATCH curriculum/activity/{id}/active`), a few calls at a time. Their names share a word of this
 * run, and start late in the alphabet, so other journeys' lists (by name, found by their own search) are not
 * crowded by them; none is scheduled, so no learner meets them.
 */
async function seedActivities(page: Page, word: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const api = `${backOffice}/api`;
  for (let start = 1; start <= SEEDED; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, SEEDED - start + 1) }, async (_, offset) => {
        const index = start + offset;
        const response = await page.request.post(`${api}/activity/add`, {
          headers,
          data: {
            code: `${word}-${number(index)}`,
            name: `Yardstick ${word} ${number(index)}`,
            description: 'Added by the lists journey.',
            type: 'learn',
            reattempt_after_days: 0,
            same_day_bonus: 0,
            same_day_all_correct_bonus: 0,
            all_correct_bonus: 0,
          },
        });
        expect(response.ok(), `activity ${index}`).toBe(true);
        if (index % 10 !== 0) return;
        const { id } = (await response.json()) as { id: number };
        const off = await page.request.patch(`${api}/curriculum/activity/${id}/active`, { headers, data: { active: false } });
        expect(off.ok(), `activity ${index} off`).toBe(true);
      }),
    );
  }
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Activities' }).getByRole('heading', { level: 2 });

test('the activity list with 1,000 more activities: the first page at once, then search, filter, sort and pages kept in the address', async ({ page }) => {
  test.setTimeout(180_000);
  const word = `lists${Date.now().toString(36)}`;
  await openBackOfficeSignedIn(page, '/admin/activity/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await seedActivities(page, word);

  // The journey's normal wait (expect's default timeout) covers the first page of the whole catalogue.
  await page.goto(`${backOffice}/admin/activity/all?q=${word}`);
  await expect(cardNames(page)).toHaveCount(25);
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 0001`);
  await expect(page.getByText(`${SEEDED} activities, showing 1–25`)).toBeVisible();
  await expectNoAxeViolations(page);

  const pages = page.getByRole('navigation', { name: 'Pages of activities' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 0026`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));

  // A filter starts again at page 1; the inactive tenth are left.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await expect(page.getByText(`${SEEDED / 10} activities, showing 1–25`)).toBeVisible();
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 0010`);

  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name, Z to A' });
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 1000`);
  const listAddress = page.url();
  expect(new URL(listAddress).searchParams.get('active')).toBe('false');

  // Opening an activity and coming Back returns to the same search, filter, order and page.
  await pages.getByRole('button', { name: 'Page 4' }).click();
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 0250`);
  await page.getByRole('link', { name: `Edit Yardstick ${word} 0250` }).click();
  await expect(page).toHaveURL(/\/admin\/activity\/edit\/\d+/);
  await page.goBack();
  await expect(cardNames(page).first()).toHaveText(`Yardstick ${word} 0250`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('false');

  // One item by its full name, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${backOffice}/admin/activity/all?q=${encodeURIComponent(`${word} 0999`)}`);
  await expect(cardNames(page)).toHaveText([`Yardstick ${word} 0999`]);
  await expect(page.getByText('1 activity', { exact: true })).toBeVisible();
  await expectFitsAPhone(page);
});
