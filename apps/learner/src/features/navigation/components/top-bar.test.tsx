import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

const signedIn = (role_id = 1) => signIn(server, { role_id });

async function openProfileMenu(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Asha Raman' }));
  return screen.findByRole('menu');
}

describe('the top bar', () => {
  it('offers Log in to a signed-out visitor', async () => {
    renderRoute(routes, '/pricing');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(within(banner).getByRole('link', { name: 'Stride' })).toHaveAttribute('href', '/user/dashboard');
    expect(within(banner).queryByRole('button', { name: 'Asha Raman' })).not.toBeInTheDocument();
  });

  it('gives a learner Programs, the bell and the profile menu without Administrator', async () => {
    signedIn(1);
    const { user } = renderRoute(routes, '/journal');
    expect(await screen.findByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    const menu = await openProfileMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Journal', 'Support', 'Logout']);
  });

  it('shows the learner’s photo from the session on a protected screen', async () => {
    signIn(server, { photo_url: '/api/user/photo/7/new-key.webp' });
    renderRoute(routes, '/journal');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(banner.querySelector('img')).toHaveAttribute('src', '/api/user/photo/7/new-key.webp'));
  });

  it('shows the initials when the learner has no photo', async () => {
    signedIn(1);
    renderRoute(routes, '/journal');
    const button = await screen.findByRole('button', { name: 'Asha Raman' });
    expect(button).toHaveTextContent('AR');
    expect(button.querySelector('img')).toBeNull();
  });

  it.each([2, 3, 6])('gives role %i the Administrator item leading to the org-admin app', async (role) => {
    signedIn(role);
    const { user } = renderRoute(routes, '/journal');
    const menu = await openProfileMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Administrator' })).toHaveAttribute('href', 'http://localhost:4300/administrator');
  });

  it('lists the newest in-app messages in the bell, and says when they are not available yet', async () => {
    signedIn();
    server.use(
      http.get('/notification/get-inapp', ({ query, response }) =>
        response(200).json(query.get('limit') === '5' ? [{ id: 1, message: 'You kept a 5-day streak!', created_at: '2026-11-20T08:00:00.000Z' }] : []),
      ),
    );
    const first = renderRoute(routes, '/journal');
    await first.user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You kept a 5-day streak!')).toBeInTheDocument();

    // A new page (and query cache) whose API has no notifications yet; the first one is gone with its open bell.
    first.unmount();
    server.use(http.get('/notification/get-inapp', ({ response }) => response(501).json(errorBody('NotImplemented', 'getInAppNotifications is not built yet.'))));
    const second = renderRoute(routes, '/journal');
    await second.user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications are not available yet.')).toBeInTheDocument();
  });

  it('logs out: ends the session with its token, clears storage and lands on sign-in; Back does not reopen the screen', async () => {
    const session = signedIn();
    sessionStorage.setItem('draft', 'kept until logout');
    let authorization: string | null = null;
    server.use(
      http.post('/user/logout', ({ request, response }) => {
        authorization = request.headers.get('authorization');
        return response(200).json({ message: 'Signed out' });
      }),
    );
    const { user, router } = renderRoute(routes, '/journal');
    const menu = await openProfileMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${session.token}`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);

    await act(() => router.navigate('/journal'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?return_url=%2Fjournal');
  });

  it('opens the mobile drawer with Profile, Programs, Journal, Support and Logout', async () => {
    signedIn();
    const { user } = renderRoute(routes, '/journal');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    const items = [...drawer.querySelectorAll('a, button')].map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Programs', 'Journal', 'Support', 'Logout']);
    expect(within(drawer).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
  });
});
