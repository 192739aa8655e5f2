import { aUserSession, errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen } from '@testing-library/react';
import { http as rawHttp, HttpResponse } from 'msw';
import { routes } from '../../../app/router';
import { anEnrolledProgramRow } from '../../../testing/org-admin-data';
import { signInAs } from '../../../testing/signed-in';

const server = setupMockApi();

// The labels also hold Mantine's required asterisk, hence the patterns.
const emailBox = () => screen.getByLabelText(/^Email/);
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function signIn(path: string, email: string) {
  const view = renderRoute(routes, path);
  await screen.findByRole('heading', { name: 'Administrator sign in' });
  await view.user.type(emailBox(), email);
  await view.user.type(passwordBox(), 'correct horse{Enter}');
  return view;
}

/** The server signs `session` in and confirms it afterwards. */
function signsIn(session: ReturnType<typeof aUserSession>) {
  server.use(
    http.post('/user/login', ({ response }) => response(200).json(session)),
    http.get('/user/check-auth', ({ response }) => response(200).json(session)),
  );
}

const orgAdmin = aUserSession({ email: 'org.admin@northwind.example', role_id: 3, organization_id: 1 });

describe('/login', () => {
  it('keeps an organisation admin’s session, role and organisation, and opens /administrator', async () => {
    // Which calls the Reports section makes is that section's business, not this test's (handlers added later win).
    server.use(rawHttp.get('*/api/*', () => HttpResponse.json(errorBody('Unavailable', 'Not part of this test'), { status: 503 })));
    signsIn(orgAdmin);
    const { router } = await signIn('/login', 'org.admin@northwind.example');

    expect(await screen.findByRole('navigation', { name: 'Administrator' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrator');
    expect(localStorage.getItem('token')).toBe(orgAdmin.token);
    expect(localStorage.getItem('role_id')).toBe('3');
    expect(localStorage.getItem('org_id')).toBe('1');
  });

  it('goes back to a same-site return_url', async () => {
    signsIn(orgAdmin);
    server.use(
      http.get('/user/program-enrolled/{email}', ({ response }) => response(200).json([anEnrolledProgramRow()])),
      http.get('/user/all-groups/{email}', ({ response }) => response(200).json([])),
    );
    const { router } = await signIn('/login?return_url=%2Fadministrator%2Fuser-details%3Femail%3Dada%2540northwind.example', 'org.admin@northwind.example');
    expect(await screen.findByRole('heading', { name: 'ada@northwind.example' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrator/user-details');
  });

  it('refuses a learner: ends the new session on the server, stores nothing and points to the learner app', async () => {
    const learner = aUserSession({ role_id: 1, token: 'learner-token' });
    let loggedOutWith: string | null = null;
    server.use(
      http.post('/user/login', ({ response }) => response(200).json(learner)),
      http.post('/user/logout', ({ request, response }) => {
        loggedOutWith = request.headers.get('Authorization');
        return response(200).json({ message: 'Logged out' });
      }),
    );
    const { router } = await signIn('/login', 'ada@example.com');

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This app is for organisation and group administrators.');
    expect(screen.getByRole('link', { name: 'Stride learner app' })).toHaveAttribute('href', 'http://localhost:4200');
    expect(loggedOutWith).toBe('Bearer learner-token');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    server.use(http.post('/user/login', ({ response }) => response(401).json(errorBody('InvalidCredentials', 'Incorrect email or password.'))));
    await signIn('/login', 'org.admin@northwind.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends away a session whose role the server now says is a learner’s', async () => {
    signInAs(server);
    server.use(http.get('/user/check-auth', ({ response }) => response(200).json(aUserSession({ role_id: 1 }))));
    const { router } = renderRoute(routes, '/administrator');
    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a stored learner session away from /administrator to sign in, forgetting it', async () => {
    localStorage.setItem('email', 'ada@example.com');
    localStorage.setItem('token', 'learner-token');
    localStorage.setItem('expiry', aUserSession().expiryDate);
    localStorage.setItem('role_id', '1');
    const { router } = renderRoute(routes, '/administrator');
    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
