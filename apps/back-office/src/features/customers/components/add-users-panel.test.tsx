import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aTeam } from '../testing/customer-data';

const server = setupMockApi();

beforeAll(() => import('./team-screens'));

const joinLink = (email: string) => `https://learn.example/group/join-link/${email}/10`;

/** /admin/team/add-members with Sales leads chosen; add-user-only answers each email as a new member. */
async function openAddMembers() {
  const sent: unknown[] = [];
  server.use(
    http.get('/group/all', ({ response }) => response(200).json([aTeam()])),
    http.post('/group/add-user-only', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      return response(200).json({ members: body.user_list.map(({ email }) => ({ email, first_name: null, last_name: null, invite_link: joinLink(email) })) });
    }),
  );
  const view = renderRoute(routes, '/admin/team/add-members');
  await screen.findByRole('option', { name: 'Northwind: Sales leads' });
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Northwind: Sales leads');
  return { ...view, sent };
}

describe('/admin/team/add-members', () => {
  it('adds one user by a valid, lower-cased email and lists the join link; the message clears after 6 s', async () => {
    signInAdmin(server);
    const { user, sent } = await openAddMembers();
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    const form = screen.getByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter Valid Email.');
    expect(sent).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), ' Ana@Northwind.Example ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Add user' }));
      expect(await screen.findByRole('status')).toHaveTextContent('User added successfully');
      expect(sent).toEqual([{ group_id: 10, user_list: [{ email: 'ana@northwind.example' }] }]);
      expect(within(screen.getByRole('list', { name: 'Join links to pass on' })).getByRole('listitem')).toHaveTextContent(`ana@northwind.example: ${joinLink('ana@northwind.example')}`);
      expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('User added successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds two to six unique emails and says the spec’s words otherwise', async () => {
    signInAdmin(server);
    const { user, sent } = await openAddMembers();
    await user.click(screen.getByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Add multiple users' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Download a blank csv' })).toHaveAttribute('download', 'members.csv');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'ana@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter At-least 2 fields.');
    await user.type(within(form).getByRole('textbox', { name: 'Email 4' }), 'ANA@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All emails should be unique.'));
    await user.clear(within(form).getByRole('textbox', { name: 'Email 4' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email 4' }), 'Ben@Northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users added successfully');
    expect(sent).toEqual([{ group_id: 10, user_list: [{ email: 'ana@northwind.example' }, { email: 'ben@northwind.example' }] }]);

    server.use(http.post('/group/add-user-only', ({ response }) => response(403).json(errorBody('Forbidden', 'You do not manage this group.'))));
    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'a@northwind.example');
    await user.type(within(form).getByRole('textbox', { name: 'Email 2' }), 'b@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not manage this group.');
  });

  it('uploads a csv checked in the browser, as parsed rows', async () => {
    signInAdmin(server);
    const { user } = await openAddMembers();
    const sent: unknown[] = [];
    server.use(http.post('/group/csv-add', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ members: [] }))));
    await user.click(screen.getByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Upload csv' });
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid file');

    const input = within(form).getByLabelText('CSV file (first_name, last_name, email)');
    await user.upload(input, new File(['first_name,email\nAna,ana@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Required header "last_name" is missing.'));
    expect(sent).toEqual([]);

    await user.upload(input, new File(['first_name,last_name,email\nAna,Silva,ana@northwind.example\nBen,,ben@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users added successfully');
    expect(sent).toEqual([
      {
        group_id: 10,
        user_list: [
          { first_name: 'Ana', last_name: 'Silva', email: 'ana@northwind.example' },
          { first_name: 'Ben', last_name: '', email: 'ben@northwind.example' },
        ],
      },
    ]);
  });
});
