import type { ErrorBody } from '@stride/api-sdk';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { adminSession } from '../../../testing/admin-session';
import { renderRoutes } from '../../../testing/render-routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// The label also holds Mantine's required asterisk, so the e-mail box is found by its accessible name.
const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText(/^Password/);

async function openLogin(path = '/admin/login') {
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Admin sign in' });
  return view;
}

describe('AdminLoginScreen', () => {
  it('asks for both fields when submitted empty', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email Id is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail', async () => {
    const { user } = await openLogin();
    await user.type(emailBox(), 'ada@stride');
    await user.type(passwordBox(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json<ErrorBody>(
          { error: { code: 'InvalidCredentials', message: 'Incorrect email or password.' } },
          { status: 401 },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.type(emailBox(), 'ada@stride.test');
    await user.type(passwordBox(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the session and lands on the curriculum', async () => {
    const session = adminSession();
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json(session)),
      http.get('/api/admin/check-auth', () => HttpResponse.json(session)),
    );
    const { user, router } = await openLogin();
    await user.type(emailBox(), session.email);
    await user.type(passwordBox(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/curriculum');
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(localStorage.getItem('email')).toBe(session.email);
    expect(localStorage.getItem('org_id')).toBe('null');
  });

  it('goes back to the return_url after signing in', async () => {
    const session = adminSession();
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json(session)),
      http.get('/api/admin/check-auth', () => HttpResponse.json(session)),
    );
    const { user } = await openLogin('/admin/login?return_url=%2Fadmin%2Fgoal%2Flist');
    await user.type(emailBox(), session.email);
    await user.type(passwordBox(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from a protected route to sign in', async () => {
    const { router } = await openLogin('/admin/customer');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?return_url=%2Fadmin%2Fcustomer');
  });

  it('shows Work In Progress with the path for an unknown path', async () => {
    renderRoutes('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/admin/no-such-screen')).toBeInTheDocument();
  });
});
