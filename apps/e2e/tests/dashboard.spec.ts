import type { Page } from '@playwright/test';
import { demoTeammateOnDayTen } from '@stride/demo';
import { enrolThroughApi, expectNoAxeViolations, newLearner, signIn } from '../support/helpers';
import { expect, moveClocks, serverTime, test } from '../support/test';

// The journeys' clock starts on Wednesday 18 November 2026, 10:00 in Bengaluru, the demo learners' zone.
const HOUR = 3600_000;

const learn = (page: Page) => page.getByRole('list', { name: 'Learn' });
const doList = (page: Page) => page.getByRole('list', { name: 'Do' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const item = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

async function openDashboard(page: Page) {
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('the demo learner', () => {
  test.use({ storageState: async ({ demoLearnerState }, use) => use(demoLearnerState) });

  test('sees today’s items by state, their numbers and their team on a weekday', async ({ page }) => {
    await openDashboard(page);
    // The first journey after the stack starts waits longest for its lists.
    // The demo learner follows several programs, so under All Programs each item ends with its program.
    await expect(item(page, 'Listen to understand')).toHaveAccessibleName(/^Listen to understand Activity: Completed Program: \S/);
    await expect(item(page, 'Pick the moment')).toHaveAccessibleName(/^Pick the moment Activity: To do Program: \S/);
    await expect(doList(page).getByRole('button', { name: 'One-screen day Challenge: To do' })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Yesterday: the challenge scheduled for this afternoon is started; a day missed six days ago is red.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByText('Tue 17 Nov')).toBeVisible();
    await expect(doList(page).getByRole('button', { name: 'Give specific positive feedback Challenge: Started' })).toBeVisible();
    await expect(learn(page).getByRole('button', { name: 'Right message, right channel Activity: Completed' })).toBeVisible();
    for (let day = 0; day < 5; day += 1) await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByText('Thu 12 Nov')).toBeVisible();
    await expect(doList(page).getByRole('button', { name: 'Listening day Challenge: Missed' })).toBeVisible();

    // Tomorrow is locked: shown, never opened.
    for (let day = 0; day < 7; day += 1) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('Thu 19 Nov')).toBeVisible();
    const locked = learn(page).getByRole('button', { name: /: Locked Program: / });
    await expect(locked.first()).toBeDisabled();

    // The week chart's numbers, the streak and the total are the seeded ones the API reports.
    const weekPoints = (await (await page.request.get('/api/user-data/week-points')).json()) as { date: string; points_earned: number }[];
    const table = page.getByRole('table', { name: 'Points earned each day this week' });
    const cells = await table.getByRole('cell').allTextContents();
    expect(cells.map(Number)).toEqual(weekPoints.map((day) => day.points_earned));
    expect(weekPoints.some((day) => day.points_earned > 0)).toBe(true);
    const streak = (await (await page.request.get('/api/user-data/get-streak')).json()) as { task_streak: number };
    expect(streak.task_streak).toBe(5);
    const stat = (label: string) => page.getByRole('region', { name: 'Your progress' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
    await expect(stat('Streak')).toHaveText('5');
    const stats = (await (await page.request.get('/api/user-data/stats')).json()) as { total_points: number };
    await expect(stat('Total XP')).toHaveText(String(stats.total_points));

    const leaderboard = page.getByRole('list', { name: 'Top 5 of Operations Leads' });
    await expect(leaderboard.getByRole('listitem')).toHaveCount(5);
    // The learner's own row stands out, for screen readers too.
    const me = (await (await page.request.get('/api/user/check-auth')).json()) as { first_name: string; last_name: string };
    const own = leaderboard.locator('li[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(`${me.first_name} ${me.last_name} (you)`);
    await expect(leaderboard.getByText('(you)')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Back to today: an item to do opens its player with the goal in navigation state.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await item(page, 'Pick the moment').click();
    await expect(page).toHaveURL(/\/activity\/id\/\d+\?goal=\d+$/);
  });

  test('names each item’s program under All Programs, and not once one program is chosen', async ({ page }) => {
    await openDashboard(page);
    const day = (await (await page.request.get('/api/activity/day-list/0')).json()) as { activityList: { activity: { name: string }; program: { name: string } }[] };
    const programs = new Set(day.activityList.map((entry) => entry.program.name));
    expect(programs.size, 'the demo learner has items of several programs today').toBeGreaterThan(1);
    for (const entry of day.activityList) {
      await expect(learn(page).getByRole('button', { name: `${entry.activity.name} Activity:` })).toHaveAccessibleName(new RegExp(`Program: ${escapeRegExp(entry.program.name)}$`));
    }
    await expectNoAxeViolations(page);

    const [chosen] = programs;
    await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: chosen! });
    await expect(learn(page).getByRole('button').first()).toBeVisible();
    await expect(learn(page).getByRole('button', { name: /Program: / })).toHaveCount(0);
  });

  test('says which day an empty list means: a past and a future weekend', async ({ page }) => {
    await openDashboard(page);
    await expect(item(page, 'Pick the moment')).toBeVisible();
    for (let day = 0; day < 4; day += 1) await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByText('Sat 14 Nov')).toBeVisible();
    await expect(page.getByText('Stride takes weekends off, so there were no activities on this day.')).toBeVisible();
    await expect(page.getByText('There were no challenges on this day: Stride takes weekends off.')).toBeVisible();
    await expectNoAxeViolations(page);

    for (let day = 0; day < 7; day += 1) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByText('Sat 21 Nov')).toBeVisible();
    await expect(page.getByText('Stride takes weekends off, so there will be no activities on this day.')).toBeVisible();
    await expect(page.getByText('There will be no challenges on this day: Stride takes weekends off.')).toBeVisible();
    await expect(page.getByText(/for today/i)).toHaveCount(0);
  });

  test('works from the keyboard: the day navigator, then Tab to an item and Enter to open it', async ({ page }) => {
    await openDashboard(page);
    const day = page.getByRole('group', { name: 'Day' });
    await page.getByRole('button', { name: 'Previous day' }).focus();
    await page.keyboard.press('Enter');
    await expect(day).toContainText('Tue 17 Nov');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next day' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(day).toContainText('Today');

    const firstItem = learn(page).getByRole('button').first();
    await expect(firstItem).toBeVisible();
    for (let presses = 0; presses < 10 && !(await firstItem.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(firstItem).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activity\/id\/\d+\?goal=\d+$/);
  });

  test('sees the weekend messages on a Saturday', async ({ page }) => {
    const started = await serverTime(page.request);
    try {
      await moveClocks(page, new Date(started.getTime() + 3 * 24 * HOUR)); // Saturday 21, 10:00
      await openDashboard(page);
      await expect(page.getByText('No Challenges for Today!')).toBeVisible();
      await expect(page.getByText('Stride takes weekends off, so there are no activities for today. Enjoy your weekend!')).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await moveClocks(page, started);
    }
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('moves between Home, Progress, Notifications and Team with the bottom tabs', async ({ page }) => {
      await openDashboard(page);
      const tabs = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(tabs.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(item(page, 'Pick the moment')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);

      await tabs.getByRole('button', { name: 'Progress' }).click();
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('Total XP');
      await expectNoAxeViolations(page);
      await tabs.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByText('You are on a 5-day learning streak. Keep it going today!')).toBeVisible();
      await tabs.getByRole('button', { name: 'Team' }).click();
      await expect(page.getByRole('list', { name: 'Top 5 of Operations Leads' }).getByRole('listitem')).toHaveCount(5);
      await expectNoAxeViolations(page);
      await expect(tabs.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    });
  });
});

test('a learner back after six idle learning days is welcomed back with their goal resumed', async ({ page, request }) => {
  const learner = await newLearner(request);
  await page.goto('/user/login');
  await signIn(page, learner.email, learner.password);
  await page.getByRole('dialog', { name: 'How Stride works' }).getByRole('button', { name: 'Close' }).click();
  await enrolThroughApi(page, 'Run Meetings People Want to Attend');
  const started = await serverTime(request);
  try {
    // Thursday 26: Wednesday 18 to Wednesday 25, six learning days, went by untouched; the session idled out.
    await moveClocks(page, new Date(started.getTime() + 8 * 24 * HOUR));
    await page.goto('/user/login');
    await signIn(page, learner.email, learner.password);
    const welcome = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(welcome).toContainText('Run meetings people want to attend'); // the sprint's goal
    await expectNoAxeViolations(page);
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await expect(learn(page).getByRole('button', { name: /: To do$/ }).first()).toBeVisible();
    const goals = (await (await page.request.get('/api/goal/enrolled-goals')).json()) as { paused: boolean }[];
    expect(goals.map((goal) => goal.paused)).toEqual([false]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toHaveCount(0);
  } finally {
    await moveClocks(page, started);
  }
});

test('a learner on their tenth day of learning gives feedback once', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, demoTeammateOnDayTen.email, demoTeammateOnDayTen.password);
  // A sprint she tried once has sat idle, so Welcome Back comes first; the feedback prompt waits for it.
  const feedback = page.getByRole('dialog', { name: 'Share your feedback' });
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Continue' }).click();
  await expect(feedback).toBeVisible();
  await expectNoAxeViolations(page);
  await feedback.getByRole('radio', { name: 'Overall: 4 stars' }).check();
  await feedback.getByRole('radio', { name: 'Quality of Learn: 5 stars' }).check();
  await feedback.getByRole('textbox', { name: 'Tell us more' }).fill('The daily items fit into a busy day.');
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(feedback.getByText('Thanks for your feedback')).toBeVisible();
  await feedback.getByRole('button', { name: 'Exit' }).click();
  await expect(feedback).toBeHidden();

  const given = (await (await page.request.get('/api/feedback/user-feedback')).json()) as { rating: Record<string, number>; feedback_text: string }[];
  expect(given).toEqual([
    expect.objectContaining({
      feedback_text: 'The daily items fit into a busy day.',
      rating: { overall: 4, experience: 0, relevance: 0, quality_learn: 5, quality_do: 0 },
    }),
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Share your feedback' })).toHaveCount(0);
});

test('the tip of the day shows once a day and can be saved', async ({ page, request }) => {
  const learner = await newLearner(request);
  await page.goto('/user/login');
  await signIn(page, learner.email, learner.password);
  await page.getByRole('dialog', { name: 'How Stride works' }).getByRole('button', { name: 'Close' }).click();
  await enrolThroughApi(page, 'Run Meetings People Want to Attend');
  await openDashboard(page);
  const tip = page.getByRole('status', { name: 'Tip of the day' });
  await expect(tip).toBeVisible();
  // In the flow, below the progress card: it covers nothing, the week's chart least of all.
  const chart = (await page.getByRole('region', { name: 'Points this week' }).boundingBox())!;
  const tipBox = (await tip.boundingBox())!;
  expect(tipBox.y).toBeGreaterThanOrEqual(chart.y + chart.height);
  await tip.getByRole('button', { name: 'Save Tip' }).click();
  await expect(tip.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(learn(page).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Tip of the day' })).toHaveCount(0);
});
