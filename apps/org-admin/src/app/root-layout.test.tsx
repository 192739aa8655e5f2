import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { screen } from '@testing-library/react';
import { signInAs } from '../testing/signed-in';
import { routes } from './router';

const server = setupMockApi();

describe('RootLayout top bar', () => {
  it('has the logo to /administrator and Log in when nobody is signed in', async () => {
    renderRoute(routes, '/no-such-screen');
    await screen.findByRole('heading', { name: 'Work In Progress' });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[href="/administrator"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('has no bar on the sign-in screen', async () => {
    renderRoute(routes, '/login');
    await screen.findByRole('heading', { name: 'Administrator sign in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('logs out from the bar: the server call, storage and cache cleared, back to sign-in, even when the call fails', async () => {
    signInAs(server);
    let called = false;
    server.use(
      http.post('/user/logout', ({ response }) => {
        called = true;
        return response(403).json(errorBody('Forbidden', 'Missing anti-forgery token.'));
      }),
      http.get('/user/org-members', ({ response }) => response(200).json([])),
    );
    const { user, router, queryClient } = renderRoute(routes, { pathname: '/administrator', state: { section: 'user' } });
    await screen.findByText('No Users in this Organization');
    expect(screen.getByText('org.admin@northwind.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    expect(called).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
