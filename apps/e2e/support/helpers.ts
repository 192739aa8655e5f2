import AxeBuilder from '@axe-core/playwright';
import { demoBackOfficeAdmin } from '@stride/demo';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** WCAG 2.2 AA checks of the page as it is now; any violation fails the test with its rule and help text. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

let sequence = 0;
/** An address no earlier run used. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@e2e.example`;

export const emailField = (page: Page) => page.getByRole('textbox', { name: /^Email/ });
export const passwordField = (page: Page, name = /^Password/) => page.getByRole('textbox', { name });

/** Reads the newest 6-digit code sent to `email`, from the development outbox. */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const code = /verification code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
  expect(code, 'a reset code in the outbox').toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in through the form; the caller asserts where it lands. */
export async function signIn(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await passwordField(page).press('Enter');
}

/** A new learner registered through the API (no organisation, so every program is in their catalogue). */
export async function newLearner(request: APIRequestContext, label = 'learner') {
  const email = uniqueEmail(label);
  const password = 'Compass#2026';
  const response = await request.post('/api/user/register', { data: { email, password, first_name: 'Noor', last_name: 'Haddad', time_zone: 'Asia/Kolkata' } });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** Enrols the signed-in learner of `page` in a program of their catalogue, as the Enroll button would. */
export async function enrolThroughApi(page: Page, programName: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const catalogue = (await (await page.request.get('/api/program/all-by-user-role')).json()) as { programs: { id: number; name: string }[]; sprints: { id: number; name: string }[] };
  const program = [...catalogue.programs, ...catalogue.sprints].find((candidate) => candidate.name === programName);
  expect(program, `${programName} is in the catalogue`).toBeDefined();
  const enrolled = await page.request.post(`/api/program/enroll/${program!.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(enrolled.status()).toBe(200);
  return program!.id;
}

export const backOffice = 'http://localhost:4400';

/** Opens a back-office screen, signing the demo admin in on the way (the screen sends a visitor to sign-in). */
export async function openBackOfficeSignedIn(page: Page, path: string) {
  await page.goto(`${backOffice}${path}`);
  await expect(page).toHaveURL(/\/admin\/login\?return_url=/);
  await signIn(page, demoBackOfficeAdmin.email, demoBackOfficeAdmin.password);
}

/**
 * Opens the address `page` is on in a fresh page of the same browser (signed in, no navigation state), as a
 * reload from a bookmark or a shared link does, and returns it (docs/learn-players.md, "Addresses").
 */
export async function openInAFreshPage(page: Page): Promise<Page> {
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  return fresh;
}
