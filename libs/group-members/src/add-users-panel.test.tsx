import { ApiError } from '@stride/api-sdk';
import { errorBody, http } from '@stride/api-sdk/testing';
import { setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddUsersPanel } from './add-users-panel';
import { joinLink, renderWithGroupMembersApi } from './testing/render-screen';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

const salesLeads = { id: 10, name: 'Sales leads' };
const openPanel = (calls?: Parameters<typeof renderWithGroupMembersApi>[2]) => renderWithGroupMembersApi((api) => <AddUsersPanel group={salesLeads} api={api} />, [], calls);

describe('AddUsersPanel', () => {
  it('adds one user by a valid, lower-cased email and lists the join links given; the message clears after 6 s', async () => {
    const { user, added } = openPanel();
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    const form = screen.getByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter Valid Email.');
    expect(added).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), ' Ana@Northwind.Example ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Add user' }));
      expect(await screen.findByRole('status')).toHaveTextContent('User added successfully');
      expect(added).toEqual([['ana@northwind.example']]);
      expect(within(screen.getByRole('list', { name: 'Join links to pass on' })).getByRole('listitem')).toHaveTextContent(`ana@northwind.example: ${joinLink('ana@northwind.example')}`);
      expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('User added successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists no join links when the app’s add gives none (invited by mail)', async () => {
    const { user } = openPanel({ addUsers: async () => [] });
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User added successfully');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds two to six unique emails and says the spec’s words otherwise', async () => {
    const { user, added } = openPanel();
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
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All emails should be unique.'), { timeout: WAIT_TIMEOUT_MS });
    await user.clear(within(form).getByRole('textbox', { name: 'Email 4' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email 4' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please Enter Valid Email.'), { timeout: WAIT_TIMEOUT_MS });
    await user.clear(within(form).getByRole('textbox', { name: 'Email 4' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email 4' }), 'Ben@Northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users added successfully');
    expect(added).toEqual([['ana@northwind.example', 'ben@northwind.example']]);
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('');
  });

  it('shows the server’s reason for a refused add and keeps what was typed', async () => {
    const { user } = openPanel({
      addUsers: async () => {
        throw new ApiError(403, errorBody('Forbidden', 'You do not manage this group.'));
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Add multiple users' });
    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'a@northwind.example');
    await user.type(within(form).getByRole('textbox', { name: 'Email 2' }), 'b@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not manage this group.');
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('a@northwind.example');
  });

  it('uploads a csv checked in the browser, as parsed rows, to group/csv-add', async () => {
    const sent: unknown[] = [];
    server.use(http.post('/group/csv-add', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ members: [] }))));
    const { user } = openPanel();
    await user.click(screen.getByRole('button', { name: 'Add multiple users' }));
    const form = screen.getByRole('form', { name: 'Upload csv' });
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid file');

    const input = within(form).getByLabelText('CSV file (first_name, last_name, email)');
    await user.upload(input, new File(['first_name,email\nAna,ana@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Required header "last_name" is missing.'), { timeout: WAIT_TIMEOUT_MS });
    expect(sent).toEqual([]);
    // The text rule the server applies to every field of every row, checked before sending.
    await user.upload(input, new File(['first_name,last_name,email\nAna,Silva,ana@northwind.example\nBen,\u202enesnaH,ben@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('last_name on line 3 must not contain characters that change the direction of text.'), {
      timeout: WAIT_TIMEOUT_MS,
    });
    expect(sent).toEqual([]);

    await user.upload(input, new File(['first_name,last_name,email\n Ana ,Silva,ana@northwind.example\nBen,,ben@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
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

    server.use(http.post('/group/csv-add', ({ response }) => response(400).json(errorBody('BadRequest', 'Email is missing in a row.'))));
    // A fresh file input after an upload.
    await user.upload(within(form).getByLabelText('CSV file (first_name, last_name, email)'), new File(['first_name,last_name,email\nAna,Silva,ana@northwind.example\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is missing in a row.');
  });
});
