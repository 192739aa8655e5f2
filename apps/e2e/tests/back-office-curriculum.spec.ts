import { expect, test } from '../support/test';
import { backOffice, expectNoAxeViolations, openBackOfficeSignedIn } from '../support/helpers';

test('the back-office admin adds a subtopic and a goal and finds them listed', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const subtopic = { code: `e2e-sub-${suffix}`, name: `Agendas that work ${suffix}` };
  const goal = { code: `e2e-goal-${suffix}`, name: `Hold better one-to-ones ${suffix}` };

  await openBackOfficeSignedIn(page, '/admin/subtopic/add');

  await expect(page.getByRole('heading', { level: 1, name: 'Add subtopic' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(subtopic.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(subtopic.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Shared agendas, owned by the report.');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'One-to-one foundations' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Sub Topic has been added');

  // The same code again is the server's to refuse, and the screen says what it said.
  await page.getByRole('textbox', { name: 'Code' }).fill(subtopic.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(subtopic.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Again.');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'One-to-one foundations' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText(subtopic.code);

  // The lists page by 25: the new item is found with the list's search, kept in the address.
  await page.goto(`${backOffice}/admin/subtopic/list?q=${encodeURIComponent(subtopic.name)}`);
  const subtopicCard = page.getByRole('list', { name: 'Subtopics' }).getByRole('listitem').filter({ hasText: subtopic.name });
  await expect(subtopicCard).toContainText('Shared agendas, owned by the report.');
  await expect(subtopicCard).toContainText('Active');

  await page.goto(`${backOffice}/admin/goal/add`);
  await page.getByRole('textbox', { name: 'Code' }).fill(goal.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(goal.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Listen more than you talk.');
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: 'First-Time Manager Essentials' });
  await page.getByRole('checkbox', { name: 'One-to-one foundations' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Goal has been added');

  await page.goto(`${backOffice}/admin/goal/list?q=${encodeURIComponent(goal.name)}`);
  const goalCard = page.getByRole('list', { name: 'Goals' }).getByRole('listitem').filter({ hasText: goal.name });
  await expect(goalCard).toContainText('Listen more than you talk.');
  await expect(goalCard).toContainText('Topics: One-to-one foundations');
  await expect(goalCard).toContainText('Active');
  await expectNoAxeViolations(page);
});

test('the back-office admin adds an activity, then a question to it with a live preview, and finds it under the activity', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const activity = { code: `e2e-act-${suffix}`, name: `Open questions ${suffix}` };

  await openBackOfficeSignedIn(page, '/admin/activity/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add activity' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(activity.code);
  await page.getByRole('textbox', { name: 'Name' }).fill(activity.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Ask, then listen.');
  await page.getByRole('textbox', { name: 'Reattempt after (days)' }).fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Activity has been successfully added');

  await page.goto(`${backOffice}/admin/activity/all?q=${encodeURIComponent(activity.name)}`);
  await page.getByRole('link', { name: `Add questions to ${activity.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add questions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Activity' })).toHaveValue(/\d+/);
  await page.getByRole('textbox', { name: 'Question' }).fill('Which question opens a conversation?');
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Open questions invite more than yes or no.');
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Did it go well?');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('What stood out for you?');
  await page.getByRole('radio', { name: 'Option 2 is correct' }).check();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Which question opens a conversation?');
  await expect(preview).toContainText('What stood out for you?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Question has been added');

  await page.goto(`${backOffice}/admin/activity/all?q=${encodeURIComponent(activity.name)}`);
  const card = page.getByRole('list', { name: 'Activities' }).getByRole('listitem').filter({ hasText: activity.name }).first();
  await expect(card.getByRole('list', { name: `Questions of ${activity.name}` })).toHaveText('Which question opens a conversation? (Multiple choice)');
});
