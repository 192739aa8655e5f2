import { expect, test } from '../support/test';
import { backOffice, expectNoAxeViolations, openBackOfficeSignedIn, uniqueEmail } from '../support/helpers';

test('the back-office admin creates an organisation and a team, adds members from a CSV file and they are invited by email', async ({ page }) => {
  const organization = `Acme Learning ${Date.now()}`;
  const team = 'Field Sales';
  const teamAdmin = uniqueEmail('team.admin');
  const members = [uniqueEmail('csv.one'), uniqueEmail('csv.two')];

  await openBackOfficeSignedIn(page, '/admin/organization/list');

  // The organisation, from the list's add dialog: every field is required.
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await page.getByRole('button', { name: 'Add organization' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add organization' });
  await addDialog.getByRole('textbox', { name: 'Name' }).fill(organization);
  await addDialog.getByRole('button', { name: 'Add organization' }).click();
  await expect(addDialog.getByText('Please fill the details')).toBeVisible();
  await addDialog.getByRole('combobox', { name: 'Country' }).selectOption('uk');
  await addDialog.getByRole('textbox', { name: 'Owner email' }).fill(uniqueEmail('owner'));
  await expectNoAxeViolations(page);
  await addDialog.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText('Organization added successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: organization })).toBeVisible();

  // The team, from the standalone form.
  await page.goto(`${backOffice}/admin/team/add`);
  await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: organization });
  await page.getByRole('textbox', { name: 'Name' }).fill(team);
  await page.getByRole('textbox', { name: 'Description' }).fill('The sales people on the road');
  await page.getByRole('textbox', { name: 'Admin email' }).fill(teamAdmin);
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Team added successfully')).toBeVisible();

  // The drill-down: organisation, its teams, the team's users (none yet besides its admin).
  await page.goto(`${backOffice}/admin/customer`);
  await page.getByRole('button', { name: `Teams of ${organization}` }).click();
  await page.getByRole('button', { name: `Users of ${team}` }).click();
  await expect(page.getByText('No Users in this Group')).toBeVisible();

  // A file without the email column is refused with the spec's words; nothing is added.
  await page.getByRole('button', { name: 'Add multiple users' }).click();
  const csvInput = page.getByLabel('CSV file (first_name, last_name, email)');
  await csvInput.setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from('first_name,last_name\nAsha,Rao\n') });
  await page.getByRole('button', { name: 'Upload csv' }).click();
  await expect(page.getByText('Required header "email" is missing.')).toBeVisible();

  const csv = ['first_name,last_name,email', `Asha,Rao,${members[0]}`, `Ben,Okafor,${members[1]?.toUpperCase()}`].join('\n');
  await csvInput.setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload csv' }).click();
  await expect(page.getByText('Users added successfully')).toBeVisible();
  const users = page.getByRole('table', { name: `Users of ${team}` });
  await expect(users.getByRole('row').filter({ hasText: teamAdmin })).toContainText('Admin');
  for (const email of members) {
    await expect(users.getByRole('row').filter({ hasText: email })).toContainText('INVITED');
  }
  await expectNoAxeViolations(page);

  // Each member gets an invitation email with the learner app's join link for this team.
  for (const email of members) {
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.ok()).toBe(true);
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    expect(messages[0]?.text).toContain(`/group/join-link/${encodeURIComponent(email)}/`);
  }
});
