import type { Schema } from '@stride/api-sdk';
import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAs } from '../../../testing/signed-in';
import { aGroup } from '@stride/group-members/testing';
import { groupSection } from '../../../testing/group-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./groups-section'));

/** The Group section of an organisation admin, with one of the three ways to add users opened. */
async function openAddUsers(way: 'Add a user' | 'Add multiple users' | 'Upload CSV') {
  signInAs(server);
  server.use(http.get('/group/get-org-groups', ({ response }) => response(200).json([aGroup()])));
  const view = renderRoute(routes, groupSection);
  const panel = await screen.findByRole('region', { name: 'Add users to the organization' });
  await view.user.click(within(panel).getByRole('button', { name: way }));
  return { ...view, panel };
}

/** Records the bodies sent to user/org-add and answers as the server does. */
function orgAdd() {
  const sent: unknown[] = [];
  server.use(
    http.post('/user/org-add', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      return response(200).json({ message: body.user_email_list.length === 1 ? 'User added successfully' : 'Users added successfully' });
    }),
  );
  return sent;
}

const csvFile = (text: string) => new File([text], 'members.csv', { type: 'text/csv' });

describe('Add users to the organization', () => {
  it('adds one user by a valid, lower-cased email; the message hides after 6 s', async () => {
    const sent = orgAdd();
    const { user, panel } = await openAddUsers('Add a user');
    const form = within(panel).getByRole('form', { name: 'Add a user' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Please Enter Valid Email.');
    expect(sent).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(email);
    await user.type(email, ' Ana@Northwind.Example ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Add user' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent('User added successfully');
      expect(sent).toEqual([{ user_email_list: ['ana@northwind.example'] }]);
      expect(email).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('User added successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds two to six unique emails and says the spec’s words otherwise', async () => {
    const sent = orgAdd();
    const { user, panel } = await openAddUsers('Add multiple users');
    const form = within(panel).getByRole('form', { name: 'Add multiple users' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(6);
    await user.type(within(form).getByRole('textbox', { name: 'Email 1' }), 'ana@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Enter At-least 2 fields.');
    await user.type(within(form).getByRole('textbox', { name: 'Email 5' }), 'ANA@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    await vi.waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('All emails should be unique.'), { timeout: WAIT_TIMEOUT_MS });
    await user.clear(within(form).getByRole('textbox', { name: 'Email 5' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email 5' }), 'Ben@Northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add users' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Users added successfully');
    expect(sent).toEqual([{ user_email_list: ['ana@northwind.example', 'ben@northwind.example'] }]);
  });

  it.each([
    ['the server’s reason', () => HttpResponse.json(errorBody('Conflict', 'ana@northwind.example is a member of another organization.'), { status: 409 }), 'ana@northwind.example is a member of another organization.'],
    ['"Error Occurred" for a server failure', () => HttpResponse.json(errorBody('Internal', 'Internal Server Error'), { status: 500 }), 'Error Occurred'],
    ['"An error occurred. Please try again later." without an answer', () => HttpResponse.error(), 'An error occurred. Please try again later.'],
  ])('says %s when an add fails', async (_, answer, message) => {
    server.use(http.post('/user/org-add', answer));
    const { user, panel } = await openAddUsers('Add a user');
    await user.type(within(panel).getByRole('textbox', { name: 'Email' }), 'ana@northwind.example');
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a file without the spec’s headers, or with a field the server’s text rule refuses, before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(http.post('/user/csv-add', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ message: 'Users added successfully', added: 1, skipped: 0, refused: [] }))));
    const { user, panel } = await openAddUsers('Upload CSV');
    expect(within(panel).getByRole('link', { name: 'Download a blank csv' })).toHaveAttribute('download', 'members.csv');
    await user.upload(within(panel).getByLabelText('CSV file (first_name, last_name, email)'), csvFile('first_name,email\nAna,ana@northwind.example\n'));
    await user.click(within(panel).getByRole('button', { name: 'Import file' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Required header "last_name" is missing.');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.upload(within(panel).getByLabelText('CSV file (first_name, last_name, email)'), csvFile('first_name,last_name,email\n"Ana\u001b[2J",Silva,ana@northwind.example\n'));
    await user.click(within(panel).getByRole('button', { name: 'Import file' }));
    await vi.waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('first_name on line 2 must not contain control characters.'), { timeout: WAIT_TIMEOUT_MS });
    expect(sent).toEqual([]);

    await user.upload(within(panel).getByLabelText('CSV file (first_name, last_name, email)'), csvFile('first_name,last_name,email\n Ana , Silva ,ana@northwind.example\n'));
    await user.click(within(panel).getByRole('button', { name: 'Import file' }));
    await vi.waitFor(() => expect(sent).toEqual([{ user_list: [{ first_name: 'Ana', last_name: 'Silva', email: 'ana@northwind.example' }] }]), { timeout: WAIT_TIMEOUT_MS });
  });

  it('imports a whole file in one call with a progress bar, then the counts and the refused rows by their line in the file', async () => {
    const lines = Array.from({ length: 600 }, (_, index) => `P${index},Q${index},person${index}@northwind.example`);
    const sent: number[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/user/csv-add', async ({ request, response }) => {
        const { user_list } = await request.json();
        sent.push(user_list.length);
        await held;
        // The server numbers the rows from 2 (the header is line 1).
        const answer: Schema<'OrgMembersImported'> = {
          message: 'Users added successfully',
          added: user_list.length - 3,
          skipped: 1,
          refused: [
            { row: 3, email: user_list[1]?.email ?? '', reason: 'A member of another organization.' },
            { row: 503, email: user_list[501]?.email ?? '', reason: 'Please Enter Valid Email.' },
          ],
        };
        return response(200).json(answer);
      }),
    );
    const { user, panel } = await openAddUsers('Upload CSV');
    await user.upload(within(panel).getByLabelText('CSV file (first_name, last_name, email)'), csvFile(`first_name,last_name,email\n${lines.join('\n')}\n`));
    await user.click(within(panel).getByRole('button', { name: 'Import file' }));

    const bar = await within(panel).findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(within(panel).getByText('Importing 600 rows…')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    release();

    expect(await within(panel).findByRole('status')).toHaveTextContent('Users added successfully');
    expect(sent).toEqual([600]);
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    const result = within(panel).getByRole('region', { name: 'Import result' });
    expect(within(result).getByText('Added: 597 · Skipped: 1 · Refused: 2')).toBeInTheDocument();
    const refused = within(result).getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3person1@northwind.exampleA member of another organization.',
      '503person501@northwind.examplePlease Enter Valid Email.',
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the server’s reason when it refuses the import, which then changed nothing, and no result', async () => {
    server.use(http.post('/user/csv-add', ({ response }) => response(403).json(errorBody('Forbidden', 'Only organisation administrators can do this.'))));
    const { user, panel } = await openAddUsers('Upload CSV');
    await user.upload(within(panel).getByLabelText('CSV file (first_name, last_name, email)'), csvFile('first_name,last_name,email\nAna,Silva,ana@northwind.example\n'));
    await user.click(within(panel).getByRole('button', { name: 'Import file' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Only organisation administrators can do this.');
    expect(within(panel).queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
