import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../testing/default-handlers';
import { signIn } from '../testing/signed-in';
import { isTopBarHidden } from './root-layout';
import { routes } from './router';

const server = setupMockApi(...defaultHandlers);

describe('the learner route table', () => {
  it('shows the 404 page with the path for an unknown /user path', async () => {
    renderRoute(routes, '/user/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/user/no-such-screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
  });

  it('shows Work In Progress with the path elsewhere', async () => {
    renderRoute(routes, '/analytics/overview');
    expect(await screen.findByRole('heading', { name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/analytics/overview')).toBeInTheDocument();
  });

  it('redirects / to the dashboard, which asks a signed-out visitor to sign in', async () => {
    const { router } = renderRoute(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('?return_url=%2Fuser%2Fdashboard');
  });

  it.each(['/programs', '/assessment/questions/3', '/journal', '/profile', '/activity/id/9', '/revision/id/2', '/challenge/id/4', '/feedback', '/support', '/team/create', '/user/program-schedule', '/subscription/confirmation'])(
    'protects %s',
    async (path) => {
      const { router } = renderRoute(routes, path);
      await screen.findByRole('heading', { name: 'Log in' });
      expect(router.state.location.search).toBe(`?return_url=${encodeURIComponent(path)}`);
    },
  );

  it.each([
    ['/pricing', 'Pricing'],
    ['/about', 'About Stride'],
    ['/contact', 'Contact us'],
    ['/subscription/details', 'Prices for teams'],
  ])('opens the public screen %s without signing in', async (path, title) => {
    const { router } = renderRoute(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the feedback page at /feedback for a signed-in learner, no longer a stub', async () => {
    signIn(server);
    renderRoute(routes, '/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your feedback' })).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet.')).not.toBeInTheDocument();
  });

  it.each([
    ['/subscription/customer', 'Subscription: customer'],
    ['/subscription/card', 'Subscription: card'],
  ])('labels the unfinished stub %s as not built yet', async (path, title) => {
    renderRoute(routes, path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not built yet.')).toBeInTheDocument();
  });

  it.each([
    ['/analytical-dashboard', true],
    ['/user/login', true],
    ['/admin/x', true],
    ['/user/signup', true],
    ['/user/forgot-password', true],
    ['/user/reset-password', true],
    ['/user/confirm', true],
    ['/cb', true],
    ['/activity/id/3', true],
    ['/user/post-login', true],
    ['/user/dashboard', false],
    ['/programs', false],
    ['/team/admin', false],
  ])('hides the top bar on %s: %s', (path, hidden) => {
    expect(isTopBarHidden(path)).toBe(hidden);
  });
});
