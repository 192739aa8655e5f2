import { screen } from '@testing-library/react';
import { renderRoutes } from '../testing/render-routes';

describe('org-admin routes', () => {
  it('shows Work In Progress with the path for an unknown path', async () => {
    renderRoutes('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-screen')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /administrator to sign in, keeping the way back', async () => {
    const { router } = renderRoutes('/administrator');
    expect(await screen.findByRole('heading', { name: 'Organisation admin sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?return_url=%2Fadministrator');
  });

  it('opens /administrator from /', async () => {
    const { router } = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Organisation admin sign-in' });
    expect(router.state.location.search).toBe('?return_url=%2Fadministrator');
  });
});
