import { demoLinkedLearner, demoSocialLearner, demoUnverifiedIdentity } from '@stride/demo';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/helpers';

/** From the learner's sign-in, through the development identity provider's own form, back to Stride. */
async function signInWithProvider(page: Page, email: string, startPath = '/user/login') {
  await page.goto(startPath);
  await page.getByRole('link', { name: 'Sign in with Stride ID' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4500\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a new person signs in with the provider and lands on Programs', async ({ page }) => {
  await page.goto('/user/login');
  await expectNoAxeViolations(page);
  await signInWithProvider(page, demoSocialLearner.email);
  await expect(page).toHaveURL(/\/programs$/);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(demoSocialLearner.email);
  const me = await page.request.get('/api/user/check-auth');
  expect(me.status()).toBe(200);
});

test('a newcomer whose provider shares no name is asked for it, and the account bears it', async ({ page }) => {
  // An email the development provider does not know: a verified person with no name.
  const email = `newcomer.${Date.now()}@stride.example`;
  await signInWithProvider(page, email);
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Nadia');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  const me = (await (await page.request.get('/api/user/check-auth')).json()) as { email: string; first_name: string; last_name: string };
  expect(me).toMatchObject({ email, first_name: 'Nadia', last_name: 'Okafor' });
});

test('a verified provider email signs into the existing password account, back to return_url', async ({ page }) => {
  await page.goto('/journal/notes');
  await expect(page).toHaveURL(/return_url=%2Fjournal%2Fnotes$/);
  await signInWithProvider(page, demoLinkedLearner.email, page.url().replace('http://localhost:4200', ''));
  await expect(page).toHaveURL(/\/journal\/notes$/);
  const me = (await (await page.request.get('/api/user/check-auth')).json()) as { email: string; first_name: string };
  expect(me.email).toBe(demoLinkedLearner.email);
  expect(me.first_name).toBe('Asha');
});

test('an unverified provider email that matches a password account is refused with a clear message', async ({ page, request }) => {
  // A password account with that email (201, or 409 when an earlier test already made it).
  const signUp = await request.post('/api/user/register', {
    data: { email: demoUnverifiedIdentity.email, password: 'Compass#2026', first_name: 'Una', last_name: 'Verified' },
  });
  expect([201, 409]).toContain(signUp.status());
  await signInWithProvider(page, demoUnverifiedIdentity.email);
  await expect(page).toHaveURL(/\/user\/post-login\?/);
  await expect(page.getByRole('alert')).toContainText(
    'An account with this email already exists. Verify your email with Stride ID or sign in with your password.',
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a replayed or forged callback is refused', async ({ page }) => {
  await page.goto('/user/post-login?code=forged-code&state=forged-state');
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid or has expired. Please start again.');
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
});
