import { http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aGroupUserStatus } from '@stride/group-members/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aTeam, anOrganization } from '../../../testing/customer-data';

const server = setupMockApi();

beforeAll(() => Promise.all([import('./customer-screen'), import('./team-screens')]));

const salesLeads = aTeam();
const supportLeads = aTeam({ id: 11, name: 'Support leads', group_admin_email: 'sam@northwind.example' });

/**
 * The back office's calls of the shared group users screen (@stride/group-members, whose own tests cover the
 * screen): the targets of a move are the team's organisation's teams, and users are added by add-user-only.
 */
describe('the group users screen in the back office', () => {
  it('offers the other teams of the team’s organisation as targets of a move', async () => {
    signInAdmin(server);
    const asked: (string | null)[] = [];
    const moved: unknown[] = [];
    server.use(
      http.get('/organization/all', ({ response }) => response(200).json([anOrganization()])),
      http.get('/group/all', ({ query, response }) => (asked.push(query.get('organization_id')), response(200).json([salesLeads, supportLeads]))),
      http.get('/group/user-status/{group_id}', ({ response }) => response(200).json(aGroupUserStatus())),
      http.post('/group/move-bulk-user', async ({ request, response }) => (moved.push(await request.json()), response(200).json({ message: 'Successfully Moved Users' }))),
    );
    const { user } = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'User' } });
    const salesLeadsOption = await screen.findByRole('option', { name: 'Northwind: Sales leads' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), salesLeadsOption);
    await screen.findByRole('table', { name: 'Users of Sales leads' });
    const target = screen.getByRole('combobox', { name: 'Target group' });
    await within(target).findByRole('option', { name: 'Support leads' });
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a group', 'Support leads']);
    expect(asked).toContain('1');

    await user.selectOptions(target, 'Support leads');
    await user.click(screen.getByRole('checkbox', { name: 'Select omar@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully Moved Users');
    expect(moved).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['omar@northwind.example'] }]);
  });

  it('adds users at /admin/team/add-members without an email, says "Members added successfully" and lists their join links', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    const joinLink = (email: string) => `https://learn.example/group/join-link/${email}/10`;
    server.use(
      http.get('/group/all', ({ response }) => response(200).json([salesLeads])),
      http.post('/group/add-user-only', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        return response(200).json({ members: body.user_list.map(({ email }) => ({ email, first_name: null, last_name: null, invite_link: joinLink(email) })) });
      }),
    );
    const { user } = renderRoute(routes, '/admin/team/add-members');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Team' }), await screen.findByRole('option', { name: 'Northwind: Sales leads' }));
    await user.click(screen.getByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Add multiple users' });
    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'Ana@Northwind.example');
    await user.type(within(form).getByRole('textbox', { name: 'Email 2' }), 'ben@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    // The standalone screen's words (docs/back-office-app.md), not the users table's "Users added successfully".
    expect(await screen.findByRole('status')).toHaveTextContent(/^Members added successfully$/);
    expect(sent).toEqual([{ group_id: 10, user_list: [{ email: 'ana@northwind.example' }, { email: 'ben@northwind.example' }] }]);
    expect(within(screen.getByRole('list', { name: 'Join links to pass on' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `ana@northwind.example: ${joinLink('ana@northwind.example')}`,
      `ben@northwind.example: ${joinLink('ben@northwind.example')}`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    await user.type(within(screen.getByRole('form', { name: 'Add a user' })).getByRole('textbox', { name: 'Email' }), 'cara@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Members added successfully$/);
  });
});
