import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGroupUserStatus } from '@stride/group-members/testing';
import { aTeam, anOrganization } from '../../../testing/customer-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./customer-screen'));

const northwindTeams = [aTeam(), aTeam({ id: 11, name: 'Support leads', description: 'Support managers', group_admin_email: 'sam@northwind.example' })];
const contosoTeam = aTeam({ id: 20, name: 'Ops', description: 'Operations', organization_id: 2, organization: { id: 2, name: 'Contoso' }, group_admin_email: 'ops@contoso.example' });

function customersApi() {
  server.use(
    http.get('/organization/all', ({ response }) => response(200).json([anOrganization(), anOrganization({ id: 2, name: 'Contoso', country: 'uk' })])),
    http.get('/group/all', ({ query, response }) =>
      response(200).json(query.get('organization_id') === '1' ? northwindTeams : [...northwindTeams, contosoTeam]),
    ),
    http.get('/group/user-status/{group_id}', ({ params, response }) =>
      response(200).json(params.group_id === '10' ? aGroupUserStatus() : aGroupUserStatus({ users: [] })),
    ),
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('/admin/customer', () => {
  it('drills down: an organisation to its teams, a team to its users (Name, Email, Status in upper case, Role)', async () => {
    signInAdmin(server);
    customersApi();
    const { user } = renderRoute(routes, '/admin/customer');
    expect(await screen.findByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/report');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Teams of Northwind' }));
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('1');
    const teams = await screen.findByRole('table', { name: 'Teams' });
    expect(rowsOf(teams)).toEqual([
      ['Sales leads', 'First-line sales managers', 'Northwind', 'lead@northwind.example', 'EditDelete'],
      ['Support leads', 'Support managers', 'Northwind', 'sam@northwind.example', 'EditDelete'],
    ]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Users of Sales leads' }));
    expect(screen.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    const users = await screen.findByRole('table', { name: 'Users of Sales leads' });
    expect(within(users).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Name', 'Email', 'Status', 'Role']);
    expect(rowsOf(users)).toEqual([
      ['', 'Lena Park', 'lead@northwind.example', '', 'Admin'],
      ['', 'Omar Haddad', 'omar@northwind.example', 'JOINED', 'Member'],
      ['', '—', 'new.hire@northwind.example', 'INVITED', 'Member'],
    ]);
    expect(await axeViolations(document.body)).toEqual([]);

    // The team select makes the same choice: a team without members says so.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Northwind: Support leads');
    expect(await screen.findByText('No Users in this Group')).toBeInTheDocument();
  });

  it('opens on the tab that navigation state names, and the keyboard moves between tabs', async () => {
    signInAdmin(server);
    customersApi();
    const { user } = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'Team' } });
    expect(await screen.findByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    const teams = await screen.findByRole('table', { name: 'Teams' });
    expect(rowsOf(teams).map((row) => row[0])).toEqual(['Sales leads', 'Support leads', 'Ops']);

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Choose a team to see its users.')).toBeInTheDocument();
  });
});

describe('/admin/customer, Team tab', () => {
  const openTeams = async (user: ReturnType<typeof renderRoute>['user'], organization: string) => {
    await screen.findByRole('option', { name: organization });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), organization);
    return screen.findByRole('table', { name: 'Teams' });
  };

  it('adds a team to the chosen organisation in a dialog (every field required), and leads to /admin/team/add without one', async () => {
    signInAdmin(server);
    customersApi();
    const sent: unknown[] = [];
    server.use(
      http.post('/group/create-group', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(aTeam({ id: 12, name: 'Field sales' }));
      }),
    );
    const { user } = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'Team' } });
    await screen.findByRole('table', { name: 'Teams' });
    expect(screen.getByRole('link', { name: 'Add team' })).toHaveAttribute('href', '/admin/team/add');

    await openTeams(user, 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Field sales');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill the details');
    expect(sent).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'On the road');
    await user.type(within(dialog).getByRole('textbox', { name: 'Admin email' }), 'Rita@Northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Team added successfully');
    expect(sent).toEqual([{ organization_id: 1, name: 'Field sales', description: 'On the road', group_admin_email: 'rita@northwind.example' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: WAIT_TIMEOUT_MS });
  });

  it('edits a team’s name and description in a dialog; a refusal says An error occured.', async () => {
    signInAdmin(server);
    customersApi();
    const sent: unknown[] = [];
    server.use(
      http.patch('/group', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(aTeam({ id: 11, name: 'Support leads EMEA' }));
      }),
    );
    const { user } = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'Team' } });
    await openTeams(user, 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Edit Support leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Support managers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' EMEA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Team updated successfully');
    expect(sent).toEqual([{ id: 11, name: 'Support leads EMEA', description: 'Support managers' }]);

    server.use(http.patch('/group', ({ response }) => response(403).json(errorBody('Forbidden', 'Not yours.'))));
    await user.click(screen.getByRole('button', { name: 'Edit Sales leads' }));
    const again = await screen.findByRole('dialog', { name: 'Edit team' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(/^An error occured\.$/);
  });

  it('says deleting a team is not available', async () => {
    signInAdmin(server);
    customersApi();
    const { user } = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'Team' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
    expect(within(dialog).getByText('Deleting team is currently not available!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: WAIT_TIMEOUT_MS });
  });
});
