import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openInAFreshPage } from '../support/helpers';
import { expectFitsAPhone } from '../support/layout-check';
import { answerAnyhow, arrangeByKeyboard, mainButton, question, startQuestions } from '../support/player';
import { dayItem, laterLearningDays, learnerInSprint, restoreServerClockAfterEach, totalPoints } from '../support/sprint';
import { expect, test } from '../support/test';

// Each journey is a new learner in the sprint (support/sprint.ts): its day-1 activity (mcq, fill-in-the-blank,
// mcq, order, flashcard) is today's Learn item, and its revision comes on day 5.
const DAY_ONE_ACTIVITY = 'Does this need to be a meeting?';
const DAY_FIVE_REVISION = 'Revision: plan and run the meeting';
// The day-1 activity's reading (its title is the activity's name) and the explanations of its questions, word
// for word from the demo content (libs/demo-content/data/programs/meeting-sprint.yaml).
const READING_OPENING = /^Meetings are expensive: a one-hour meeting with eight people costs a full working day\./;
const EXPLANATIONS = {
  alternative: 'Information-only meetings are usually better as a written update with a comment deadline: people read faster than you present, and at a time that suits them.',
  cost: 'Eight people for one hour is eight hours: a full working day. Worth remembering before you send an invite.',
  invite: 'Invite people whose knowledge, authority or commitment the purpose depends on. Others can be informed through the notes.',
  order: 'Purpose first, because it decides everything else: whether it must be live, who is needed and how long it takes.',
};
const ORDER_STEM = 'Order the questions to ask yourself before sending an invite.';
const INVITE_ORDER = [
  'What is the purpose, in one sentence?',
  'Does it need live discussion, or could it be written?',
  'Who is needed to achieve the purpose?',
  'What is the shortest length that could work?',
];

const learnItem = (page: Page, name: string) => dayItem(page, 'Learn', name);

type Verdict = 'CORRECT ANSWER' | 'INCORRECT ANSWER';

/** The verdict banner shown after Check: a status that starts with the verdict (so CORRECT never matches INCORRECT). */
const verdict = (page: Page, text: Verdict) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}`) });

/** After Check, and in a review: the verdict in words, and the question's explanation in full under it. */
async function expectVerdict(page: Page, text: Verdict, explanation: string) {
  const banner = verdict(page, text);
  await expect(banner).toBeVisible();
  await expect(banner.getByText(explanation, { exact: true })).toBeVisible();
}

/** The order question's items, top to bottom (the list is named by the stem). */
const orderItems = (page: Page) => page.getByRole('list', { name: ORDER_STEM }).getByRole('listitem');

/** The player shows question `n` of `total`: in words, and as progress (n - 1) / total, whole percent. */
async function expectQuestion(page: Page, n: number, total: number) {
  await expect(page.getByText(`Question ${n} of ${total}`, { exact: true })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: `Progress: question ${n} of ${total}` });
  await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(((n - 1) * 100) / total)));
}

restoreServerClockAfterEach();

test.describe('the activity player', () => {
  test('today’s activity from the dashboard: the reading first, one question of each type, a wrong one, each explained, the name after a reload, notes and flashcards, points, difficulty', async ({ page }) => {
    await learnerInSprint(page);
    await page.goto('/user/dashboard');
    const before = await totalPoints(page.request);
    const item = learnItem(page, DAY_ONE_ACTIVITY);
    await expect(item).toHaveAccessibleName(`${DAY_ONE_ACTIVITY} Activity: To do`);
    await item.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);

    // Teach, then test: the reading comes before the first question.
    const reading = page.getByRole('region', { name: DAY_ONE_ACTIVITY });
    await expect(reading.getByText('Read first')).toBeVisible();
    await expect(reading.getByText(READING_OPENING)).toBeVisible();
    await expect(page.getByText('Question 1 of 5', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await startQuestions(page);
    await expectQuestion(page, 1, 5);
    await expectNoAxeViolations(page);
    // A reload or a shared link opens the same player: the goal is in the address, and the activity's name comes
    // from the goal's schedule, not from navigation state (docs/learn-players.md, "Addresses").
    const player = await openInAFreshPage(page);
    await expect(player.getByRole('heading', { level: 1, name: DAY_ONE_ACTIVITY })).toBeVisible();
    await startQuestions(player);
    await expectQuestion(player, 1, 5);
    await expect(player.getByRole('heading', { level: 1, name: DAY_ONE_ACTIVITY })).toBeVisible();
    await player.close();

    // 1. mcq, answered wrong: no explanation before Check; the red banner with it, the options locked, then a note.
    await expect(question(page)).toHaveText("A meeting's only purpose is to share a project update. What is the best alternative?");
    await expect(page.getByText(EXPLANATIONS.alternative)).toHaveCount(0);
    await expect(mainButton(page, 'Check')).toBeDisabled();
    await page.getByRole('radio', { name: 'Make it a 60-minute presentation' }).check();
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.alternative);
    // Locked: the group is read-only and a click changes nothing.
    await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await page.getByRole('radio', { name: 'Send a short written update with a deadline for comments' }).click();
    await expect(page.getByRole('radio', { name: 'Make it a 60-minute presentation' })).toBeChecked();
    await page.getByRole('button', { name: 'Add to notes' }).click();
    await expect(page.getByRole('button', { name: 'Added to Notes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await mainButton(page, 'Next').click();

    // 2. fill in the blank, by keyboard, with the answer in another case and spaces around it.
    await expectQuestion(page, 2, 5);
    await expect(page.getByText(EXPLANATIONS.cost)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('  DAY ');
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'CORRECT ANSWER', EXPLANATIONS.cost);
    await expect(page.getByText('Your answer is correct.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await mainButton(page, 'Next').click();

    // 3. mcq, right, with the reading opened on the way: it stays a button away.
    await page.getByRole('button', { name: 'Reading', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: DAY_ONE_ACTIVITY });
    await expect(drawer.getByText(READING_OPENING)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('radio', { name: 'Would the meeting fail without their knowledge, authority or commitment?' }).check();
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'CORRECT ANSWER', EXPLANATIONS.invite);
    await expectNoAxeViolations(page);
    // Back shows the stored result of the question before, locked.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('  DAY ');
    await expect(page.getByRole('textbox', { name: 'Your answer' })).not.toBeEditable();
    await mainButton(page, 'Next').click();
    await mainButton(page, 'Next').click();

    // 4. order, arranged with the keyboard: every item in its right place.
    await expect(question(page)).toHaveText(ORDER_STEM);
    await expect(page.getByText(EXPLANATIONS.order)).toHaveCount(0);
    await arrangeByKeyboard(page, INVITE_ORDER);
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'CORRECT ANSWER', EXPLANATIONS.order);
    await expect(orderItems(page)).toContainText(INVITE_ORDER.map((text) => `${text}Right place`));
    await expectNoAxeViolations(page);
    await mainButton(page, 'Next').click();

    // 5. flashcard: turned over with the keyboard, no Check, added to the flashcards; Finish.
    await expect(question(page)).toHaveText('Why default to 25- or 50-minute meetings?');
    await page.getByRole('button', { name: /Why default to 25- or 50-minute meetings\?/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/It leaves a few minutes between back-to-back meetings/)).toBeVisible();
    await page.getByRole('button', { name: 'Add To FlashCards' }).click();
    await expect(page.getByRole('button', { name: 'Added To FlashCards' })).toBeVisible();
    await expectNoAxeViolations(page);
    await mainButton(page, 'Finish').click();

    // The completion screen shows what the API recorded; the difficulty goes with Exit.
    await page.waitForURL(/\/activity\/complete\?activity=\d+&goal=\d+$/);
    const earned = (await totalPoints(page.request)) - before;
    expect(earned).toBeGreaterThan(0);
    await expect(page.getByText(`You earned ${earned} points`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Difficult', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(/\/user\/dashboard$/);

    // The dashboard: the item completed, the new points in the total; the note and the flashcard kept.
    await expect(learnItem(page, DAY_ONE_ACTIVITY)).toHaveAccessibleName(`${DAY_ONE_ACTIVITY} Activity: Completed`);
    const stat = page.getByRole('region', { name: 'Your progress' }).locator('dt', { hasText: /^Total XP$/ }).locator('+ dd');
    await expect(stat).toHaveText(String(before + earned));
  });

  test('wrong answers of each checked type, each explained; the completed activity opens in review mode: each answer with its explanation, read-only, Back and Next only', async ({ page }) => {
    await learnerInSprint(page);
    await page.goto('/user/dashboard');
    await learnItem(page, DAY_ONE_ACTIVITY).click();
    await page.waitForURL(/\/activity\/id\/\d+\?goal=\d+$/);
    await page.getByRole('button', { name: 'Skip the reading' }).click();
    // 1. mcq, right.
    await page.getByRole('radio', { name: 'Send a short written update with a deadline for comments' }).check();
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'CORRECT ANSWER', EXPLANATIONS.alternative);
    await mainButton(page, 'Next').click();

    // 2. fill in the blank, wrong: the red banner with the explanation, and the accepted answer in words.
    await expectQuestion(page, 2, 5);
    await expect(page.getByText(EXPLANATIONS.cost)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('week');
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.cost);
    await expect(page.getByText('Correct answer: day', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsAPhone(page);
    await mainButton(page, 'Next').click();

    // 3. mcq, wrong.
    await page.getByRole('radio', { name: 'Would they feel left out?' }).check();
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.invite);
    await mainButton(page, 'Next').click();

    // 4. order, wrong: the items the other way round, each marked with where it belongs.
    await expect(question(page)).toHaveText(ORDER_STEM);
    await expect(page.getByText(EXPLANATIONS.order)).toHaveCount(0);
    const reversed = [...INVITE_ORDER].reverse();
    await arrangeByKeyboard(page, reversed);
    await mainButton(page, 'Check').click();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.order);
    await expect(orderItems(page)).toContainText(reversed.map((text, index) => `${text}Belongs at ${INVITE_ORDER.length - index}`));
    await expectNoAxeViolations(page);
    await expectFitsAPhone(page);
    await mainButton(page, 'Next').click();

    // 5. flashcard: Finish.
    await expect(question(page)).toHaveText('Why default to 25- or 50-minute meetings?');
    await mainButton(page, 'Finish').click();
    await page.waitForURL(/\/activity\/complete\?activity=\d+&goal=\d+$/);
    await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
    await expectFitsAPhone(page);
    // Reloaded, the completion screen (its points were for that moment) opens the activity's review, named by the goal's schedule.
    const completion = await openInAFreshPage(page);
    await completion.waitForURL(/\/activity\/review\/\d+\?goal=\d+$/);
    await expect(completion.getByRole('heading', { level: 1, name: `${DAY_ONE_ACTIVITY}: review` })).toBeVisible();
    await completion.close();
    await page.getByRole('button', { name: 'Exit' }).click();

    await learnItem(page, DAY_ONE_ACTIVITY).click();
    await page.waitForURL(/\/activity\/review\/\d+\?goal=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `${DAY_ONE_ACTIVITY}: review` })).toBeVisible();
    const review = await openInAFreshPage(page);
    await expect(review.getByRole('radio', { name: 'Send a short written update with a deadline for comments' })).toBeChecked();
    await expectNoAxeViolations(review);
    await review.close();
    await expect(page.getByRole('radio', { name: 'Send a short written update with a deadline for comments' })).toBeChecked();
    await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await page.getByRole('radio', { name: 'Make it a 60-minute presentation' }).click();
    await expect(page.getByRole('radio', { name: 'Send a short written update with a deadline for comments' })).toBeChecked();
    // Each answer with its explanation beside it, right or wrong.
    await expectVerdict(page, 'CORRECT ANSWER', EXPLANATIONS.alternative);
    await expect(mainButton(page, 'Check')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await mainButton(page, 'Next').click();
    await expectQuestion(page, 2, 5);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('week');
    await expect(page.getByRole('textbox', { name: 'Your answer' })).not.toBeEditable();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.cost);
    await expect(page.getByText('Correct answer: day', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectQuestion(page, 1, 5);
    await mainButton(page, 'Next').click();
    await mainButton(page, 'Next').click();
    await expectQuestion(page, 3, 5);
    await expect(page.getByRole('radio', { name: 'Would they feel left out?' })).toBeChecked();
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.invite);
    await mainButton(page, 'Next').click();
    await expectQuestion(page, 4, 5);
    await expect(orderItems(page)).toContainText(reversed.map((text, index) => `${text}Belongs at ${INVITE_ORDER.length - index}`));
    await expect(page.getByRole('button', { name: /^Move ".*" (up|down)$/ })).toHaveCount(0);
    await expectVerdict(page, 'INCORRECT ANSWER', EXPLANATIONS.order);
    await expect(mainButton(page, 'Check')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsAPhone(page);
  });
});

/** Answers each question from the one shown to the last, anyhow, then Finish. */
async function answerToTheEnd(page: Page) {
  for (;;) {
    await answerAnyhow(page);
    const finish = mainButton(page, 'Finish');
    if (await finish.isVisible()) {
      await finish.click();
      return;
    }
    await mainButton(page, 'Next').click();
  }
}

test.describe('the revision player', () => {
  test('a revision on its day, answered through to /revision/complete, without the difficulty survey', async ({ page }) => {
    await learnerInSprint(page);
    await laterLearningDays(page, 4); // day 5 of the sprint
    await page.goto('/user/dashboard');
    const before = await totalPoints(page.request);
    const item = learnItem(page, DAY_FIVE_REVISION);
    await expect(item).toHaveAccessibleName(`${DAY_FIVE_REVISION} Revision: To do`);
    await item.click();
    await page.waitForURL(/\/revision\/id\/\d+\?goal=\d+$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Reloaded, it is still titled with the revision's name (from the goal's schedule).
    const player = await openInAFreshPage(page);
    await expect(player.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(player.getByRole('heading', { level: 1, name: DAY_FIVE_REVISION })).toBeVisible();
    await player.close();
    await answerToTheEnd(page);
    await page.waitForURL(/\/revision\/complete\?revision=\d+&goal=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    const earned = (await totalPoints(page.request)) - before;
    await expect(page.getByText(`You earned ${earned} ${earned === 1 ? 'point' : 'points'}`)).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'How difficult did you find this activity?' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const completion = await openInAFreshPage(page);
    await completion.waitForURL(/\/revision\/review\/\d+\?goal=\d+$/);
    await expect(completion.getByRole('heading', { level: 1, name: `${DAY_FIVE_REVISION}: review` })).toBeVisible();
    await completion.close();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(learnItem(page, DAY_FIVE_REVISION)).toHaveAccessibleName(`${DAY_FIVE_REVISION} Revision: Completed`);
  });
});
