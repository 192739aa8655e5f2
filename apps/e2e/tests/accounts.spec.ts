import { demoLearner, demoOrgAdmin } from '@stride/demo';
import { expect, test } from '../support/test';
import { emailField, expectNoAxeViolations, latestResetCode, passwordField, signIn, uniqueEmail } from '../support/helpers';

test('sign up, confirm, log in and land on Programs without an enrolment', async ({ page }) => {
  const email = uniqueEmail('new.learner');
  await page.goto('/user/signup');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Noor');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Haddad');
  await emailField(page).fill(email.toUpperCase());
  await passwordField(page).fill('Compass#2026');
  await passwordField(page, /^Confirm Password/).fill('Compass#2026');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/user\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Sign-up successful' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in' }).click();

  await signIn(page, email, 'Compass#2026');
  await expect(page).toHaveURL(/\/programs$/);
  // Without an enrolment the walkthrough opens over Explore.
  await expect(page.getByRole('dialog', { name: 'How Stride works' })).toBeVisible();
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
});

test('sign in goes back to return_url', async ({ page }) => {
  await page.goto('/journal/notes');
  await expect(page).toHaveURL(/\/user\/login\?return_url=%2Fjournal%2Fnotes$/);
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/journal\/notes$/);
  await expect(page.getByRole('heading', { name: 'Journal: notes' })).toBeVisible();
});

test('forgot password: the emailed code sets a new password that signs in', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const signUp = await request.post('/api/user/register', { data: { email, password: 'Lantern#2026', first_name: 'Ola', last_name: 'Berg' } });
  expect(signUp.status()).toBe(201);

  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('A verification code has been sent to your email')).toBeVisible();

  const code = await latestResetCode(request, email);
  await page.getByRole('textbox', { name: /^OTP/ }).fill(code);
  await passwordField(page, /^New Password/).fill('Harbour#2027');
  await passwordField(page, /^Confirm Password/).fill('Harbour#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password Changed Successfully' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Login Now' }).click();

  await signIn(page, email, 'Lantern#2026');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await passwordField(page).fill('Harbour#2027');
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL(/\/programs$/);
});

test('a wrong reset code is refused with a clear message', async ({ page, request }) => {
  const email = uniqueEmail('wrong.code');
  await request.post('/api/user/register', { data: { email, password: 'Lantern#2026', first_name: 'Ola', last_name: 'Berg' } });
  await request.post('/api/user/forgot-password', { data: { email } });
  const code = await latestResetCode(request, email);
  const wrong = code === '000000' ? '000001' : '000000';
  await page.goto(`/user/reset-password?email=${encodeURIComponent(email)}&code=${wrong}`);
  await expectNoAxeViolations(page);
  await passwordField(page, /^New Password/).fill('Harbour#2027');
  await passwordField(page, /^Confirm Password/).fill('Harbour#2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is incorrect. You have 4 attempts left.');
});

test('logout ends the session and Back does not reopen a protected screen', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/journal');
  await page.getByRole('button', { name: /Raman|Iyer/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Logout replaced the screen it left; Back reaches the dashboard entry, which sends the visitor to sign in.
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/login\?return_url=%2Fuser%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const checkAuth = await page.request.get('/api/user/check-auth');
  expect(checkAuth.status()).toBe(401);
});

test('an expired stored session is sent to sign-in', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.evaluate(() => localStorage.setItem('expiry', new Date(Date.now() - 1000).toISOString()));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/user\/login\?return_url=%2Fprofile$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a session that ends while a screen is open sends the user to sign in on the next call', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();

  // The session ends on the server (as when it expires or another tab resets the password).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await page.request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(200);

  // The next call the open screen makes is refused, and the user is asked to sign in, coming back here.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/user\/login\?return_url=%2Fjournal$/);
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/journal$/);
});

test('the top bar hides where the spec says, and shows Administrator only to admins', async ({ page }) => {
  for (const path of ['/user/login', '/user/signup', '/user/forgot-password', '/user/reset-password', '/user/confirm', '/activity/id/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  }

  await page.goto('/user/login');
  await signIn(page, demoLearner.email, demoLearner.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('button', { name: /Raman|Iyer/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administrator' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  await signIn(page, demoOrgAdmin.email, demoOrgAdmin.password);
  // The organisation admin follows no program: Programs, with the walkthrough over it.
  await expect(page).toHaveURL(/\/programs$/);
  await page.getByRole('dialog', { name: 'How Stride works' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Raman|Iyer/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Administrator' })).toHaveAttribute('href', 'http://localhost:4300/administrator');
});

test('bad input on sign-up: clear messages, and names are stored and shown as text', async ({ page }) => {
  await page.goto('/user/signup');
  await emailField(page).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();

  await page.getByRole('textbox', { name: /^First Name/ }).fill('x'.repeat(10_000));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('First Name must be at most 100 characters.')).toBeVisible();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail('bobby');
  const name = `<img src=x onerror=alert(1)>'); DROP TABLE users;--`;
  await page.getByRole('textbox', { name: /^First Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Tables');
  await emailField(page).fill(email);
  await passwordField(page).fill('Compass#2026');
  await passwordField(page, /^Confirm Password/).fill('Compass#2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/user\/confirm$/);

  await page.goto('/user/login');
  await signIn(page, email, 'Compass#2026');
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('button', { name: `${name} Tables` })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  const me = await page.request.get('/api/user/check-auth');
  expect(((await me.json()) as { first_name: string }).first_name).toBe(name);
});
