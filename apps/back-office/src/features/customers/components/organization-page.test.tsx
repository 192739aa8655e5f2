import type { Schema } from '@stride/api-sdk';
import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { anOrganization } from '../../../testing/customer-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./organization-page'));

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

function anAccess(id: number, name: string, overrides: Partial<Schema<'OrganizationProgramAccess'>> = {}): Schema<'OrganizationProgramAccess'> {
  return { program: { id, name, program_type: 'program', number_of_days: 20, active: true }, granted: true, enrolled_learners: 0, ...overrides };
}

/** Northwind with its owner registered and an invited People administrator, and three programs. */
function organizationApi() {
  const admins: Schema<'OrganizationAdmin'>[] = [
    { email: 'owner@northwind.example', first_name: 'Nadia', last_name: 'Rao', role_id: 3, status: 'joined' },
    { email: 'people@northwind.example', first_name: null, last_name: null, role_id: 4, status: 'invited' },
  ];
  const access = [
    anAccess(5, 'Communication Essentials', { enrolled_learners: 4 }),
    anAccess(6, 'Retired program', { granted: false, program: { id: 6, name: 'Retired program', program_type: 'program', number_of_days: 10, active: false } }),
    anAccess(7, 'One-week meetings sprint', { program: { id: 7, name: 'One-week meetings sprint', program_type: 'sprint', number_of_days: 5, active: true } }),
  ];
  const sent: unknown[] = [];
  server.use(
    http.get('/organization/all', ({ response }) => response(200).json([anOrganization({ admins: 1, invited_admins: 1 })])),
    http.get('/customer/{id}/admins', ({ response }) => response(200).json(admins)),
    http.get('/customer/{id}/programs', ({ response }) => response(200).json(access)),
    http.post('/customer/{id}/admins', async ({ params, request, response }) => {
      sent.push(['invite', params.id, await request.json()]);
      return response(200).json({ message: 'grace@northwind.example has been invited as an admin.' });
    }),
    http.patch('/customer/{id}/admins/{email}', async ({ params, request, response }) => {
      sent.push(['level', params.email, await request.json()]);
      return response(409).json(errorBody('LastAdministrator', 'An organization must keep at least one Administrator (level 3). Make someone else one first.'));
    }),
    http.delete('/customer/{id}/admins/{email}', ({ params, response }) => {
      sent.push(['remove', params.email]);
      return response(200).json({ message: `${params.email} is no longer an admin and stays a member of the organization.` });
    }),
    http.put('/customer/{id}/programs/{program_id}', async ({ params, request, response }) => {
      const { granted } = (await request.json()) as { granted: boolean };
      sent.push(['access', params.program_id, granted]);
      return response(200).json({ ...access[0]!, granted });
    }),
  );
  return sent;
}

describe('/admin/customer/organization/{id}', () => {
  it('shows the customer at a glance: its figures, its admins with their levels, and the programs its members get', async () => {
    signInAdmin(server);
    organizationApi();
    renderRoute(routes, '/admin/customer/organization/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind' })).toBeInTheDocument();
    const figures = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ Admins: '1 + 1 invited', Members: '12', 'Active in the last 7 days': '7', 'Programs granted': '6', Created: '2026-11-02' });

    const admins = await screen.findByRole('table', { name: 'Admins' });
    expect(rowsOf(admins).map((row) => [row[0], row[1], row[3]])).toEqual([
      ['owner@northwind.example', 'Nadia Rao', 'Joined'],
      ['people@northwind.example', '—', 'Invited'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Level of people@northwind.example' })).toHaveValue('4');

    const programs = await screen.findByRole('table', { name: 'Program access' });
    expect(rowsOf(programs).map((row) => row.slice(0, 5))).toEqual([
      ['Communication Essentials', 'Program', '20', 'Active', '4'],
      ['Retired program', 'Program', '10', 'Inactive', '0'],
      ['One-week meetings sprint', 'Sprint', '5', 'Active', '0'],
    ]);
    expect(screen.getByRole('switch', { name: 'Communication Essentials for members' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Retired program for members' })).not.toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('invites an admin at a level (a valid email first), says what the server did, and shows a refused change in its words', async () => {
    signInAdmin(server);
    const sent = organizationApi();
    const { user } = renderRoute(routes, '/admin/customer/organization/1');
    const form = await screen.findByRole('form', { name: 'Invite an admin' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Invite admin' }));
    expect(await within(form).findByText('Please Enter Valid Email.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'Grace@Northwind.Example');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Level' }), 'Group manager (level 5)');
    await user.click(within(form).getByRole('button', { name: 'Invite admin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('grace@northwind.example has been invited as an admin.');
    expect(sent).toEqual([['invite', '1', { email: 'grace@northwind.example', role_id: 5 }]]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level of owner@northwind.example' }), 'Report viewer (level 6)');
    expect(await screen.findByRole('alert')).toHaveTextContent('An organization must keep at least one Administrator (level 3).');
    expect(sent.at(-1)).toEqual(['level', 'owner@northwind.example', { role_id: 6 }]);
  });

  it('takes admin rights away after a confirmation, and switches a program for the members', async () => {
    signInAdmin(server);
    const sent = organizationApi();
    const { user } = renderRoute(routes, '/admin/customer/organization/1');
    await user.click(await screen.findByRole('button', { name: 'Remove people@northwind.example as admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights' });
    expect(dialog).toHaveTextContent('They stay a member of the organisation.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('people@northwind.example is no longer an admin');
    expect(sent).toEqual([['remove', 'people@northwind.example']]);

    await user.click(screen.getByRole('switch', { name: 'Communication Essentials for members' }));
    await vi.waitFor(() => expect(sent.at(-1)).toEqual(['access', '5', false]), { timeout: WAIT_TIMEOUT_MS });
  });

  it('says so for an organisation that does not exist', async () => {
    signInAdmin(server);
    organizationApi();
    renderRoute(routes, '/admin/customer/organization/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no organization with id 99.');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/admin/customer');
  });
});
