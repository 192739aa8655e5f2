import { aUserSession, errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAs, signInGroupAdmin } from '../../../testing/signed-in';
import { aGroup } from '@stride/group-members/testing';
import { groupSection } from '../../../testing/group-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./groups-section'));

/** The organisation's groups; `after` is what the list answers once something was saved. */
function orgGroups(after = [aGroup()]) {
  let saved = false;
  server.use(http.get('/group/get-org-groups', ({ response }) => response(200).json(saved ? after : [aGroup()])));
  return () => {
    saved = true;
  };
}

async function openAsOrgAdmin() {
  signInAs(server);
  const view = renderRoute(routes, groupSection);
  await screen.findByRole('table', { name: 'Groups' });
  return view;
}

describe('Group section', () => {
  it('lists the organisation’s groups with their admin, Edit and a link to their members', async () => {
    orgGroups();
    await openAsOrgAdmin();
    const row = screen.getByRole('row', { name: /Sales leads/ });
    expect(within(row).getByRole('cell', { name: 'First-line sales managers' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'lead@northwind.example' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Members of Sales leads' })).toHaveAttribute('href', '/group-members?group_id=10');
    expect(within(row).getByRole('button', { name: 'Edit Sales leads' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add users to the organization' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('creates a group with every field filled, says so, and lists it', async () => {
    const saved = orgGroups([aGroup(), aGroup({ id: 11, name: 'Support', description: 'Helpdesk', group_admin_email: 'ben@northwind.example' })]);
    const sent: unknown[] = [];
    server.use(
      http.post('/group/create-org-group', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        saved();
        return response(200).json(aGroup({ id: 11, ...body }));
      }),
    );
    const { user } = await openAsOrgAdmin();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please Enter all Fields');
    expect(sent).toEqual([]);
    expect(await axeViolations(dialog)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' Helpdesk ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Admin email' }), 'Ben@Northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Group Created Successfuly!');
    expect(sent).toEqual([{ name: 'Support', description: 'Helpdesk', group_admin_email: 'ben@northwind.example' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Support/ })).toBeInTheDocument();
  });

  it.each([
    ['the server’s reason', () => HttpResponse.json(errorBody('GroupNameTaken', 'A group named "Support" already exists.'), { status: 409 }), 'A group named "Support" already exists.'],
    ['"Error Occured" for a server failure', () => HttpResponse.json(errorBody('Internal', 'Internal Server Error'), { status: 500 }), 'Error Occured'],
    ['"An error occured. Please try again later." without an answer', () => HttpResponse.error(), 'An error occured. Please try again later.'],
  ])('says %s when a create fails', async (_, answer, message) => {
    orgGroups();
    server.use(http.post('/group/create-org-group', answer));
    const { user } = await openAsOrgAdmin();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Support');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Helpdesk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Admin email' }), 'ben@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('edits a group’s name and description, with the spec’s words for an empty field, a 403 and a success', async () => {
    const saved = orgGroups([aGroup({ name: 'Sales managers' })]);
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.patch('/group', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        if (refuse) return response(403).json(errorBody('NotGroupAdmin', 'You do not administer this group.'));
        saved();
        return response(200).json(aGroup(body));
      }),
    );
    const { user } = await openAsOrgAdmin();
    await user.click(screen.getByRole('button', { name: 'Edit Sales leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sales leads');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please Enter all Fields');
    expect(sent).toEqual([]);

    await user.type(name, 'Sales managers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create Group,Error Occured'), { timeout: WAIT_TIMEOUT_MS });

    refuse = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Details Updated Successfuly!');
      expect(sent.at(-1)).toEqual({ id: 10, name: 'Sales managers', description: 'First-line sales managers' });
      expect(await screen.findByRole('row', { name: /Sales managers/ })).toBeInTheDocument();
      // Group messages hide after 4 s (§9).
      await act(() => vi.advanceTimersByTimeAsync(4_100));
      expect(screen.queryByText('Details Updated Successfuly!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses control and direction characters in a new group next to the field, as the server does, and sends nothing', async () => {
    orgGroups();
    const sent: unknown[] = [];
    server.use(http.post('/group/create-org-group', async ({ request, response }) => (sent.push(await request.json()), response(200).json(aGroup({ id: 11 })))));
    const { user } = await openAsOrgAdmin();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    // A right-to-left override would make the group's name read backwards in every list.
    await user.type(name, 'Sup\u202etrop');
    await user.click(description);
    await user.paste('Help\u0000desk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Admin email' }), 'ben@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must not contain characters that change the direction of text.');
    expect(description).toHaveAccessibleDescription('Description must not contain control characters.');
    expect(sent).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Support ');
    await user.clear(description);
    await user.type(description, 'Helpdesk{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Group Created Successfuly!');
    expect(sent).toEqual([{ name: 'Support', description: 'Helpdesk', group_admin_email: 'ben@northwind.example' }]);
  });

  it('refuses a direction character in a group being edited, and sends the new name trimmed', async () => {
    orgGroups();
    const sent: unknown[] = [];
    server.use(http.patch('/group', async ({ request, response }) => (sent.push(await request.json()), response(200).json(aGroup({ name: 'Sales managers' })))));
    const { user } = await openAsOrgAdmin();
    await user.click(screen.getByRole('button', { name: 'Edit Sales leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, '\u2067');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Sales managers ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Details Updated Successfuly!');
    expect(sent).toEqual([{ id: 10, name: 'Sales managers', description: 'First-line sales managers' }]);
  });

  it('shows a group admin (role 2) the groups they administer, asked with their own id, to edit but not to create', async () => {
    const asked: string[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get('/group/org-groups/{id}', ({ params, response }) => {
        asked.push(String(params.id));
        return response(200).json([aGroup({ name: 'Field crew' })]);
      }),
      http.patch('/group', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        return response(200).json(aGroup(body));
      }),
    );
    signInGroupAdmin(server);
    const { user } = renderRoute(routes, groupSection);
    const table = await screen.findByRole('table', { name: 'Groups you administer' });
    expect(asked).toEqual(['22']);
    expect(within(table).getByRole('button', { name: 'Edit Field crew' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Members of Field crew' })).toHaveAttribute('href', '/group-members?group_id=10');
    expect(screen.queryByRole('button', { name: 'Create group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add users to the organization' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Edit Field crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' on site');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Details Updated Successfuly!');
    expect(sent).toEqual([{ id: 10, name: 'Field crew', description: 'First-line sales managers on site' }]);
    await vi.waitFor(() => expect(asked).toEqual(['22', '22']), { timeout: WAIT_TIMEOUT_MS });
  });

  it.each([
    [4, { create: true, edit: true, addPeople: true }],
    [5, { create: true, edit: true, addPeople: false }],
    [6, { create: false, edit: false, addPeople: false }],
  ])('offers an organisation admin of level %i only what the level may change (docs/organisation-admins.md)', async (role_id, offered) => {
    orgGroups();
    // Signed in as a Administrator; the back office changed the level since, and the session check says so.
    signInAs(server);
    server.use(http.get('/user/check-auth', ({ response }) => response(200).json(aUserSession({ id: 21, email: 'org.admin@northwind.example', role_id, organization_id: 1 }))));
    renderRoute(routes, groupSection);
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByRole('link', { name: 'Members of Sales leads' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Create group' }))).toBe(offered.create);
    expect(Boolean(within(table).queryByRole('button', { name: 'Edit Sales leads' }))).toBe(offered.edit);
    expect(Boolean(screen.queryByRole('heading', { name: 'Add users to the organization' }))).toBe(offered.addPeople);
  });
});
