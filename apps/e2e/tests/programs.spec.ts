import type { Page } from '@playwright/test';
import { enrolThroughApi, expectNoAxeViolations, newLearner, signIn, openInAFreshPage } from '../support/helpers';
import { expect, moveClocks, serverTime, test } from '../support/test';

/** Signs in a learner with no enrolment: they land on Explore, past the walkthrough. */
async function signInNewLearner(page: Page, request: Parameters<typeof newLearner>[0]) {
  const learner = await newLearner(request);
  await page.goto('/user/login');
  await signIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/programs$/);
  const walkthrough = page.getByRole('dialog', { name: 'How Stride works' });
  await expect(walkthrough).toBeVisible();
  return { ...learner, walkthrough };
}

async function openActions(page: Page, program: string) {
  await page.getByRole('button', { name: `Actions for ${program}` }).click();
  return page.getByRole('menu');
}

test('a new learner enrols in a program, takes the assessment and starts the goal it recommends', async ({ page, request }) => {
  // The longest journey: five accessibility scans and six questions that each wait 700 ms to move on.
  const { walkthrough } = await signInNewLearner(page, request);
  await expectNoAxeViolations(page);
  await walkthrough.getByRole('button', { name: 'Start exploring' }).click();
  await expect(walkthrough).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprints' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Effective Communication at Work/ }).click();
  const modal = page.getByRole('dialog', { name: 'Effective Communication at Work' });
  await expect(modal.getByRole('button', { name: 'Enroll' })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Enroll' }).click();

  await expect(page).toHaveURL(/\/assessment\/questions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Effective Communication at Work: assessment' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (let question = 1; question <= 6; question += 1) {
    await expect(page.getByText(`Question ${question} of 6`, { exact: true })).toBeVisible();
    // A choice moves on by itself after 700 ms; only the last question waits for Submit.
    await page.getByRole('radio').first().click();
  }
  await expect(page.getByText('Question 6 of 6', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/assessment\/result\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your recommended goal' })).toBeVisible();
  const choices = page.getByRole('radiogroup', { name: 'Choose your goal' });
  await expect(choices.getByRole('radio', { name: /\(recommended\)/ })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  const recommended = (await choices.getByRole('radio', { name: /\(recommended\)/ }).innerText()).replace(' (recommended)', '').trim();
  await page.getByRole('button', { name: 'Finalise goal' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/programs');
  const row = page.getByRole('row', { name: /Effective Communication at Work/ });
  await expect(row).toContainText(recommended);
  await expect(row.getByRole('img', { name: 'Overall program 0%' })).toBeVisible();
});

test('a new learner enrols in a sprint and goes straight to its goal', async ({ page, request }) => {
  const { walkthrough } = await signInNewLearner(page, request);
  await walkthrough.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Giving Feedback That Lands/ }).click();
  await page.getByRole('dialog', { name: 'Giving Feedback That Lands' }).getByRole('button', { name: 'Enroll' }).click();
  await expect(page).toHaveURL(/\/assessment\/result\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your sprint goal' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finalise goal' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/programs?section=explore');
  await page.getByRole('button', { name: /Giving Feedback That Lands/ }).click();
  await expect(page.getByRole('dialog', { name: 'Giving Feedback That Lands' }).getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
});

test('a learner pauses, resumes and quits a program through the confirmations', async ({ page, request }) => {
  const { walkthrough } = await signInNewLearner(page, request);
  await walkthrough.getByRole('button', { name: 'Close' }).click();
  await enrolThroughApi(page, 'Giving Feedback That Lands');
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'My Programs' })).toBeVisible();
  const program = 'Giving Feedback That Lands';
  const row = page.getByRole('row', { name: new RegExp(program) });

  await (await openActions(page, program)).getByRole('menuitem', { name: 'Pause' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause program' });
  await expect(pause).toContainText('Please confirm to pause the program. You can resume it later from this page.');
  await expectNoAxeViolations(page);
  await pause.getByRole('button', { name: 'Confirm' }).click();
  await expect(pause).toBeHidden();
  await expect(row.getByText('Paused')).toBeVisible();

  await (await openActions(page, program)).getByRole('menuitem', { name: 'Resume' }).click();
  const resume = page.getByRole('dialog', { name: 'Resume program' });
  await expect(resume).toContainText('Please confirm to resume the program.');
  await resume.getByRole('button', { name: 'Confirm' }).click();
  await expect(resume).toBeHidden();
  await expect(row.getByText('Paused')).toBeHidden();

  await (await openActions(page, program)).getByRole('menuitem', { name: 'Quit' }).click();
  const quit = page.getByRole('dialog', { name: 'Quit program' });
  await expect(quit).toContainText("Please confirm to quit the program. This action can't be undone.");
  await quit.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The programs you are enrolled in appears here')).toBeVisible();
  await expectNoAxeViolations(page);

  // Quitted, the sprint is open to enrol in again.
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('button', { name: /Giving Feedback That Lands/ }).click();
  await expect(page.getByRole('dialog', { name: program }).getByRole('button', { name: 'Enroll' })).toBeEnabled();
});

test('a goal left alone for five learning days is paused for inactivity', async ({ page, request }) => {
  const { walkthrough } = await signInNewLearner(page, request);
  await walkthrough.getByRole('button', { name: 'Close' }).click();
  await enrolThroughApi(page, 'Run Meetings People Want to Attend');
  const started = await serverTime(request);
  try {
    // Wednesday morning a week on: Wednesday to Tuesday (5 learning days) went by untouched, and the week-long
    // session has a few hours left.
    await moveClocks(page, new Date(started.getTime() + (6 * 24 + 20) * 3600_000));
    await page.goto('/programs');
    await expect(page.getByRole('row', { name: /Run Meetings People Want to Attend/ }).getByText('Paused')).toBeVisible();
  } finally {
    await moveClocks(page, started);
  }
});

test.describe('the demo learner', () => {
  test.use({ storageState: async ({ demoLearnerState }, use) => use(demoLearnerState) });

  test('opens a program’s schedule and goes back', async ({ page }) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'My Programs' })).toBeVisible();
    await expectNoAxeViolations(page);

    await (await openActions(page, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Explore Program Schedule' }).click();
    await expect(page).toHaveURL(/\/user\/program-schedule\?goal=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Effective Communication at Work' })).toBeVisible();
    // A reload or a shared link shows the same schedule: the goal is in the address.
    const fresh = await openInAFreshPage(page);
    await expect(fresh.getByText('You are on day 13 of 20.')).toBeVisible();
    await fresh.close();
    // Started 12 learning days before today: today is day 13 of 20.
    await expect(page.getByText('You are on day 13 of 20.')).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows.nth(13)).toContainText('Day 13');
    await expect(rows.nth(13)).not.toHaveAttribute('aria-disabled');
    await expect(rows.nth(14)).toContainText('Day 14Locked');
    await expect(rows.nth(14)).toHaveAttribute('aria-disabled', 'true');
    await expect(rows.nth(1)).toContainText('(done)');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Programs' })).toBeVisible();
  });

  test('downloads the certificate of the sprint they completed', async ({ page }) => {
    await page.goto('/programs');
    const program = 'Run Meetings People Want to Attend';
    await expect(page.getByRole('row', { name: new RegExp(program) }).getByText('Completed')).toBeVisible();
    const menu = await openActions(page, program);
    const downloading = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Download Program Completion Certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('RUN MEETINGS PEOPLE WANT TO ATTEND.png');

    const image = await readStream(await download.createReadStream());
    // A PNG: the signature, then the IHDR chunk with the width and height.
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1600, 1131]);
    // Name, program and date are fixed by the seed and the journeys' clock, so the whole image is.
    expect(image).toMatchSnapshot('certificate.png', { maxDiffPixelRatio: 0.01 });
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the programs page has a bottom tab bar and cards', async ({ page }) => {
      await page.goto('/programs');
      const tabs = page.getByRole('navigation', { name: 'Programs' });
      await expect(tabs.getByRole('button', { name: 'My Programs' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.getByRole('list', { name: 'My Programs' });
      await expect(cards.getByRole('heading', { name: 'Effective Communication at Work' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);

      await tabs.getByRole('button', { name: 'Explore' }).click();
      await expect(page.getByRole('heading', { name: 'Select Program' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0); // no walkthrough on a phone
      await expectNoAxeViolations(page);
      await tabs.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/user\/dashboard$/);
    });
  });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
