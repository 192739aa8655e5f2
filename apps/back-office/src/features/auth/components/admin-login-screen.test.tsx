import { anAdminSession, errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { routes } from '../../../app/router';

const server = setupMockApi();

// The labels also hold Mantine's required asterisk, hence the patterns.
const emailBox = () => screen.getByLabelText(/^Email/);
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function openLogin(path = '/admin/login') {
  const view = renderRoute(routes, path);
  await screen.findByRole('heading', { name: 'Admin sign in' });
  return view;
}

function signedInServer() {
  server.use(
    http.post('/admin/login', ({ response }) => response(200).json(anAdminSession())),
    http.get('/admin/check-auth', ({ response }) => response(200).json(anAdminSession())),
    // The curriculum hub, where a sign-in lands.
    http.get('/curriculum/overview', ({ response }) => response(200).json({ programs: [] })),
  );
}

describe('/admin/login', () => {
  it('asks for both fields when submitted empty', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email Id is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail', async () => {
    const { user } = await openLogin();
    await user.type(emailBox(), 'grace@stride');
    await user.type(passwordBox(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    server.use(http.post('/admin/login', ({ response }) => response(401).json(errorBody('InvalidCredentials', 'Incorrect email or password.'))));
    const { user, router } = await openLogin();
    await user.type(emailBox(), 'admin@stride.example');
    await user.type(passwordBox(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the session and lands on the curriculum', async () => {
    signedInServer();
    const { user, router } = await openLogin();
    await user.type(emailBox(), 'admin@stride.example');
    await user.type(passwordBox(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/curriculum');
    expect(localStorage.getItem('token')).toBe('test-admin-token');
    expect(localStorage.getItem('email')).toBe('admin@stride.example');
    expect(localStorage.getItem('org_id')).toBe('null');
  });

  it('goes back to a same-site return_url', async () => {
    signedInServer();
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([])),
      http.get('/program/all', ({ response }) => response(200).json([])),
    );
    const { user } = await openLogin('/admin/login?return_url=%2Fadmin%2Fgoal%2Flist');
    await user.type(emailBox(), 'admin@stride.example');
    await user.type(passwordBox(), 'correct horse{Enter}');
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
  });

  it('ignores a return_url that leaves the site', async () => {
    signedInServer();
    const { user, router } = await openLogin('/admin/login?return_url=https%3A%2F%2Fevil.example');
    await user.type(emailBox(), 'admin@stride.example');
    await user.type(passwordBox(), 'correct horse{Enter}');
    await screen.findByRole('heading', { name: 'Curriculum' });
    expect(router.state.location.pathname).toBe('/admin/curriculum');
  });

  it('is where a visitor without a session lands from a protected route, with the way back', async () => {
    const { router } = await openLogin('/admin/customer');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?return_url=%2Fadmin%2Fcustomer');
  });
});
