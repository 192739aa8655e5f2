import { errorBody, http } from '@stride/api-sdk/testing';
import { setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GroupUserStatus } from './group-members-api';
import { GroupMembersScreen } from './group-members-screen';
import { aGroup, aGroupUserStatus } from './testing';
import { renderWithGroupMembersApi } from './testing/render-screen';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

const salesLeads = aGroup();
const supportLeads = aGroup({ id: 11, name: 'Support leads', group_admin_email: 'sam@northwind.example' });

/** Sales leads' member list, held in `members` so a change shows after the reload. */
function memberList(members: { current: GroupUserStatus['users'] }) {
  server.use(http.get('/group/user-status/{group_id}', ({ params, response }) => response(200).json(aGroupUserStatus(params.group_id === '10' ? { users: members.current } : { users: [] }))));
}

async function openSalesLeads() {
  const view = renderWithGroupMembersApi((api) => <GroupMembersScreen group={salesLeads} api={api} />, [salesLeads, supportLeads]);
  const table = await screen.findByRole('table', { name: 'Users of Sales leads' });
  await screen.findByRole('option', { name: 'Support leads' });
  return { ...view, table };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
const emailsOf = (table: HTMLElement) => rowsOf(table).slice(1).map(([, email]) => email);

describe('GroupMembersScreen', () => {
  it('lists the admin and the members with their status in upper case; only members can be selected', async () => {
    memberList({ current: aGroupUserStatus().users });
    const { table } = await openSalesLeads();
    expect(rowsOf(table)).toEqual([
      ['Lena Park', 'lead@northwind.example', '', 'Admin'],
      ['Omar Haddad', 'omar@northwind.example', 'JOINED', 'Member'],
      ['—', 'new.hire@northwind.example', 'INVITED', 'Member'],
    ]);
    expect(within(table).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all members',
      'Select omar@northwind.example',
      'Select new.hire@northwind.example',
    ]);
    // The target list leaves out the group itself.
    expect(within(screen.getByRole('combobox', { name: 'Target group' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a group', 'Support leads']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says No Users in this Group without members, with no toolbar but the add buttons', async () => {
    memberList({ current: [] });
    renderWithGroupMembersApi((api) => <GroupMembersScreen group={salesLeads} api={api} />);
    expect(await screen.findByText('No Users in this Group')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a user' })).toBeInTheDocument();
  });

  it('read-only, lists the same people with nothing to select, move, remove or add', async () => {
    memberList({ current: aGroupUserStatus().users });
    renderWithGroupMembersApi((api) => <GroupMembersScreen group={salesLeads} api={api} readOnly />);
    const table = await screen.findByRole('table', { name: 'Users of Sales leads' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Lena Park', 'lead@northwind.example', '', 'Admin'],
      ['Omar Haddad', 'omar@northwind.example', 'JOINED', 'Member'],
      ['—', 'new.hire@northwind.example', 'INVITED', 'Member'],
    ]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a user' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('/group/user-status/{group_id}', ({ response }) => response(403).json(errorBody('Forbidden', 'You do not manage this group.'))));
    renderWithGroupMembersApi((api) => <GroupMembersScreen group={salesLeads} api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded. Please try again later.');
  });

  it('moves, invites and removes the selected members, each after its checks, and reloads the list', async () => {
    const members = { current: aGroupUserStatus().users };
    memberList(members);
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

    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select a group from drop down.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target group' }), 'Support leads');
    await user.click(screen.getByRole('button', { name: 'INVITE' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Select At Least One Row.'), { timeout: WAIT_TIMEOUT_MS });
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select omar@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully Moved Users');
    expect(sent.move).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['omar@northwind.example'] }]);
    await vi.waitFor(() => expect(emailsOf(table)).toEqual(['new.hire@northwind.example']), { timeout: WAIT_TIMEOUT_MS });

    await user.click(screen.getByRole('checkbox', { name: 'Select all members' }));
    await user.click(screen.getByRole('button', { name: 'INVITE' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Invitations sent successfully'), { timeout: WAIT_TIMEOUT_MS });
    expect(sent.invite).toEqual([{ current_group_id: 10, new_group_id: 11, user_email_list: ['new.hire@northwind.example'] }]);
    expect(screen.getByRole('checkbox', { name: 'Select new.hire@northwind.example' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select new.hire@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove users' });
    expect(dialog).toHaveTextContent('Remove 1 user from Sales leads?');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully removed users'), { timeout: WAIT_TIMEOUT_MS });
    expect(sent.remove).toEqual([{ group_id: 10, user_email_list: ['new.hire@northwind.example'] }]);
    expect(await screen.findByText('No Users in this Group')).toBeInTheDocument();
  });

  it('shows the server’s message, Error Occurred without one, and clears it after 6 s', async () => {
    memberList({ current: aGroupUserStatus().users });
    server.use(http.post('/group/move-bulk-user', ({ response }) => response(404).json(errorBody('NotFound', 'x@northwind.example is not in this group.'))));
    const { user } = await openSalesLeads();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target group' }), 'Support leads');
    await user.click(screen.getByRole('checkbox', { name: 'Select omar@northwind.example' }));
    await user.click(screen.getByRole('button', { name: 'MOVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('x@northwind.example is not in this group.');

    server.use(http.post('/group/send-bulk-invite', ({ response }) => response.untyped(new Response('oops', { status: 500 }))));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'INVITE' }));
      await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error Occurred$/), { timeout: WAIT_TIMEOUT_MS });
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('Error Occurred')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
