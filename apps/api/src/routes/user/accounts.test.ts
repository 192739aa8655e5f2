import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, sessions, users } from '../../db/schema/index';
import { TEST_PASSWORD, failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PASSWORD = TEST_PASSWORD;

const userCount = async () => (await server.database.db.select({ n: count() }).from(users))[0]!.n;

describe('registration', () => {
  it('creates an account with a lower-cased email and answers 201 with its id', async () => {
    const client = server.newClient();
    const email = uniqueEmail('Mixed.Case').toUpperCase();
    const { data, response } = await client.POST('/user/register', {
      body: { email: `  ${email}`.trim(), password: PASSWORD, first_name: 'Grace', last_name: 'Hopper' },
    });
    expect(response.status).toBe(201);
    const [stored] = await server.database.db.select().from(users).where(eq(users.id, data!.id));
    expect(stored!.email).toBe(email.toLowerCase());
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    expect(stored!.password_hash).not.toContain(PASSWORD);
  });

  it('refuses a second registration of one email, whatever its case, with a clear message', async () => {
    const client = server.newClient();
    const email = uniqueEmail('twice');
    await client.POST('/user/register', { body: { email, password: PASSWORD, first_name: 'A', last_name: 'B' } });
    const before = await userCount();
    const error = await failure(
      client.POST('/user/register', { body: { email: email.toUpperCase(), password: PASSWORD, first_name: 'C', last_name: 'D' } }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('UserAlreadyExists');
    expect(error.message).toBe('An account with this email already exists. Please sign in or reset your password.');
    expect(await userCount()).toBe(before);
  });

  it('refuses a weak password with the spec message', async () => {
    const error = await failure(
      server.newClient().POST('/user/register', { body: { email: uniqueEmail('weak'), password: 'weakpassword', first_name: 'A', last_name: 'B' } }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Password must be at least 8 characters with uppercase, numeric, and special characters.');
  });

  it('stores SQL and HTML in names as plain text', async () => {
    const client = server.newClient();
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const { data } = await client.POST('/user/register', { body: { email: uniqueEmail('bobby'), password: PASSWORD, first_name: name, last_name: 'Tables' } });
    const [stored] = await server.database.db.select().from(users).where(eq(users.id, data!.id));
    expect(stored!.first_name).toBe(name);
  });
});

describe('bad input is refused with 400 and the error schema, and changes nothing', () => {
  const valid = () => ({ email: uniqueEmail('bad'), password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' });
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a missing field', { ...valid(), first_name: undefined }, /^first_name is required\.$/],
    ['a wrong type', { ...valid(), first_name: 42 }, /^first_name must be text\.$/],
    ['an oversized string', { ...valid(), last_name: 'x'.repeat(10_000) }, /^last_name must be at most 100 characters\.$/],
    ['an unknown field', { ...valid(), is_admin: true }, /^Unknown field "is_admin"\.$/],
    ['a malformed email', { ...valid(), email: 'not-an-email' }, /^email must be a valid email address\.$/],
    // The spec's words for a name left blank, spaces only included.
    ['an empty name', { ...valid(), first_name: '' }, /^First Name is required$/],
    ['a name of spaces', { ...valid(), last_name: ' \u00a0 ' }, /^Last Name is required$/],
    ['a name with a right-to-left override', { ...valid(), first_name: 'Ada\u202e' }, /^first_name must not contain characters that change the direction of text\.$/],
  ];

  it.each(cases)('register with %s', async (_label, body, message) => {
    const before = await userCount();
    const error = await failure(server.newClient().POST('/user/register', { body: body as never }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('ValidationError');
    expect(error.message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  const operations = {
    '/user/login': { email: 'ada@example.com', password: PASSWORD },
    '/user/register': { email: 'ada@example.com', password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
    '/user/forgot-password': { email: 'ada@example.com' },
    '/user/reset-password': { email: 'ada@example.com', password: PASSWORD, code: '123456' },
    '/admin/login': { email: 'admin@example.com', password: PASSWORD },
  } as const;
  const badBodies = Object.entries(operations).flatMap(([path, body]) => [
    [path, 'a missing field', { ...body, email: undefined }, 'email is required.'],
    [path, 'a wrong type', { ...body, email: ['ada@example.com'] }, 'email must be text.'],
    [path, 'an oversized string', { ...body, email: `${'a'.repeat(300)}@example.com` }, 'email must be at most 254 characters.'],
    [path, 'an unknown field', { ...body, role_id: 6 }, 'Unknown field "role_id".'],
  ]) as [keyof typeof operations, string, Record<string, unknown>, string][];

  it.each(badBodies)('%s with %s', async (path, _label, body, message) => {
    const before = await userCount();
    const error = await failure(server.newClient().POST(path, { body: body as never }));
    expect([error.status, error.code, error.message]).toEqual([400, 'ValidationError', message]);
    expect(await userCount()).toBe(before);
  });

  it('a body that is not JSON', async () => {
    const response = await fetch(`${server.baseUrl}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'BadRequest', message: 'The request body is not valid JSON.' } });
  });

  it.each([
    ['/user/login', { email: 'ada@example.com' }, 'password is required.'],
    ['/user/login', { email: 'ada@example.com', password: 12345678 }, 'password must be text.'],
    ['/user/forgot-password', { email: 'ada@example.com', extra: 1 }, 'Unknown field "extra".'],
    ['/user/reset-password', { email: 'ada@example.com', password: PASSWORD, code: '12ab56' }, 'The code has 6 digits.'],
    ['/user/reset-password', { email: 'ada@example.com', password: PASSWORD }, 'code is required.'],
  ] as const)('%s with %j', async (path, body, message) => {
    const error = await failure(server.newClient().POST(path, { body: body as never }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('a malformed email in a path parameter', async () => {
    const error = await failure(server.newClient().GET('/user/check-registered/{email}', { params: { path: { email: 'nope' } } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('email must be a valid email address.');
  });
});

describe('sign-in and sessions', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie and returns the session data', async () => {
    const email = uniqueEmail('session');
    const client = server.newClient();
    await client.POST('/user/register', { body: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' } });
    const { data, response } = await client.POST('/user/login', { body: { email, password: PASSWORD, time_zone: 'Europe/London' } });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^stride_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // A lifetime the browser counts on its own clock, never a date from ours.
    expect(cookie).toMatch(new RegExp(`Max-Age=${server.config.sessionTtlSeconds}(;|$)`));
    expect(cookie).not.toMatch(/Expires=/);
    expect(data).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace', role_id: 1, organization_id: null });
    expect(new Date(data!.expiryDate).getTime()).toBeGreaterThan(Date.now());
    // The token is not the cookie secret: local storage never holds the session.
    expect(cookie).not.toContain(data!.token);

    const { data: me } = await client.GET('/user/check-auth');
    expect(me).toMatchObject({ id: data!.id, email, token: data!.token });
    const { data: details } = await client.GET('/user/details');
    expect(details).toMatchObject({ id: data!.id, email, time_zone: 'Europe/London' });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const { email } = await registerAndLogin(server.newClient());
    const wrong = await failure(server.newClient().POST('/user/login', { body: { email, password: 'Wrong#2026' } }));
    const unknown = await failure(server.newClient().POST('/user/login', { body: { email: uniqueEmail('nobody'), password: PASSWORD } }));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.message).toBe('Incorrect email or password.');
    expect(unknown.message).toBe(wrong.message);
  });

  it('a token without the cookie gets no session', async () => {
    const { session } = await registerAndLogin(server.newClient());
    const thief = server.newClient();
    thief.setToken(session.token);
    const error = await failure(thief.GET('/user/check-auth', { headers: { Authorization: `Bearer ${session.token}` } }));
    expect(error.status).toBe(401);
  });

  it('refuses a cookie-authenticated write without the token', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    client.setToken(null);
    const error = await failure(client.POST('/user/logout'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('InvalidToken');
    client.setToken('forged-token');
    expect((await failure(client.POST('/user/logout'))).status).toBe(403);
    const { response } = await client.GET('/user/check-auth');
    expect(response.status).toBe(200);
  });

  it('an expired session is refused', async () => {
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    await server.database.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(sessions.user_id, session.id));
    const error = await failure(client.GET('/user/check-auth'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('SessionExpired');
    expect(error.message).toBe('Your session has expired. Please sign in again.');
  });

  it('logout deletes the session on the server, so the old cookie is useless', async () => {
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    const stolenCookie = client.cookies.get('stride_session')!;
    const { data, response } = await client.POST('/user/logout');
    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'Signed out' });
    expect(client.cookies.has('stride_session')).toBe(false);
    const remaining = await server.database.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, session.id));
    expect(remaining[0]!.n).toBe(0);

    const replay = server.newClient();
    replay.cookies.set('stride_session', stolenCookie);
    expect((await failure(replay.GET('/user/check-auth'))).status).toBe(401);
    // Signing out again with nothing to end still succeeds.
    expect((await replay.POST('/user/logout')).response.status).toBe(200);
  });

  it('requires a session for protected reads', async () => {
    const error = await failure(server.newClient().GET('/user/details'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Please sign in to continue.');
  });

  it('tells whether an email is registered only for a pending team invitation, and answers "not registered" for any other', async () => {
    const { email: invitedMember } = await registerAndLogin(server.newClient());
    const { email: uninvitedMember } = await registerAndLogin(server.newClient());
    const invitedNewcomer = uniqueEmail('newcomer');
    const teamAdmin = server.newClient();
    await registerAndLogin(teamAdmin);
    await teamAdmin.POST('/group/create', { body: { name: 'Readers', description: 'Books', user_email_list: [invitedMember, invitedNewcomer] } });

    const client = server.newClient();
    const registered = async (email: string) => (await client.GET('/user/check-registered/{email}', { params: { path: { email } } })).data?.registered;
    expect(await registered(invitedMember.toUpperCase())).toBe(true);
    expect(await registered(invitedNewcomer)).toBe(false);
    // An account without a pending invitation looks like no account: the call finds out nothing about who is registered.
    expect(await registered(uninvitedMember)).toBe(false);
    expect(await registered(uniqueEmail('stranger'))).toBe(false);
  });
});

describe('password recovery', () => {
  async function requestCode(client: TestClient, email: string): Promise<string> {
    const { data } = await client.POST('/user/forgot-password', { body: { email } });
    expect(data).toEqual({ message: 'A verification code has been sent to your email' });
    const { data: outbox } = await client.GET('/dev/outbox', { params: { query: { to: email } } });
    const code = /verification code is (\d{6})/.exec(outbox!.messages[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }

  it('resets the password with the emailed code, ends every session, and the code works once', async () => {
    const signedIn = server.newClient();
    const { email } = await registerAndLogin(signedIn);
    const client = server.newClient();
    const code = await requestCode(client, email);
    const NEW_PASSWORD = 'Moonrise#2027';
    const { data } = await client.POST('/user/reset-password', { body: { email, code, password: NEW_PASSWORD } });
    expect(data).toEqual({ message: 'Password Changed Successfully' });

    expect((await failure(signedIn.GET('/user/check-auth'))).status).toBe(401);
    expect((await failure(client.POST('/user/login', { body: { email, password: PASSWORD } }))).status).toBe(401);
    expect((await client.POST('/user/login', { body: { email, password: NEW_PASSWORD } })).response.status).toBe(200);

    const reused = await failure(client.POST('/user/reset-password', { body: { email, code, password: 'Another#2028' } }));
    expect(reused.status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const client = server.newClient();
    const { data } = await client.POST('/user/forgot-password', { body: { email } });
    expect(data).toEqual({ message: 'A verification code has been sent to your email' });
    const { data: outbox } = await client.GET('/dev/outbox', { params: { query: { to: email } } });
    expect(outbox!.messages).toEqual([]);
  });

  it('refuses a wrong code and says how many attempts are left', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(server.newClient());
    const code = await requestCode(client, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const error = await failure(client.POST('/user/reset-password', { body: { email, code: wrong, password: 'Moonrise#2027' } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('InvalidResetCode');
    expect(error.message).toBe('The code is incorrect. You have 4 attempts left.');
  });

  it('refuses an expired code', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(server.newClient());
    const code = await requestCode(client, email);
    await server.database.db.update(passwordResetCodes).set({ expires_at: sql`now() - interval '1 second'` });
    const error = await failure(client.POST('/user/reset-password', { body: { email, code, password: 'Moonrise#2027' } }));
    expect(error.code).toBe('ResetCodeExpired');
    expect(error.message).toBe('This code has expired. Please request a new code.');
  });

  it('refuses the 6th attempt even with the right code', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(server.newClient());
    const code = await requestCode(client, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await failure(client.POST('/user/reset-password', { body: { email, code: wrong, password: 'Moonrise#2027' } }))).code).toBe('InvalidResetCode');
    }
    const sixth = await failure(client.POST('/user/reset-password', { body: { email, code, password: 'Moonrise#2027' } }));
    expect(sixth.code).toBe('ResetCodeLocked');
    expect(sixth.message).toBe('Too many incorrect codes. Please request a new code.');
    expect((await client.POST('/user/login', { body: { email, password: PASSWORD } })).response.status).toBe(200);
  });

  it('a new code replaces the earlier one', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(server.newClient());
    const first = await requestCode(client, email);
    const second = await requestCode(client, email);
    if (first !== second) {
      expect((await failure(client.POST('/user/reset-password', { body: { email, code: first, password: 'Moonrise#2027' } }))).status).toBe(400);
    }
    expect((await client.POST('/user/reset-password', { body: { email, code: second, password: 'Moonrise#2027' } })).response.status).toBe(200);
  });
});
