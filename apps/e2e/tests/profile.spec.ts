import { expectNoAxeViolations } from '../support/helpers';
import { expect, test } from '../support/test';

/** A 1 × 1 PNG, made here: the server decodes it, so it must be a real image. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('the demo learner’s profile', () => {
  test.use({ storageState: async ({ demoLearnerState }, use) => use(demoLearnerState) });

  test('is edited with a new photo and kept; email notifications go off and on; achievements show', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const city = page.getByRole('textbox', { name: 'City' });
    await expect(city).toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Email' })).not.toBeEditable();
    await expectNoAxeViolations(page);

    // Edit, with a photo chosen through the file input behind "Choose a photo".
    const cityName = `Kochi ${Date.now() % 1000}`;
    await city.fill(cityName);
    await page.getByRole('combobox', { name: 'Phone country code' }).selectOption('sg');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('81234567');
    await page.getByRole('combobox', { name: 'Work type' }).selectOption({ label: 'Hybrid' });
    await page.getByRole('combobox', { name: 'Education major' }).selectOption({ label: 'Management' });
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Saved!');
    await expect(page.getByRole('status')).toContainText('Your data has been saved successfully');

    // After a reload the server's values and the stored photo show.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(cityName);
    await expect(page.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('sg');
    // Stored in E.164 (+6581234567), shown in the country's grouping.
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('8123 4567');
    await expect(page.getByRole('combobox', { name: 'Work type' })).toHaveValue('hybrid');
    await expect(page.getByRole('combobox', { name: 'Education major' })).toHaveValue('management');
    const photo = page.getByRole('img', { name: 'Your photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/user\/photo\/\d+\/[0-9a-f]{32}$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // Settings: the one toggle, off and on again.
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\?section=settings$/);
    const toggle = page.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(page.getByRole('status')).toHaveText('Email notifications has been turned off');
    await expect(toggle).not.toBeChecked();
    await expectNoAxeViolations(page);
    await toggle.click({ force: true });
    await expect(page.getByRole('status')).toHaveText('Email notifications has been turned on');
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();

    // Achievements, from the learner's history.
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Achievements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Earned' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Next' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Next achievements' }).getByRole('progressbar').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
