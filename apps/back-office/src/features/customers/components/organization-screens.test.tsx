import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { anOrganization } from '../../../testing/customer-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./organization-screens'));

type User = ReturnType<typeof renderRoute>['user'];

function organizationsApi(organizations = [anOrganization(), anOrganization({ id: 2, name: 'Contoso', country: 'uk', email: 'owner@contoso.example', active: false })]) {
  server.use(http.get('/organization/all', ({ response }) => response(200).json(organizations)));
}

async function fillOrganization(user: User, scope: HTMLElement) {
  await user.type(within(scope).getByRole('textbox', { name: 'Name' }), 'Fabrikam');
  await user.selectOptions(within(scope).getByRole('combobox', { name: 'Country' }), 'Hong Kong');
  await user.type(within(scope).getByRole('textbox', { name: 'Owner email' }), 'Owner@Fabrikam.Example');
}

describe('/admin/organization/add', () => {
  it('asks for every field, sends the organisation with a spinner, then says so for 6 s', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.post('/organization/add', async ({ request, response }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json(anOrganization({ id: 3, name: 'Fabrikam' }));
      }),
    );
    const { user } = renderRoute(routes, '/admin/organization/add');
    expect(await screen.findByRole('heading', { name: 'Add organization' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add organization' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Fabrikam');
    await user.click(within(form).getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the details');
    expect(sent).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await fillOrganization(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add organization' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: WAIT_TIMEOUT_MS });
    expect(sent[0]).toEqual({ name: 'Fabrikam', country: 'hong_kong', email: 'owner@fabrikam.example' });
    expect(within(form).getByRole('button', { name: 'Add organization' })).toBeDisabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer();
      expect(await screen.findByRole('status')).toHaveTextContent('Organization added successfully');
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(6_100));
      expect(screen.queryByText('Organization added successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s reason for a taken name and the spec’s text for a failure', async () => {
    signInAdmin(server);
    server.use(http.post('/organization/add', ({ response }) => response(409).json(errorBody('Conflict', 'An organization named "Fabrikam" already exists.'))));
    const { user } = renderRoute(routes, '/admin/organization/add');
    const form = await screen.findByRole('form', { name: 'Add organization' });
    await fillOrganization(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An organization named "Fabrikam" already exists.');

    server.use(http.post('/organization/add', ({ response }) => response.untyped(new Response('oops', { status: 500 }))));
    await user.click(within(form).getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occured\.$/);
  });
});

describe('/admin/organization/list', () => {
  it('lists the organisations with country, owner email, status and the customer overview, each linking to its admins and programs', async () => {
    signInAdmin(server);
    organizationsApi([
      anOrganization(),
      anOrganization({ id: 2, name: 'Contoso', country: 'uk', email: 'owner@contoso.example', active: false, admins: 0, invited_admins: 1, members: 0, active_learners: 0, created_at: '2026-11-20T16:30:00.000Z' }),
    ]);
    renderRoute(routes, '/admin/organization/list');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Country',
      'Owner email',
      'Status',
      'Admins',
      'Members',
      'Active in 7 days',
      'Programs',
      'Created',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 9).map((cell) => cell.textContent))).toEqual([
      ['Northwind', 'India', 'owner@northwind.example', 'Active', '1', '12', '7', '6', '2026-11-02'],
      ['Contoso', 'UK', 'owner@contoso.example', 'Inactive', '0 + 1 invited', '0', '0', '6', '2026-11-20'],
    ]);
    expect(screen.getByRole('link', { name: 'Admins and programs of Contoso' })).toHaveAttribute('href', '/admin/customer/organization/2');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('adds an organisation in a dialog, which closes; the list reloads and says so', async () => {
    signInAdmin(server);
    organizationsApi();
    server.use(http.post('/organization/add', ({ response }) => response(200).json(anOrganization({ id: 3, name: 'Fabrikam' }))));
    const { user } = renderRoute(routes, '/admin/organization/list');
    await screen.findByRole('table', { name: 'Organizations' });
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add organization' });
    await user.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill the details');
    expect(await axeViolations(document.body)).toEqual([]);

    organizationsApi([anOrganization(), anOrganization({ id: 3, name: 'Fabrikam', country: 'hong_kong' })]);
    await fillOrganization(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Organization added successfully');
    expect(await screen.findByRole('cell', { name: 'Fabrikam' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: WAIT_TIMEOUT_MS });
  });

  it('edits an organisation’s name and country in a dialog; 404 says An error occured.', async () => {
    signInAdmin(server);
    organizationsApi();
    const sent: unknown[] = [];
    server.use(
      http.patch('/organization/update/{id}', async ({ request, params, response }) => {
        sent.push({ id: params.id, body: await request.json() });
        return response(200).json(anOrganization({ id: 2, name: 'Contoso Ltd', country: 'canada' }));
      }),
    );
    const { user } = renderRoute(routes, '/admin/organization/list');
    await user.click(await screen.findByRole('button', { name: 'Edit Contoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Contoso');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('uk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Ltd');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Canada');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Organization updated successfully');
    expect(sent).toEqual([{ id: '2', body: { name: 'Contoso Ltd', country: 'canada' } }]);

    server.use(http.patch('/organization/update/{id}', ({ response }) => response(404).json(errorBody('NotFound', 'No such organization.'))));
    await user.click(screen.getByRole('button', { name: 'Edit Northwind' }));
    const again = await screen.findByRole('dialog', { name: 'Edit organization' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(/^An error occured\.$/);
  });

  it('says removing an organisation is not available', async () => {
    signInAdmin(server);
    organizationsApi();
    const { user } = renderRoute(routes, '/admin/organization/list');
    await user.click(await screen.findByRole('button', { name: 'Delete Northwind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    expect(within(dialog).getByText('Removing organization is currently not available!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: WAIT_TIMEOUT_MS });
  });
});
