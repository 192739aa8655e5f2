import { expectNoAxeViolations } from '../support/helpers';
import { answerAnyhow, mainButton, question, startQuestions } from '../support/player';
import { dayItem, learnerInSprint, restoreServerClockAfterEach } from '../support/sprint';
import { expect, test } from '../support/test';

// The sprint's day-1 activity (support/sprint.ts): an mcq first, a flashcard last.
const DAY_ONE_ACTIVITY = 'Does this need to be a meeting?';
const FIRST_QUESTION = "A meeting's only purpose is to share a project update. What is the best alternative?";
const FLASHCARD = 'Why default to 25- or 50-minute meetings?';

restoreServerClockAfterEach();

test.describe('the journal', () => {
  test('a note and a flashcard added in the player are in the journal; a to-do is added and ticked off', async ({ page }) => {
    await learnerInSprint(page);
    await page.goto('/user/dashboard');
    await dayItem(page, 'Learn', DAY_ONE_ACTIVITY).click();
    await page.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
    await startQuestions(page);

    // The first question to the notes, the flashcard to the flashcards.
    await expect(question(page)).toHaveText(FIRST_QUESTION);
    await answerAnyhow(page);
    await page.getByRole('button', { name: 'Add to notes' }).click();
    await expect(page.getByRole('button', { name: 'Added to Notes' })).toBeVisible();
    while ((await question(page).textContent()) !== FLASHCARD) {
      await mainButton(page, 'Next').click();
      await answerAnyhow(page);
    }
    await page.getByRole('button', { name: new RegExp(FLASHCARD.replace(/[?.]/g, '\\$&')) }).click();
    await page.getByRole('button', { name: 'Add To FlashCards' }).click();
    await expect(page.getByRole('button', { name: 'Added To FlashCards' })).toBeVisible();

    // The journal opens on the notes.
    await page.goto('/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal: notes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your notes' }).getByRole('heading', { name: FIRST_QUESTION })).toBeVisible();
    await expectNoAxeViolations(page);
    const tabs = page.getByRole('navigation', { name: 'Journal' });
    await tabs.getByRole('button', { name: 'FlashCard' }).click();
    await expect(page).toHaveURL(/\/journal\?tab=flashcards$/);
    await expect(page.getByRole('list', { name: 'Your flashcards' }).getByRole('heading', { name: FLASHCARD })).toBeVisible();
    await expectNoAxeViolations(page);

    // A note written by hand.
    await page.goto('/journal/notes');
    await page.getByRole('textbox', { name: 'Title' }).fill('Agenda first');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please Enter All Fields');
    await page.getByRole('textbox', { name: 'Note' }).fill('No agenda, no meeting.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByRole('dialog', { name: 'Note saved successfully!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByRole('heading')).toHaveText(['Agenda first', FIRST_QUESTION]);

    // A to-do, ticked off for good.
    await page.goto('/journal/todo');
    await page.getByRole('textbox', { name: 'New to-do' }).fill('Cancel one recurring meeting');
    await page.keyboard.press('Enter');
    const todo = page.getByRole('checkbox', { name: /Cancel one recurring meeting/ });
    await expect(todo).not.toBeChecked();
    await todo.check();
    await expect(todo).toBeChecked();
    await expect(todo).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Cancel one recurring meeting/ })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
