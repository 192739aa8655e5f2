import { expect, test } from '../support/test';
import { expectNoAxeViolations, openBackOfficeSignedIn } from '../support/helpers';
import { expectFitsAPhone } from '../support/layout-check';

// Time Management's assessment (libs/demo-content): no other journey takes it, so editing it here changes nobody's.
const program = 'Time Management and Prioritisation';
const first = 'At the end of a busy day, which statement sounds most like you?';
const second = 'When a new request lands, you usually…';
const edited = 'When a new request lands, what do you usually do first?';

test('the back-office admin edits an assessment question, moves it up and previews the goal a set of answers recommends', async ({ page }) => {
  await openBackOfficeSignedIn(page, '/admin/assessment/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  await expect(page).toHaveURL(/\/admin\/assessment\/list\?program=\d+$/);
  const questions = page.getByRole('list', { name: 'Questions' });
  const stems = questions.getByRole('heading', { level: 3 });
  await expect(stems.nth(0)).toHaveText(first);
  await expect(stems.nth(1)).toHaveText(second);
  await expectNoAxeViolations(page);

  // Edit the second question's stem; its options, points and goals are sent back as they were.
  await page.getByRole('button', { name: `Edit "${second}"` }).click();
  const form = page.getByRole('form', { name: `Edit "${second}"` });
  await expect(form.getByRole('group', { name: 'Option 1' }).getByRole('combobox', { name: 'Counts for goal' })).toHaveValue(/\d+/);
  await form.getByRole('textbox', { name: 'Question' }).fill(edited);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Assessment question has been updated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit "${edited}"` })).toBeFocused();

  // Up one, by keyboard: focus follows the question, and the server keeps the order after a reload.
  const card = questions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: edited }) });
  await card.getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Enter');
  await expect(stems.nth(0)).toHaveText(edited);
  await expect(card.getByRole('button', { name: 'Move down' })).toBeFocused();
  await page.reload();
  await expect(stems.nth(0)).toHaveText(edited);
  await expect(stems.nth(1)).toHaveText(first);
  await expect(questions.getByRole('listitem').first()).toContainText('Question 1');

  // The preview asks the server's rule: answers pointing at focus, then at priorities.
  const preview = page.getByRole('region', { name: 'Preview the recommendation' });
  await preview.getByRole('radiogroup', { name: first }).getByRole('radio', { name: 'I kept getting pulled away and never finished anything properly' }).check();
  await preview.getByRole('radiogroup', { name: edited }).getByRole('radio', { name: "Drop what you're doing to look at it" }).check();
  await expect(preview.getByRole('status')).toHaveText('Recommended goal: Protect time for focused work');
  await preview.getByRole('radiogroup', { name: first }).getByRole('radio', { name: "I was busy all day but didn't touch what really mattered" }).check();
  await preview.getByRole('radiogroup', { name: edited }).getByRole('radio', { name: 'Say yes and work out how to fit it in later' }).check();
  await expect(preview.getByRole('status')).toHaveText('Recommended goal: Prioritise what matters most');
  await expectNoAxeViolations(page);
  await expectFitsAPhone(page);
});
