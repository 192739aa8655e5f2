import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { demoTeammateOnDayTen } from '@stride/demo';
import { backOffice, expectNoAxeViolations, openBackOfficeSignedIn, signIn } from '../support/helpers';
import { answerRight, mainButton } from '../support/player';
import { dayItem, onAWeekday, restoreServerClockAfterEach } from '../support/sprint';
import { expect, test } from '../support/test';

/** The demo organisation (apps/api/src/seed) and a member of it who is not the demo learner, so her data stays as seeded. */
const ORGANIZATION = 'Northwind Logistics';
const MEMBER = { email: 'rohan.das@stride.example', password: demoTeammateOnDayTen.password };
const PICTURE = join(import.meta.dirname, '..', 'fixtures', 'program-picture.png');

const suffix = Date.now().toString(36);
const content = {
  topic: { code: `e2e-t-${suffix}`, name: `Negotiation ${suffix}` },
  program: { code: `e2e-p-${suffix}`, name: `Negotiate with Confidence ${suffix}` },
  goal: { code: `e2e-pg-${suffix}`, name: `Prepare every negotiation ${suffix}` },
  otherGoal: { code: `e2e-pg2-${suffix}`, name: `Close the deal ${suffix}` },
  activity: { code: `e2e-pa-${suffix}`, name: `Know your walk-away point ${suffix}` },
};
// Each question's first answer gives 3 points to the goal with the activity, the others 2 and 1 to the other goal.
const assessment = [
  { stem: `Before a negotiation I usually… (${suffix})`, answers: ['Write down my limits', 'Improvise', 'Ask a colleague'], chosen: 0 },
  { stem: `When the other side says no, I… (${suffix})`, answers: ['Ask what they need', 'Give in', 'Walk away'], chosen: 1 },
];
const questions = {
  mcq: { stem: 'What is a BATNA?', right: 'Your best alternative to an agreement', wrong: 'A kind of contract' },
  fill: { stem: 'Decide your walk-away ____ before you start.', answer: 'point' },
};

/** Fills the fields every coded item starts with (of the page, or of one of its forms). */
async function fillCoded(scope: Page | Locator, item: { code: string; name: string }, description: string) {
  await scope.getByRole('textbox', { name: 'Code' }).fill(item.code);
  await scope.getByRole('textbox', { name: 'Name' }).fill(item.name);
  await scope.getByRole('textbox', { name: 'Description' }).fill(description);
}

async function submit(page: Page, message: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

restoreServerClockAfterEach();

test('a program an admin launches reaches a member: topic, program with an uploaded picture, goal, activity on day 1, assessment, access; enrolled, assessed, answered', async ({
  page,
  browser,
}) => {
  // A topic, then the program with its picture uploaded.
  await openBackOfficeSignedIn(page, '/admin/topic/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add topic' })).toBeVisible();
  await fillCoded(page, content.topic, 'Reaching agreements that hold.');
  await submit(page, 'Topic has been added');

  await page.goto(`${backOffice}/admin/program/add`);
  await fillCoded(page, content.program, 'Prepare, listen and agree on terms that last.');
  const days = page.getByRole('textbox', { name: 'Number of days' });
  await days.fill('3');
  await page.locator('input[type="file"]').setInputFiles(PICTURE);
  await expect(page.getByText('The picture has been uploaded. Submit to save it on the program.')).toBeVisible();
  await expect(page.getByRole('img', { name: "Preview of the program's picture" })).toHaveAttribute('src', /^\/api\/program\/image\/[0-9a-f]{32}$/);
  await expectNoAxeViolations(page);
  await submit(page, 'Program has been added');

  await page.goto(`${backOffice}/admin/program?q=${encodeURIComponent(content.program.name)}`);
  const card = page.getByRole('list', { name: 'Programs' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Program · 3 days · 0 goals · 0 learners enrolled');

  // Its goal covering the topic, two assessment questions counting for it, an activity scheduled on day 1.
  await page.goto(`${backOffice}/admin/assessment/add`);
  const goalForm = page.getByRole('form', { name: 'Add goal' });
  for (const goal of [content.goal, content.otherGoal]) {
    await fillCoded(goalForm, goal, 'Know what you want and what you will accept.');
    await goalForm.getByRole('combobox', { name: 'Program' }).selectOption({ label: content.program.name });
    await goalForm.getByRole('checkbox', { name: content.topic.name }).check();
    await goalForm.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Goal has been added' })).toBeVisible();
  }

  const questionForm = page.getByRole('form', { name: 'Add assessment question' });
  for (const { stem, answers } of assessment) {
    await questionForm.getByRole('combobox', { name: 'Program' }).selectOption({ label: content.program.name });
    await questionForm.getByRole('textbox', { name: 'Question' }).fill(stem);
    for (const [index, answer] of answers.entries()) {
      const option = questionForm.getByRole('group', { name: `Option ${index + 1}` });
      await option.getByRole('textbox', { name: 'Answer' }).fill(answer);
      await option.getByRole('textbox', { name: 'Points' }).fill(String(3 - index));
      await option.getByRole('combobox', { name: 'Counts for goal' }).selectOption({ label: (index === 0 ? content.goal : content.otherGoal).name });
    }
    await questionForm.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assessment question has been added' })).toBeVisible();
  }

  await page.goto(`${backOffice}/admin/activity/add`);
  await fillCoded(page, content.activity, 'Two questions on preparing.');
  await submit(page, 'Activity has been successfully added');
  await page.goto(`${backOffice}/admin/activity/all`);
  await page.getByRole('link', { name: `Add questions to ${content.activity.name}` }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(questions.mcq.stem);
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Best Alternative To a Negotiated Agreement.');
  await page.getByRole('textbox', { name: 'Option 1' }).fill(questions.mcq.wrong);
  await page.getByRole('textbox', { name: 'Option 2' }).fill(questions.mcq.right);
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await submit(page, 'Question has been added');
  await page.getByText('Fill in the blank', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(questions.fill.stem);
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Below it, you say no.');
  await page.getByRole('textbox', { name: 'Accepted answer 1' }).fill(questions.fill.answer);
  await page.getByRole('button', { name: 'Remove accepted answer 2' }).click();
  await submit(page, 'Question has been added');

  await page.goto(`${backOffice}/admin/goal-static-schedule`);
  await page.getByRole('combobox', { name: 'Goal' }).selectOption({ label: content.goal.name });
  await page.getByRole('combobox', { name: 'Item to add' }).selectOption({ label: content.activity.name });
  await page.getByRole('combobox', { name: 'To day' }).selectOption('1');
  await page.getByRole('form', { name: 'Add an item' }).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule has been saved')).toBeVisible();

  // The demo organisation gets the program.
  await page.goto(`${backOffice}/admin/organization/list`);
  await page.getByRole('link', { name: `Admins and programs of ${ORGANIZATION}` }).click();
  const access = page.getByRole('switch', { name: `${content.program.name} for members` });
  await expect(access).not.toBeChecked();
  await access.click({ force: true });
  await expect(access).toBeChecked();

  // A member finds it in Explore with its picture, enrols, takes the assessment and starts the goal.
  const context = await browser.newContext({ baseURL: 'http://localhost:4200' });
  const learnerPage = await context.newPage();
  await onAWeekday(learnerPage);
  await learnerPage.goto('/user/login');
  await signIn(learnerPage, MEMBER.email, MEMBER.password);
  await learnerPage.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  await learnerPage.goto('/programs?section=explore');
  const entry = learnerPage.getByRole('button', { name: new RegExp(content.program.name) });
  const picture = entry.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/program\/image\/[0-9a-f]{32}$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await entry.click();
  await learnerPage.getByRole('dialog', { name: content.program.name }).getByRole('button', { name: 'Enroll' }).click();

  await expect(learnerPage).toHaveURL(/\/assessment\/questions\/\d+$/);
  for (const [index, { stem, answers, chosen }] of assessment.entries()) {
    await expect(learnerPage.getByText(`Question ${index + 1} of ${assessment.length}`, { exact: true })).toBeVisible();
    await expect(learnerPage.getByText(stem)).toBeVisible();
    await learnerPage.getByRole('radio', { name: answers[chosen] }).click();
  }
  await learnerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(learnerPage).toHaveURL(/\/assessment\/result\/\d+$/);
  // 3 points for the goal with the activity, 2 for the other.
  await expect(learnerPage.getByRole('heading', { level: 2, name: content.goal.name })).toBeVisible();
  await expect(learnerPage.getByRole('radiogroup', { name: 'Choose your goal' }).getByRole('radio', { name: /\(recommended\)/ })).toContainText(content.goal.name);
  await learnerPage.getByRole('button', { name: 'Finalise goal' }).click();
  await expect(learnerPage).toHaveURL(/\/user\/dashboard$/);

  // Day 1: the activity, answered.
  await dayItem(learnerPage, 'Learn', content.activity.name).click();
  await learnerPage.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
  await answerRight(learnerPage, questions.mcq.stem, () => learnerPage.getByRole('radio', { name: questions.mcq.right }).check());
  await mainButton(learnerPage, 'Next').click();
  await answerRight(learnerPage, questions.fill.stem, () => learnerPage.getByRole('textbox', { name: 'Your answer' }).fill('Point'));
  await mainButton(learnerPage, 'Finish').click();
  await learnerPage.waitForURL(/\/activity\/complete\?activity=\d+&goal=\d+$/);

  // The back office counts the member.
  await page.goto(`${backOffice}/admin/program?q=${encodeURIComponent(content.program.name)}`);
  await expect(card).toContainText('Program · 3 days · 2 goals · 1 learner enrolled');
  await context.close();
});
