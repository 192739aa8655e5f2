import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { anOrganization } from '../testing/org-admin-data';
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

  it('puts the sections in the side navigation, behind the burger on a phone, which closes when a section is chosen', async () => {
    signInAs(server);
    server.use(http.get('/user/org-members', ({ response }) => response(200).json([])), http.get('/organization/organization-details', ({ response }) => response(200).json(anOrganization())));
    const { user, router } = renderRoute(routes, { pathname: '/administrator', state: { section: 'user' } });
    await screen.findByText('No Users in this Organization');
    const menu = screen.getByRole('navigation', { name: 'Administrator' });
    expect(within(menu).getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Organization' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.state).toEqual({ section: 'organization' });
  });
});
