import { saveSession } from '@stride/app-shell';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { adminSession } from '../testing/admin-session';
import { renderRoutes } from '../testing/render-routes';

const session = adminSession();
const server = setupServer(http.get('/api/admin/check-auth', () => HttpResponse.json(session)));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('RootLayout top bar', () => {
  it('offers Customer, Curriculum and Log in when nobody is signed in', async () => {
    renderRoutes('/admin/unknown');
    await screen.findByRole('heading', { name: 'Work In Progress' });
    expect(screen.getByRole('link', { name: 'Customer' })).toHaveAttribute('href', '/admin/customer');
    expect(screen.getByRole('link', { name: 'Curriculum' })).toHaveAttribute('href', '/admin/curriculum');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
  });

  it('hides Customer and Curriculum on activity pages', async () => {
    saveSession({ ...session, organization_id: null });
    renderRoutes('/admin/activity/list');
    await screen.findByRole('heading', { name: 'Activities by goal' });
    expect(screen.queryByRole('link', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Curriculum' })).not.toBeInTheDocument();
  });

  it('has no bar on the sign-in screen', async () => {
    renderRoutes('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('signs out from the e-mail menu even when the logout call fails', async () => {
    let loggedOut = false;
    server.use(
      http.post('/api/admin/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ error: { code: 'Internal', message: 'Down' } }, { status: 500 });
      }),
    );
    saveSession({ ...session, organization_id: null });
    const { user, router } = renderRoutes('/admin/customer');
    await user.click(await screen.findByRole('button', { name: session.email }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
  });
});
