import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aUserSession, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers, emptyProgramsHandlers } from '../../../testing/default-handlers';

const server = setupMockApi(...defaultHandlers);

function provider(options: { returnUrl?: string; enrolled?: boolean } = {}) {
  const calls: string[] = [];
  server.use(
    http.post('/user/idToken', async ({ request, response }) => {
      calls.push(`idToken ${JSON.stringify(await request.json())}`);
      return response(200).json({ tokens: { id_token: 'header.payload.signature' }, ...(options.returnUrl ? { return_url: options.returnUrl } : {}) });
    }),
    http.post('/user/add-user-by-provider', ({ response }) => {
      calls.push('add-user-by-provider');
      return response(200).json(aUserSession({ email: 'sam.carter@example.com' }));
    }),
    http.get('/user/check-auth', ({ response }) => response(200).json(aUserSession())),
    http.get('/program/get-enrolled', ({ response }) => response(200).json(options.enrolled ? [{ program_id: 1, enrollment_date: '2026-11-02T09:00:00.000Z', program: { id: 1, name: 'Effective Communication at Work', program_type: 'program', number_of_days: 20 } }] : [])),
  );
  return calls;
}

describe('/user/post-login', () => {
  it('exchanges the code once, registers or fetches the user, keeps the session and goes on like a password sign-in', async () => {
    const calls = provider();
    server.use(...emptyProgramsHandlers);
    const { router } = renderRoute(routes, '/user/post-login?code=abc123&state=xyz789');
    await screen.findByRole('dialog', { name: 'How Stride works' });
    expect(router.state.location.pathname).toBe('/programs');
    expect(router.state.location.state).toEqual({ dataLength: 0 });
    expect(calls).toEqual(['idToken {"code":"abc123","state":"xyz789"}', 'add-user-by-provider']);
    expect(localStorage.getItem('email')).toBe('sam.carter@example.com');
  });

  it('goes to the return_url the sign-in started with, or the dashboard for an enrolled learner', async () => {
    provider({ returnUrl: '/journal/notes', enrolled: true });
    const { router } = renderRoute(routes, '/user/post-login?code=abc123&state=xyz789');
    await screen.findByRole('heading', { name: 'Journal: notes' });
    expect(router.state.location.pathname).toBe('/journal/notes');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    server.use(
      http.post('/user/idToken', ({ response }) => response(400).json(errorBody('InvalidSignInState', 'This sign-in link is not valid or has expired. Please start again.'))),
    );
    renderRoute(routes, '/user/post-login?code=replayed&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is not valid or has expired. Please start again.');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/user/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('explains a refused unverified email', async () => {
    provider();
    server.use(
      http.post('/user/add-user-by-provider', ({ response }) =>
        response(409).json(errorBody('EmailNotVerified', 'An account with this email already exists. Verify your email with Stride ID or sign in with your password.')),
      ),
    );
    renderRoute(routes, '/user/post-login?code=abc&state=def');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your email with Stride ID or sign in with your password.');
  });

  it('asks a newcomer for the name the provider did not share, and signs them up with it', async () => {
    const calls = provider();
    server.use(...emptyProgramsHandlers);
    const bodies: unknown[] = [];
    server.use(
      http.post('/user/add-user-by-provider', async ({ request, response }) => {
        const body = (await request.json()) as { first_name?: string; last_name?: string };
        bodies.push(body);
        if (!body.first_name) return response(400).json(errorBody('NameRequired', 'Stride ID did not share your name. Please enter your first and last name to create your account.'));
        return response(200).json(aUserSession({ email: 'social.newbie2@example.com', first_name: body.first_name, last_name: body.last_name! }));
      }),
    );
    const { user, router } = renderRoute(routes, '/user/post-login?code=abc123&state=xyz789');
    expect(await screen.findByRole('heading', { name: 'Tell us your name' })).toBeInTheDocument();
    expect(screen.getByText('Stride ID did not share your name. Please enter your first and last name to create your account.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    // The sign-up form's rules, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), ' Nadia ');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('dialog', { name: 'How Stride works' });
    expect(router.state.location.pathname).toBe('/programs');
    expect(bodies[1]).toMatchObject({ first_name: 'Nadia', last_name: 'Okafor' });
    // The code was exchanged once; only the last step was sent again.
    expect(calls).toEqual(['idToken {"code":"abc123","state":"xyz789"}']);
    expect(localStorage.getItem('email')).toBe('social.newbie2@example.com');
  });

  it.each([
    ['/user/post-login', 'An error occured while redirecting. Please try again later.'],
    ['/user/post-login?error=access_denied&error_description=End-User+aborted', 'Sign-in was cancelled. You can try again or log in with your password.'],
  ])('handles %s without calling the server', async (path, message) => {
    renderRoute(routes, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
