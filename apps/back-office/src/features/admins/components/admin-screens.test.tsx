import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { anAdmin } from '../../../testing/admin-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => Promise.all([import('./admin-list-screen'), import('./create-admin-screen'), import('./clear-data-screen')]));

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

function adminListApi(admins = [anAdmin(), anAdmin({ id: 2, email: 'dev.rao@stride.example', first_name: 'Dev', last_name: 'Rao' })]) {
  server.use(http.get('/admin/list', ({ response }) => response(200).json(admins)));
}

describe('/admin/list', () => {
  it('shows each admin’s first name, last name and e-mail, with a way to create one', async () => {
    signInAdmin(server);
    adminListApi();
    renderRoute(routes, '/admin/list');
    const table = await screen.findByRole('table', { name: 'Back-office admins' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['First name', 'Last name', 'E-mail']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Priya', 'Nair', 'admin@stride.example'],
      ['Dev', 'Rao', 'dev.rao@stride.example'],
    ]);
    expect(screen.getByRole('link', { name: 'Create Admin' })).toHaveAttribute('href', '/admin/create');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says when the list cannot be loaded', async () => {
    signInAdmin(server);
    server.use(http.get('/admin/list', ({ response }) => response.untyped(new Response('oops', { status: 500 }))));
    renderRoute(routes, '/admin/list');
    expect(await screen.findByRole('alert')).toHaveTextContent('The admins could not be loaded. Please try again later.');
  });
});

describe('/admin/create', () => {
  it('checks the four fields with the spec’s messages on change and on submit, sends nothing until they pass', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    server.use(http.post('/admin/add', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ id: 3 }))));
    const { user } = renderRoute(routes, '/admin/create');
    expect(await screen.findByRole('heading', { name: 'Create Admin' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(field(/^First Name/)).toHaveAccessibleDescription('First Name is required');
    expect(field(/^Last Name/)).toHaveAccessibleDescription('Last Name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email Id is required');
    expect(field(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(await axeViolations(document.body)).toEqual([]);

    // Checked on every change: typing clears a message, emptying the field brings it back.
    await user.type(field(/^First Name/), 'A');
    expect(field(/^First Name/)).not.toHaveAccessibleDescription();
    await user.clear(field(/^First Name/));
    expect(field(/^First Name/)).toHaveAccessibleDescription('First Name is required');
    expect(sent).toEqual([]);
  });

  it('sends the admin with a lower-cased email and the fixed phone and gender, spinner meanwhile, then the list says so and clears after 6 s', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.post('/admin/add', async ({ request, response }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json({ id: 3 });
      }),
    );
    adminListApi();
    const { user, router } = renderRoute(routes, '/admin/create');
    await user.type(await screen.findByLabelText(/^First Name/, { selector: 'input' }), ' Meera ');
    await user.type(field(/^Last Name/), 'Iyer');
    await user.type(field(/^Email/), 'Meera.Iyer@Stride.Example');
    await user.type(field(/^Password/), 'Console#2027');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: WAIT_TIMEOUT_MS });
    expect(sent[0]).toEqual({ first_name: 'Meera', last_name: 'Iyer', email: 'meera.iyer@stride.example', password: 'Console#2027', phone: '0000000000', gender: 'male' });
    expect(screen.getByRole('button', { name: 'Create Admin' })).toBeDisabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer();
      expect(await screen.findByRole('status')).toHaveTextContent('Admin has been created. Check email for confirmation email');
      expect(router.state.location.pathname).toBe('/admin/list');
      expect(await screen.findByRole('table', { name: 'Back-office admins' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5_500));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(screen.queryByText('Admin has been created. Check email for confirmation email')).not.toBeInTheDocument();
      expect(router.state.location.state).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s message for a refusal and the spec’s text for a server failure', async () => {
    signInAdmin(server);
    server.use(http.post('/admin/add', ({ response }) => response(409).json(errorBody('Conflict', 'An admin with this email already exists.'))));
    const { user, router } = renderRoute(routes, '/admin/create');
    await user.type(await screen.findByLabelText(/^First Name/, { selector: 'input' }), 'Meera');
    await user.type(field(/^Last Name/), 'Iyer');
    await user.type(field(/^Email/), 'admin@stride.example');
    await user.type(field(/^Password/), 'Console#2027');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An admin with this email already exists.');
    expect(router.state.location.pathname).toBe('/admin/create');

    server.use(http.post('/admin/add', ({ response }) => response.untyped(Response.json(errorBody('InternalServerError', 'Something broke.'), { status: 500 }))));
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error Occured. Please try again later.');
  });
});

describe('/admin/clear-data', () => {
  it('asks first, then clears the demo account’s data and shows the server’s answer', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    server.use(
      http.post('/admin/clear-data', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({ message: 'The demo account’s learning data was cleared.' });
      }),
    );
    const { user } = renderRoute(routes, '/admin/clear-data');
    await user.click(await screen.findByRole('button', { name: 'Clear data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the demo account’s data?' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The demo account’s learning data was cleared.');
    expect(sent).toEqual([{ email: 'learner@stride.example' }]);
  });

  it('shows the server’s refusal', async () => {
    signInAdmin(server);
    server.use(http.post('/admin/clear-data', ({ response }) => response(404).json(errorBody('NotFound', 'The demo account does not exist.'))));
    const { user } = renderRoute(routes, '/admin/clear-data');
    await user.click(await screen.findByRole('button', { name: 'Clear data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo account does not exist.');
  });
});
