import { screen } from '@testing-library/react';
import { renderRoute } from '@stride/app-shell/testing';
import { routes } from './router';

describe('org-admin routes', () => {
  it('shows Work In Progress with the path for an unknown path', async () => {
    renderRoute(routes, '/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-screen')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /administrator to sign in, keeping the way back', async () => {
    const { router } = renderRoute(routes, '/administrator');
    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?return_url=%2Fadministrator');
  });

  it('opens /administrator from /', async () => {
    const { router } = renderRoute(routes, '/');
    await screen.findByRole('heading', { name: 'Administrator sign in' });
    expect(router.state.location.search).toBe('?return_url=%2Fadministrator');
  });
});
