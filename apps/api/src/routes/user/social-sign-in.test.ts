import { demoIdentities, demoLinkedLearner, demoSocialLearner, demoUnverifiedIdentity } from '@stride/demo';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEV_OIDC_CLIENT, loadConfig } from '../../config';
import { oidcFlows, sessions, userIdentities, users } from '../../db/schema/index';
import { startDevIdentityProvider, type DevIdentityProvider } from '../../dev-idp/dev-identity-provider';
import { contractMismatch } from '../../testing/contract-validator';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { TEST_PASSWORD, failure } from '../../testing/helpers';
import { signInAtProvider } from '../../testing/identity-provider-browser';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

const INVALID_STATE = 'This sign-in link is not valid or has expired. Please start again.';
const redirectUri = loadConfig({ NODE_ENV: 'test' }).socialSignIn!.redirectUri;
/** Someone with no Stride account whose email the provider has not verified. */
const unverifiedNewcomer = { label: 'Unverified newcomer', email: 'newcomer@example.com', email_verified: false, given_name: 'Nia', family_name: 'Cole' };

// One development provider and one API per file, as `npm start` runs them, on free loopback ports.
let idp: DevIdentityProvider;
let server: TestServer;
beforeAll(async () => {
  idp = await startDevIdentityProvider({
    port: 0,
    clientId: DEV_OIDC_CLIENT.id,
    clientSecret: DEV_OIDC_CLIENT.secret,
    redirectUris: [redirectUri],
    accounts: [...demoIdentities, unverifiedNewcomer],
  });
  server = await startTestServer((config) => ({ ...config, socialSignIn: { ...config.socialSignIn!, issuer: idp.issuer } }));
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** Starts a flow in this client's "browser" and signs in at the provider: the code and state it sends back. */
async function authorize(client: TestClient, login: string, returnUrl?: string) {
  const start = await client.navigate(`/user/oidc/start${returnUrl ? `?${new URLSearchParams({ return_url: returnUrl })}` : ''}`);
  expect(start.status).toBe(302);
  const callback = await signInAtProvider(start.headers.get('location')!, login, redirectUri);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')!, start };
}

/** The whole journey the learner app makes: start, provider, idToken, add-user-by-provider (with the name typed, if any). */
async function socialSignIn(client: TestClient, login: string, name: { first_name: string; last_name: string } | Record<string, never> = {}) {
  const { code, state } = await authorize(client, login);
  await client.POST('/user/idToken', { body: { code, state } });
  return client.POST('/user/add-user-by-provider', { body: name });
}

const identitiesOf = async (userId: number) =>
  (await server.database.db.select({ n: count() }).from(userIdentities).where(eq(userIdentities.user_id, userId)))[0]!.n;

describe('social sign-in with the development identity provider', () => {
  it('tells the learner app which provider to offer', async () => {
    const { data } = await server.newClient().GET('/user/oidc/provider');
    expect(data).toEqual({ enabled: true, name: 'Stride ID' });
  });

  it('starts with a redirect carrying state, nonce and an S256 code challenge, bound to an HttpOnly cookie', async () => {
    const client = server.newClient();
    const start = await client.navigate('/user/oidc/start?return_url=%2Fprograms');
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: DEV_OIDC_CLIENT.id,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = start.headers.getSetCookie().find((header) => header.startsWith('stride_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(/Max-Age=600(;|$)/);

    const [flow] = await server.database.db.select().from(oidcFlows).where(eq(oidcFlows.state, location.searchParams.get('state')!));
    expect(flow).toMatchObject({ nonce: location.searchParams.get('nonce'), return_url: '/programs', claims: null, consumed_at: null });
    // Only a hash of the browser's secret is stored.
    expect(flow!.secret_hash).not.toBe(client.cookies.get('stride_oidc'));
    expect(flow!.expires_at.getTime() - flow!.created_at.getTime()).toBeGreaterThanOrEqual(9.9 * 60 * 1000);
  });

  it('creates an account for a new person, signs them in and finds them again next time', async () => {
    const client = server.newClient();
    const { code, state } = await authorize(client, demoSocialLearner.email, '/programs');
    const { data: exchanged } = await client.POST('/user/idToken', { body: { code, state } });
    expect(exchanged!.tokens.id_token.split('.')).toHaveLength(3);
    expect(exchanged!.return_url).toBe('/programs');

    const { data: session, response } = await client.POST('/user/add-user-by-provider', { body: { time_zone: 'Europe/Paris' } });
    expect(session).toMatchObject({ email: demoSocialLearner.email, first_name: 'Sam', last_name: 'Carter', role_id: 1, organization_id: null });
    expect(new Date(session!.expiryDate).getTime()).toBeGreaterThan(Date.now());
    expect(response.headers.getSetCookie().some((header) => /^stride_session=[A-Za-z0-9_-]{43};.*HttpOnly/.test(header))).toBe(true);
    expect(client.cookies.has('stride_oidc')).toBe(false);

    const { data: me } = await client.GET('/user/check-auth');
    expect(me).toMatchObject({ id: session!.id, email: demoSocialLearner.email, token: session!.token });
    const [stored] = await server.database.db.select().from(users).where(eq(users.id, session!.id));
    expect(stored).toMatchObject({ password_hash: null, time_zone: 'Europe/Paris' });
    expect(await identitiesOf(session!.id)).toBe(1);

    const { data: again } = await socialSignIn(server.newClient(), demoSocialLearner.email);
    expect(again!.id).toBe(session!.id);
    expect(await identitiesOf(session!.id)).toBe(1);
  });

  it('makes a new person the admin their email was invited as (an organisation’s owner)', async () => {
    const { client: backOffice } = await signedInBackOfficeAdmin(server);
    const owner = 'social.owner@example.com';
    const organization = (await backOffice.POST('/organization/add', { body: { name: 'Social Owners Ltd', country: 'uk', email: owner } })).data!;
    const { data: session } = await socialSignIn(server.newClient(), owner, { first_name: 'Olu', last_name: 'Owner' });
    expect(session).toMatchObject({ email: owner, role_id: 3, organization_id: organization.id });
  });

  it('asks a newcomer whose provider shares no name for it, keeping the flow open, and names the account as typed', async () => {
    const newcomer = 'social.newbie2@example.com';
    const client = server.newClient();
    const { code, state } = await authorize(client, newcomer);
    await client.POST('/user/idToken', { body: { code, state } });

    const asked = await failure(client.POST('/user/add-user-by-provider', { body: { time_zone: 'Asia/Kolkata' } }));
    expect([asked.status, asked.code, asked.message]).toEqual([400, 'NameRequired', 'Stride ID did not share your name. Please enter your first and last name to create your account.']);
    expect(client.cookies.has('stride_oidc')).toBe(true);
    expect(client.cookies.has('stride_session')).toBe(false);
    const [none] = await server.database.db.select({ n: count() }).from(users).where(eq(users.email, newcomer));
    expect(none!.n).toBe(0);
    // Half a name is asked again; a blank one is refused by the contract.
    expect((await failure(client.POST('/user/add-user-by-provider', { body: { first_name: 'Nadia' } }))).code).toBe('NameRequired');
    expect((await failure(client.POST('/user/add-user-by-provider', { body: { first_name: ' ', last_name: 'Okafor' } }))).status).toBe(400);

    const { data: session } = await client.POST('/user/add-user-by-provider', { body: { time_zone: 'Asia/Kolkata', first_name: ' Nadia ', last_name: 'Okafor' } });
    expect(session).toMatchObject({ email: newcomer, first_name: 'Nadia', last_name: 'Okafor' });
    expect(client.cookies.has('stride_oidc')).toBe(false);
    // Known from now on: the next sign-in asks nothing.
    const { data: again } = await socialSignIn(server.newClient(), newcomer);
    expect(again).toMatchObject({ id: session!.id, first_name: 'Nadia', last_name: 'Okafor' });
  });

  it('asks nothing of a nameless identity whose email already has an account', async () => {
    const email = 'nameless.member@example.com';
    const registered = await server.newClient().POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Nell', last_name: 'Member' } });
    const { data: session } = await socialSignIn(server.newClient(), email);
    expect(session).toMatchObject({ id: registered.data!.id, first_name: 'Nell', last_name: 'Member' });
  });

  it('signs a verified email into the password account that already has it', async () => {
    const registered = await server.newClient().POST('/user/register', {
      body: { email: demoLinkedLearner.email, password: TEST_PASSWORD, first_name: 'Asha', last_name: 'Raman' },
    });
    const { data: session } = await socialSignIn(server.newClient(), demoLinkedLearner.email);
    expect(session!.id).toBe(registered.data!.id);
    expect(await identitiesOf(session!.id)).toBe(1);
    // The password still works too.
    const { data: byPassword } = await server.newClient().POST('/user/login', { body: { email: demoLinkedLearner.email, password: TEST_PASSWORD } });
    expect(byPassword!.id).toBe(session!.id);
  });

  it('refuses an unverified email that matches a password account, and links nothing', async () => {
    const registered = await server.newClient().POST('/user/register', {
      body: { email: demoUnverifiedIdentity.email, password: TEST_PASSWORD, first_name: 'Uma', last_name: 'Verma' },
    });
    const client = server.newClient();
    const error = await failure(socialSignIn(client, demoUnverifiedIdentity.email));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'EmailNotVerified',
      'An account with this email already exists. Verify your email with Stride ID or sign in with your password.',
    ]);
    expect(await identitiesOf(registered.data!.id)).toBe(0);
    expect(client.cookies.has('stride_session')).toBe(false);
    const sessionCount = await server.database.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, registered.data!.id));
    expect(sessionCount[0]!.n).toBe(0);
  });

  it('creates no account for an unverified email', async () => {
    const error = await failure(socialSignIn(server.newClient(), unverifiedNewcomer.email));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'EmailNotVerified',
      'Your email address is not verified with Stride ID. Verify it there, then sign in again.',
    ]);
    const [found] = await server.database.db.select({ n: count() }).from(users).where(eq(users.email, unverifiedNewcomer.email));
    expect(found!.n).toBe(0);
  });

  it('refuses a forged state', async () => {
    const client = server.newClient();
    const { code } = await authorize(client, demoSocialLearner.email);
    const error = await failure(client.POST('/user/idToken', { body: { code, state: 'forged-state' } }));
    expect([error.status, error.code, error.message]).toEqual([400, 'InvalidSignInState', INVALID_STATE]);
    const missing = await failure(client.POST('/user/idToken', { body: { code } }));
    expect([missing.status, missing.code]).toEqual([400, 'InvalidSignInState']);
  });

  it('refuses a replayed code: again on its own flow, and on a new flow the provider refuses it', async () => {
    const client = server.newClient();
    const first = await authorize(client, demoSocialLearner.email);
    await client.POST('/user/idToken', { body: { code: first.code, state: first.state } });
    const replay = await failure(client.POST('/user/idToken', { body: { code: first.code, state: first.state } }));
    expect([replay.status, replay.code, replay.message]).toEqual([400, 'InvalidSignInState', INVALID_STATE]);

    const attacker = server.newClient();
    const second = await authorize(attacker, demoSocialLearner.email);
    const refused = await failure(attacker.POST('/user/idToken', { body: { code: first.code, state: second.state } }));
    expect([refused.status, refused.code, refused.message]).toEqual([400, 'InvalidSignInCode', 'Stride ID did not accept this sign-in. Please start again.']);
    // The refused flow is over: even its own code no longer works.
    const after = await failure(attacker.POST('/user/idToken', { body: { code: second.code, state: second.state } }));
    expect(after.code).toBe('InvalidSignInState');
  });

  it('refuses a forged code', async () => {
    const client = server.newClient();
    const { state } = await authorize(client, demoSocialLearner.email);
    const error = await failure(client.POST('/user/idToken', { body: { code: 'forged-code', state } }));
    expect([error.status, error.code]).toEqual([400, 'InvalidSignInCode']);
  });

  it('signs in once per flow: a replayed add-user-by-provider is refused', async () => {
    const client = server.newClient();
    const { code, state } = await authorize(client, demoSocialLearner.email);
    await client.POST('/user/idToken', { body: { code, state } });
    const cookie = client.cookies.get('stride_oidc')!;
    await client.POST('/user/add-user-by-provider', { body: {} });
    // The browser dropped the cookie; a copy of it still gets nothing.
    client.cookies.set('stride_oidc', cookie);
    const replay = await failure(client.POST('/user/add-user-by-provider', { body: {} }));
    expect([replay.status, replay.code, replay.message]).toEqual([400, 'InvalidSignInState', INVALID_STATE]);
  });

  it('refuses a browser without the flow cookie, and a flow not yet exchanged', async () => {
    const client = server.newClient();
    const { code, state } = await authorize(client, demoSocialLearner.email);
    const stranger = server.newClient();
    expect((await failure(stranger.POST('/user/idToken', { body: { code, state } }))).code).toBe('InvalidSignInState');
    expect((await failure(stranger.POST('/user/add-user-by-provider', { body: {} }))).code).toBe('InvalidSignInState');
    expect((await failure(client.POST('/user/add-user-by-provider', { body: {} }))).code).toBe('InvalidSignInState');
  });

  it('refuses an expired flow', async () => {
    const client = server.newClient();
    const { code, state } = await authorize(client, demoSocialLearner.email);
    await server.database.db.update(oidcFlows).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(oidcFlows.state, state));
    expect((await failure(client.POST('/user/idToken', { body: { code, state } }))).message).toBe(INVALID_STATE);
    expect(await server.app.socialSignIn.deleteExpired()).toBeGreaterThanOrEqual(1);
  });

  it('ignores a return_url that is not a same-site path', async () => {
    for (const returnUrl of ['//evil.example/path', 'https://evil.example', '/\\evil.example']) {
      const client = server.newClient();
      const { code, state } = await authorize(client, demoSocialLearner.email, returnUrl);
      const { data } = await client.POST('/user/idToken', { body: { code, state } });
      expect(data).not.toHaveProperty('return_url');
    }
  });

  it('validates the bodies as the contract says', async () => {
    const client = server.newClient();
    const empty = await failure(client.POST('/user/idToken', { body: { code: '', state: 'x' } }));
    expect([empty.status, empty.message]).toEqual([400, 'code must not be empty.']);
    const unknown = await failure(client.POST('/user/add-user-by-provider', { body: { email: 'x@example.com' } as never }));
    expect([unknown.status, unknown.message]).toEqual([400, 'Unknown field "email".']);
  });
});

describe('social sign-in settings', () => {
  /** A second API on the same database with other settings, called in-process from its own address. */
  async function variant(change: (config: TestServer['config']) => TestServer['config']) {
    const app = await buildApp({ config: change(server.config), db: server.database.db });
    const call = async (url: string, remoteAddress: string, payload?: object) => {
      const method = payload ? 'POST' : 'GET';
      const response = await app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
      const body: unknown = String(response.headers['content-type']).includes('json') ? response.json() : undefined;
      expect(contractMismatch(method, url.replace(/^\/api/, '').split('?')[0]!, response.statusCode, body)).toBeNull();
      return { status: response.statusCode, body };
    };
    return { app, call };
  }

  it('is off without an identity provider: no button, and start says so', async () => {
    const { app, call } = await variant((config) => ({ ...config, socialSignIn: null }));
    expect((await call('/api/user/oidc/provider', '192.0.2.1')).body).toEqual({ enabled: false, name: null });
    expect(await call('/api/user/oidc/start', '192.0.2.1')).toEqual({
      status: 404,
      body: { error: { code: 'SocialSignInDisabled', message: 'Social sign-in is not set up on this server. Please sign in with your email and password.' } },
    });
    expect((await call('/api/user/idToken', '192.0.2.1', { code: 'c', state: 's' })).status).toBe(404);
    expect((await call('/api/user/add-user-by-provider', '192.0.2.1', {})).status).toBe(404);
    await app.close();
  });

  it('limits sign-in starts per address', async () => {
    const { app, call } = await variant((config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, socialStartPerAddress: { limit: 2, windowSeconds: 900 } },
    }));
    expect((await call('/api/user/oidc/start', '198.51.100.7')).status).toBe(302);
    expect((await call('/api/user/oidc/start', '198.51.100.7')).status).toBe(302);
    expect(await call('/api/user/oidc/start', '198.51.100.7')).toMatchObject({ status: 429, body: { error: { code: 'TooManyRequests' } } });
    expect((await call('/api/user/oidc/start', '198.51.100.8')).status).toBe(302);
    await app.close();
  });

  it('limits code exchanges per address', async () => {
    const { app, call } = await variant((config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, socialExchangePerAddress: { limit: 2, windowSeconds: 900 } },
    }));
    const body = { code: 'some-code', state: 'some-state' };
    expect((await call('/api/user/idToken', '198.51.100.9', body)).status).toBe(400);
    expect((await call('/api/user/idToken', '198.51.100.9', body)).status).toBe(400);
    expect((await call('/api/user/idToken', '198.51.100.9', body)).status).toBe(429);
    await app.close();
  });

  it('answers 503 with a clear message when the provider does not answer', async () => {
    const { app, call } = await variant((config) => ({ ...config, socialSignIn: { ...config.socialSignIn!, issuer: 'http://127.0.0.1:9' } }));
    expect(await call('/api/user/oidc/start', '192.0.2.9')).toEqual({
      status: 503,
      body: { error: { code: 'SignInProviderUnavailable', message: 'Stride ID is not answering right now. Please try again in a few minutes.' } },
    });
    await app.close();
  });
});
