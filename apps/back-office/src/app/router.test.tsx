import { screen } from '@testing-library/react';
import { renderRoute } from '@stride/app-shell/testing';
import { routes } from './router';

describe('back-office routes', () => {
  it('shows Work In Progress with the path for an unknown path', async () => {
    renderRoute(routes, '/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/admin/no-such-screen')).toBeInTheDocument();
  });

  it('opens the curriculum from /, which asks a visitor to sign in first', async () => {
    const { router } = renderRoute(routes, '/');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(router.state.location.search).toBe('?return_url=%2Fadmin%2Fcurriculum');
  });
});
