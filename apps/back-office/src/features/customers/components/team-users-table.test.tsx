import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import type { GroupUserStatus } from '../api';
import { aTeam, aTeamUserStatus, anOrganization } from '../testing/customer-data';

const server = setupMockApi();

beforeAll(() => import('./customer-screen'));

const salesLeads = aTeam();
const supportLeads = aTeam({ id: 11, name: 'Support leads', description: 'Support managers', group_admin_email: 'sam@northwind.example' });

/** The customer screen's calls, with Sales leads' members held here so a change shows after the reload. */
function teamApi(members: { current: GroupUserStatus['users'] }) {
  server.use(
    http.get('/organization/all', ({ response }) => response(200).json([anOrganization()])),
    http.get('/group/all', ({ response }) => response(200).json([salesLeads, supportLeads])),
    http.get('/group/user-status/{group_id}', ({ params, response }) =>
      response(200).json(params.group_id === '10' ? aTeamUserStatus({ users: members.current }) : aTeamUserStatus({ users: [] })),
    ),
  );
}

async function openSalesLeads() {
  const view = renderRoute(routes, { pathname: '/admin/customer', state: { tab: 'User' } });
  await screen.findByRole('option', { name: 'Northwind: Sales leads' });
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Northwind: Sales leads');
  const table = await screen.findByRole('table', { name: 'Users of Sales leads' });
  await screen.findByRole('option', { name: 'Support leads' });
  return { ...view, table };
}

const emailsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(2).map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('the group users toolbar', () => {
  it('moves, invites and removes the selected members, each after its checks, and reloads the list', async () => {
    signInAdmin(server);
    const members = { current: aTeamUserStatus().users };
    teamApi(members);
    const sent: { move: unknown[]; invite: unknown[]; remove: unknown[] } = { move: [], invite: [], remove: [] };
    server.use(
      http.post('/group/move-bulk-user', async ({ request, response }) => {
        const body = await request.json();
        sent.move.push(body);
        members.current = members.current.filter(({ user }) => !body.user_email_list.includes(user.email));
        return response(200).json({ message: 'Successfully Moved Users' });
      }),
      http.post('/group/send-bulk-invite', async ({ request, response }) => (sent.invite.push(await request.json()), response(200).json({ message: 'Invitations sent successfully' }))),
      http.post('/group/remove-bulk-user', async ({ request, response }) => {
        const body = await request.json();
        sent.remove.push(body);
        members.current = members.current.filter(({ user }) => !body.user_email_list.includes(user.email));
        return response(200).json({ message: 'Successfully removed users' });
      }),
    );
    const { user, table } = await openSalesLeads();
    // The admin's row cannot be selected; the target list leaves out the team itself.
    expect(within(table).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all members',
      'Select omar@northwind.example',
      'Select new.hire@northwind.example',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Target team' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a team', 'Support leads']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select a group from drop down.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target team' }), 'Support leads');
    await user.click(screen.getByRole('button', { name: 'INVITE' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Select At Least One Row.'));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select omar@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully Moved Users');
    expect(sent.move).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['omar@northwind.example'] }]);
    await vi.waitFor(() => expect(emailsOf(table)).toEqual(['new.hire@northwind.example']));

    await user.click(screen.getByRole('checkbox', { name: 'Select all members' }));
    await user.click(screen.getByRole('button', { name: 'INVITE' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Invitations sent successfully'));
    expect(sent.invite).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['new.hire@northwind.example'] }]);
    expect(screen.getByRole('checkbox', { name: 'Select new.hire@northwind.example' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select new.hire@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove users' });
    expect(dialog).toHaveTextContent('Remove 1 user from Sales leads?');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully removed users'));
    expect(sent.remove).toEqual([{ group_id: 10, user_email_list: ['new.hire@northwind.example'] }]);
    expect(await screen.findByText('No Users in this Group')).toBeInTheDocument();
  });

  it('shows the server’s message, Error Occurred without one, and clears it after 6 s', async () => {
    signInAdmin(server);
    teamApi({ current: aTeamUserStatus().users });
    server.use(http.post('/group/move-bulk-user', ({ response }) => response(404).json(errorBody('NotFound', 'x@northwind.example is not in this group.'))));
    const { user } = await openSalesLeads();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target team' }), 'Support leads');
    await user.click(screen.getByRole('checkbox', { name: 'Select omar@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('x@northwind.example is not in this group.');

    server.use(http.post('/group/send-bulk-invite', ({ response }) => response.untyped(new Response('oops', { status: 500 }))));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'INVITE' }));
      await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error Occurred$/));
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('Error Occurred')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
