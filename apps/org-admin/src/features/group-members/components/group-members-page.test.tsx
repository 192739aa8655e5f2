import { http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aGroup, aGroupUserStatus } from '@stride/group-members/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAs, signInGroupAdmin } from '../../../testing/signed-in';

const server = setupMockApi();

beforeAll(() => import('./group-members-page'));

const salesLeads = aGroup();
const supportLeads = aGroup({ id: 11, name: 'Support leads', group_admin_email: 'sam@northwind.example' });

const memberList = () => http.get('/group/user-status/{group_id}', ({ params, response }) => response(200).json(aGroupUserStatus(params.group_id === '10' ? {} : { users: [] })));

describe('/group-members', () => {
  it('shows the group named in the address among the organisation’s groups, with its members, for an organisation admin', async () => {
    signInAs(server);
    const moved: unknown[] = [];
    server.use(
      http.get('/group/get-org-groups', ({ response }) => response(200).json([salesLeads, supportLeads])),
      memberList(),
      http.post('/group/move-bulk-user', async ({ request, response }) => (moved.push(await request.json()), response(200).json({ message: 'Successfully Moved Users' }))),
    );
    const { user } = renderRoute(routes, '/group-members?group_id=10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales leads' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users of Sales leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to groups' })).toHaveAttribute('href', '/administrator');
    const target = screen.getByRole('combobox', { name: 'Target group' });
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a group', 'Support leads']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(target, 'Support leads');
    await user.click(screen.getByRole('checkbox', { name: 'Select new.hire@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully Moved Users');
    expect(moved).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['new.hire@northwind.example'] }]);
  });

  it('adds users by invitation (group/add-user), without join links', async () => {
    signInAs(server);
    const sent: unknown[] = [];
    server.use(
      http.get('/group/get-org-groups', ({ response }) => response(200).json([salesLeads])),
      memberList(),
      http.post('/group/add-user', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ message: 'Users added successfully' }))),
    );
    const { user } = renderRoute(routes, '/group-members?group_id=10');
    await user.click(await screen.findByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Add multiple users' });
    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'Ana@Northwind.example');
    await user.type(within(form).getByRole('textbox', { name: 'Email 3' }), 'ben@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users added successfully');
    expect(sent).toEqual([{ group_id: 10, user_email_list: ['ana@northwind.example', 'ben@northwind.example'] }]);
    expect(screen.queryByRole('list', { name: 'Join links to pass on' })).not.toBeInTheDocument();
  });

  it('looks a group admin’s group up among their own groups, asked with their id', async () => {
    const session = signInGroupAdmin(server);
    const asked: string[] = [];
    server.use(
      http.get('/group/org-groups/{id}', ({ params, response }) => (asked.push(params.id), response(200).json([supportLeads]))),
      memberList(),
    );
    renderRoute(routes, '/group-members?group_id=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support leads' })).toBeInTheDocument();
    expect(await screen.findByText('No Users in this Group')).toBeInTheDocument();
    expect(asked[0]).toBe(String(session.id));
  });

  it('says so for a group that is missing or not theirs, and leads back to the Group section', async () => {
    signInAs(server);
    server.use(http.get('/group/get-org-groups', ({ response }) => response(200).json([salesLeads])));
    const { user, router } = renderRoute(routes, '/group-members?group_id=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This group does not exist or is not one you manage.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to groups' }));
    expect(await screen.findByRole('link', { name: 'Group', current: 'page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/administrator', state: { section: 'group' } });
  });

  it('says so without a group id', async () => {
    signInAs(server);
    server.use(http.get('/group/get-org-groups', ({ response }) => response(200).json([salesLeads])));
    renderRoute(routes, '/group-members');
    expect(await screen.findByRole('alert')).toHaveTextContent('This group does not exist or is not one you manage.');
  });
});
