import type { Page } from '@playwright/test';
import { backOffice, enrolThroughApi, expectNoAxeViolations, newLearner, openBackOfficeSignedIn, signIn } from '../support/helpers';
import { answerRight, arrangeByKeyboard, mainButton, question, rightVerdict } from '../support/player';
import { dayItem, onAWeekday, restoreServerClockAfterEach } from '../support/sprint';
import { expect, test } from '../support/test';

const PROGRAM = 'First-Time Manager Essentials';
const TOPIC = 'One-to-one foundations';

const suffix = Date.now().toString(36);
const content = {
  subtopic: { code: `e2e-s-${suffix}`, name: `Coaching questions ${suffix}` },
  goal: { code: `e2e-g-${suffix}`, name: `Coach in every one-to-one ${suffix}` },
  activity: { code: `e2e-a-${suffix}`, name: `Ask before you tell ${suffix}` },
};

const questions = {
  mcq: { stem: 'Your report brings a problem. What do you say first?', right: 'What have you tried so far?', wrong: 'Here is what I would do.' },
  fill: { stem: 'A coaching question is ____, not closed.', answer: 'open' },
  order: { stem: 'Order the steps of a coaching conversation.', items: ['Goal', 'Reality', 'Options', 'Way forward'] },
  flashcard: { stem: 'What does GROW stand for?', back: 'Goal, Reality, Options, Way forward.' },
};

/** Chooses a question type on the add-question form (a segmented control of radios). */
async function questionType(page: Page, label: 'Multiple choice' | 'Fill in the blank' | 'Ordering' | 'Flashcard') {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

async function submitQuestion(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question has been added' })).toBeVisible();
}

/** Fills the add form fields the coded items share and submits; the caller chose the rest. */
async function fillCoded(page: Page, item: { code: string; name: string }, description: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(item.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(item.name);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
}

restoreServerClockAfterEach();

test('content an admin writes reaches a learner: subtopic, goal, an activity with a question of each type, previewed, scheduled on day 1, answered', async ({ page, browser }) => {

  // The admin writes the content.
  await openBackOfficeSignedIn(page, '/admin/subtopic/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add subtopic' })).toBeVisible();
  await fillCoded(page, content.subtopic, 'Questions that let people find their own answer.');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: TOPIC });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Sub Topic has been added');

  await page.goto(`${backOffice}/admin/goal/add`);
  await fillCoded(page, content.goal, 'Ask more, tell less.');
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: PROGRAM });
  await page.getByRole('checkbox', { name: TOPIC }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Goal has been added');

  await page.goto(`${backOffice}/admin/activity/add`);
  await fillCoded(page, content.activity, 'Four ways to practise asking first.');
  await page.getByRole('combobox', { name: /^Subtopic/ }).selectOption({ label: content.subtopic.name });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Activity has been successfully added');

  await page.goto(`${backOffice}/admin/activity/all?q=${encodeURIComponent(content.activity.name)}`);
  await page.getByRole('link', { name: `Add questions to ${content.activity.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add questions' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Question' }).fill(questions.mcq.stem);
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Asking first lets them think.');
  await page.getByRole('textbox', { name: 'Option 1' }).fill(questions.mcq.wrong);
  await page.getByRole('textbox', { name: 'Option 2' }).fill(questions.mcq.right);
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await submitQuestion(page);

  await questionType(page, 'Fill in the blank');
  await page.getByRole('textbox', { name: 'Question' }).fill(questions.fill.stem);
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Open questions start with what, how or who.');
  await page.getByRole('textbox', { name: 'Accepted answer 1' }).fill(questions.fill.answer);
  await page.getByRole('button', { name: 'Remove accepted answer 2' }).click();
  await submitQuestion(page);

  await questionType(page, 'Ordering');
  await page.getByRole('textbox', { name: 'Question' }).fill(questions.order.stem);
  await page.getByRole('textbox', { name: 'Explanation' }).fill('GROW, in its order.');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  for (const [index, item] of questions.order.items.entries()) await page.getByRole('textbox', { name: `Item ${index + 1}` }).fill(item);
  await submitQuestion(page);

  await questionType(page, 'Flashcard');
  await page.getByRole('textbox', { name: 'Question' }).fill(questions.flashcard.stem);
  await page.getByRole('textbox', { name: 'Back of the card' }).fill(questions.flashcard.back);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(questions.flashcard.stem);
  await expectNoAxeViolations(page);
  await submitQuestion(page);

  // The preview steps through the four questions in the learner's widgets and returns to the list.
  await page.goto(`${backOffice}/admin/activity/all?q=${encodeURIComponent(content.activity.name)}`);
  await page.getByRole('link', { name: `Preview ${content.activity.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${content.activity.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Curriculum' })).toBeHidden();
  await expect(page.getByText('Question 1 of 4', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: questions.mcq.wrong }).check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'INCORRECT ANSWER' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(' Open ');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(rightVerdict(page)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await arrangeByKeyboard(page, questions.order.items);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(rightVerdict(page)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Question 4 of 4', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  // Back to the list as it was left: the same search.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/activity/all' && url.searchParams.get('q') === content.activity.name);

  // The goal's schedule: the activity on day 1.
  await page.goto(`${backOffice}/admin/goal-static-schedule`);
  await page.getByRole('combobox', { name: 'Goal' }).selectOption({ label: content.goal.name });
  await expect(page).toHaveURL(/goal_id=\d+/);
  await page.getByRole('combobox', { name: 'Item to add' }).selectOption({ label: content.activity.name });
  await page.getByRole('combobox', { name: 'To day' }).selectOption('1');
  await page.getByRole('form', { name: 'Add an item' }).getByRole('button', { name: 'Add' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule has been saved')).toBeVisible();

  // A learner enrols in the program, chooses the new goal, and finds the activity on day 1.
  const context = await browser.newContext({ baseURL: 'http://localhost:4200' });
  const learnerPage = await context.newPage();
  const learner = await newLearner(learnerPage.request, 'author.reader');
  await onAWeekday(learnerPage);
  await learnerPage.goto('/user/login');
  await signIn(learnerPage, learner.email, learner.password);
  await learnerPage.waitForURL(/\/programs$/);
  const programId = await enrolThroughApi(learnerPage, PROGRAM);
  await learnerPage.goto(`/assessment/questions/${programId}`);
  const progress = learnerPage.getByText(/^Question \d+ of \d+$/);
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await progress.textContent()) ?? '')?.[1]);
  for (let number = 1; number <= total; number += 1) {
    await expect(learnerPage.getByText(`Question ${number} of ${total}`, { exact: true })).toBeVisible();
    await learnerPage.getByRole('radio').first().click();
  }
  await learnerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(learnerPage).toHaveURL(/\/assessment\/result\/\d+$/);
  await learnerPage.getByRole('radiogroup', { name: 'Choose your goal' }).getByRole('radio', { name: new RegExp(`^${content.goal.name}`) }).click();
  await learnerPage.getByRole('button', { name: 'Finalise goal' }).click();
  await expect(learnerPage).toHaveURL(/\/user\/dashboard$/);

  const item = dayItem(learnerPage, 'Learn', content.activity.name);
  await expect(item).toHaveAccessibleName(`${content.activity.name} Activity: To do`);
  await item.click();
  await learnerPage.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
  await answerRight(learnerPage, questions.mcq.stem, () => learnerPage.getByRole('radio', { name: questions.mcq.right }).check());
  await mainButton(learnerPage, 'Next').click();
  await answerRight(learnerPage, questions.fill.stem, () => learnerPage.getByRole('textbox', { name: 'Your answer' }).fill('OPEN'));
  await mainButton(learnerPage, 'Next').click();
  await answerRight(learnerPage, questions.order.stem, () => arrangeByKeyboard(learnerPage, questions.order.items));
  await mainButton(learnerPage, 'Next').click();
  await expect(question(learnerPage)).toHaveText(questions.flashcard.stem);
  await learnerPage.getByRole('button', { name: new RegExp(questions.flashcard.stem.replace('?', '\\?')) }).click();
  await expect(learnerPage.getByText(questions.flashcard.back)).toBeVisible();
  await mainButton(learnerPage, 'Finish').click();
  await learnerPage.waitForURL(/\/activity\/complete\?activity=\d+&goal=\d+$/);
  await expect(learnerPage.getByText(/You earned \d+ points/)).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Exit' }).click();
  await expect(learnerPage).toHaveURL(/\/user\/dashboard$/);

  // The goal's only item is done, so the goal is complete.
  await learnerPage.goto('/programs');
  const row = learnerPage.getByRole('row', { name: new RegExp(PROGRAM) });
  await expect(row).toContainText(content.goal.name);
  await expect(row.getByRole('img', { name: 'Overall program 100%' })).toBeVisible();
  await context.close();
});
