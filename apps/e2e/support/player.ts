import type { Page } from '@playwright/test';
import { expect } from './test';

/** The Learn player's main button. */
export const mainButton = (page: Page, name: 'Check' | 'Next' | 'Finish') => page.getByRole('button', { name, exact: true });

/** The question shown (its stem is the player's level-2 heading). */
export const question = (page: Page) => page.getByRole('heading', { level: 2 });

/**
 * Moves past the Read-first step an activity with a reading opens on (docs/learn-players.md), once it shows,
 * to the first question.
 */
export async function startQuestions(page: Page) {
  await page.getByRole('button', { name: 'Start the questions' }).click();
  await expect(question(page)).toBeFocused();
}

/** Answers the question shown, when it still takes an answer, with whatever its widget offers first, and checks it. */
export async function answerAnyhow(page: Page) {
  const check = mainButton(page, 'Check');
  if (!(await check.isVisible())) return; // checked already, or a flashcard
  const radios = page.getByRole('radio');
  const text = page.getByRole('textbox', { name: 'Your answer' });
  if ((await radios.count()) > 0) await radios.first().check();
  else if (await text.isVisible()) await text.fill('an answer');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: /CORRECT ANSWER/ })).toBeVisible();
}

/** The player's verdict after Check: "CORRECT ANSWER" only, never "INCORRECT ANSWER" (which contains it). */
export const rightVerdict = (page: Page) => page.getByRole('status').filter({ hasText: /\bCORRECT ANSWER/ });

/**
 * Answers the question shown, which must be `stem`, the way `answer` does, checks it and expects the verdict
 * "CORRECT ANSWER".
 */
export async function answerRight(page: Page, stem: string, answer: () => Promise<void>) {
  await expect(question(page)).toHaveText(stem);
  await answer();
  await mainButton(page, 'Check').click();
  await expect(rightVerdict(page)).toBeVisible();
}

/** Puts an order question's items in `texts` order with the keyboard: each item's Move up button, pressed with Enter. */
export async function arrangeByKeyboard(page: Page, texts: string[]) {
  for (const [target, text] of texts.entries()) {
    const labels = await page.getByRole('button', { name: /^Move ".*" up$/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const current = labels.indexOf(`Move "${text}" up`);
    const up = page.getByRole('button', { name: `Move "${text}" up` });
    for (let step = current; step > target; step -= 1) {
      await up.focus();
      await page.keyboard.press('Enter');
    }
  }
}
