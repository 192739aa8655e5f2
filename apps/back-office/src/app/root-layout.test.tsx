import { saveSession } from '@stride/app-shell';
import { anAdminSession, errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { routes } from './router';

const server = setupMockApi();

function signIn() {
  saveSession({ ...anAdminSession(), organization_id: null });
  server.use(http.get('/admin/check-auth', ({ response }) => response(200).json(anAdminSession())));
}

describe('RootLayout top bar', () => {
  it('offers Customer, Curriculum and Log in when nobody is signed in', async () => {
    renderRoute(routes, '/admin/unknown');
    await screen.findByRole('heading', { name: 'Work In Progress' });
    expect(screen.getByRole('link', { name: 'Customer' })).toHaveAttribute('href', '/admin/customer');
    expect(screen.getByRole('link', { name: 'Curriculum' })).toHaveAttribute('href', '/admin/curriculum');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
  });

  it('hides Customer and Curriculum on activity pages', async () => {
    signIn();
    server.use(http.get('/goal/all', ({ response }) => response(200).json([])));
    renderRoute(routes, '/admin/activity/list');
    await screen.findByRole('heading', { name: 'Activities by goal' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('has no bar on the sign-in screen', async () => {
    renderRoute(routes, '/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('signs out from the e-mail menu even when the logout call fails', async () => {
    signIn();
    let called = false;
    server.use(
      http.post('/admin/logout', ({ response }) => {
        called = true;
        return response(403).json(errorBody('Forbidden', 'Missing anti-forgery token.'));
      }),
      http.get('/organization/all', ({ response }) => response(200).json([])),
    );
    const { user, router } = renderRoute(routes, '/admin/customer');
    await user.click(await screen.findByRole('button', { name: 'admin@stride.example' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(called).toBe(true);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
  });

  it('also holds Customer and Curriculum in the e-mail menu, where a phone finds them (the bar shows them from sm up)', async () => {
    signIn();
    server.use(http.get('/organization/all', ({ response }) => response(200).json([])));
    const { user } = renderRoute(routes, '/admin/customer');
    await user.click(await screen.findByRole('button', { name: 'admin@stride.example' }));
    expect(screen.getByRole('menuitem', { name: 'Customer' })).toHaveAttribute('href', '/admin/customer');
    expect(screen.getByRole('menuitem', { name: 'Curriculum' })).toHaveAttribute('href', '/admin/curriculum');
  });
});
