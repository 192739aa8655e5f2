import { aUserSession, errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { routes } from '../../../app/router';
import { defaultHandlers, emptyProgramsHandlers } from '../../../testing/default-handlers';

const server = setupMockApi(...defaultHandlers);

async function signIn(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#2026{Enter}');
}

function signedInServer(enrolled: boolean) {
  server.use(
    http.post('/user/login', ({ response }) => response(200).json(aUserSession())),
    http.get('/user/check-auth', ({ response }) => response(200).json(aUserSession())),
    http.get('/program/get-enrolled', ({ response }) =>
      response(200).json(
        enrolled
          ? [{ program_id: 1, enrollment_date: '2026-11-02T09:00:00.000Z', program: { id: 1, name: 'Effective Communication at Work', program_type: 'program', number_of_days: 20 } }]
          : [],
      ),
    ),
  );
}

describe('/user/login', () => {
  it('goes to /programs after sign-in when the learner has no enrolled program', async () => {
    signedInServer(false);
    server.use(...emptyProgramsHandlers);
    const { user, router } = renderRoute(routes, '/user/login');
    await signIn(user);
    // With nothing enrolled, dataLength 0 opens the walkthrough over Explore.
    expect(await screen.findByRole('dialog', { name: 'How Stride works' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/programs');
    expect(router.state.location.state).toEqual({ dataLength: 0 });
    expect(localStorage.getItem('token')).toBe('test-anti-forgery-token');
    expect(localStorage.getItem('org_id')).toBe('null');
  });

  it('goes to the dashboard when the learner has an enrolled program', async () => {
    signedInServer(true);
    const { user, router } = renderRoute(routes, '/user/login');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('goes back to return_url when one is given', async () => {
    signedInServer(true);
    const { user, router } = renderRoute(routes, '/user/login?return_url=%2Fjournal%2Fnotes');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Journal: notes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/journal/notes');
  });

  it('ignores a return_url that leaves the site', async () => {
    signedInServer(true);
    const { user, router } = renderRoute(routes, '/user/login?return_url=https%3A%2F%2Fevil.example');
    await signIn(user);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it("shows the server's message on a wrong password and stays", async () => {
    server.use(http.post('/user/login', ({ response }) => response(401).json(errorBody('InvalidCredentials', 'Incorrect email or password.'))));
    const { user, router } = renderRoute(routes, '/user/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/user/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('has no top bar and links to recovery and sign-up', async () => {
    renderRoute(routes, '/user/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/user/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/signup');
  });

  it('offers "Sign in with …" when the server has a provider, carrying return_url', async () => {
    server.use(http.get('/user/oidc/provider', ({ response }) => response(200).json({ enabled: true, name: 'Stride ID' })));
    renderRoute(routes, '/user/login?return_url=%2Fjournal');
    expect(await screen.findByRole('link', { name: 'Sign in with Stride ID' })).toHaveAttribute('href', '/api/user/oidc/start?return_url=%2Fjournal');
  });

  it('keeps the social button’s place, hidden, until the server has said whether there is a provider', async () => {
    server.use(
      http.get('/user/oidc/provider', async ({ response }) => {
        await delay('infinite');
        return response(200).json({ enabled: true, name: 'Stride ID' });
      }),
    );
    renderRoute(routes, '/user/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.getByText('Sign in with …').closest('[aria-hidden="true"]')).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('offers no social button when social sign-in is off', async () => {
    renderRoute(routes, '/user/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
