import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseState } from '../../testing/database-state';
import { minimalDocx } from '../../testing/docx';
import { registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const photoForm = (bytes: number) => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
};

describe('request bodies in a form an operation does not take', () => {
  it('are refused with 400 UnsupportedMediaType, and nothing is stored', async () => {
    const before = await databaseState(server.database.db);
    const form = new FormData();
    form.append('email', 'ada@example.com');
    form.append('password', 'Sunrise#2026');
    for (const [body, type] of [
      [form, undefined],
      ['email=ada@example.com', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/user/register`, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'UnsupportedMediaType', message: 'This content type is not accepted here; send JSON.' } });
    }
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});

/** A form sent by a signed-in browser (its cookie and token). */
async function sendForm(client: TestClient, path: string, form: FormData) {
  const encoded = new Response(form);
  return client.send('POST', path, new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get('content-type') ?? undefined);
}

describe('multipart bodies', () => {
  it('from a stranger are refused at the session check, before a byte of the file is read', async () => {
    for (const bytes of [10, 6 * 1024 * 1024]) {
      const response = await fetch(`${server.baseUrl}/user/photo`, { method: 'POST', body: photoForm(bytes) });
      expect(response.status).toBe(401);
    }
  });

  it('refuse a file over 5 MB with 413 "File too large"', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const response = await sendForm(client, '/user/photo', photoForm(5 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'PayloadTooLarge', message: 'File too large' } });
  });

  it('turn a number field into its number, and keep a list field a list when sent once', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(minimalDocx())]), 'review.docx');
    form.append('user_email', 'admin@example.com');
    form.append('challenge_name', 'Rewrite an email');
    form.append('goal_id', 'seven');
    const refused = await sendForm(client, '/group/challenge-doc', form);
    expect(await refused.json()).toEqual({ error: { code: 'ValidationError', message: 'goal_id must be a whole number.' } });
    form.set('goal_id', '7');
    // Valid now, so the request goes on to the handler: the learner follows no goal 7.
    const handled = await sendForm(client, '/group/challenge-doc', form);
    expect(((await handled.json()) as { error: { code: string } }).error.code).toBe('NotFollowingGoal');
  });
});

describe('text with a NUL character', () => {
  it('is refused with 400 wherever it comes, and nothing is stored', async () => {
    const before = await databaseState(server.database.db);
    const register = await fetch(`${server.baseUrl}/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nul@example.com', password: 'Sunrise#2026', first_name: 'a\u0000b', last_name: 'Lovelace' }),
    });
    expect(register.status).toBe(400);
    expect(await register.json()).toEqual({ error: { code: 'ValidationError', message: 'first_name must not contain NUL characters.' } });
    const address = await fetch(`${server.baseUrl}/user/check-registered/a%00b%40example.com`);
    expect(address.status).toBe(400);
    expect(await address.json()).toEqual({ error: { code: 'ValidationError', message: 'email must not contain NUL characters.' } });
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});

describe('JSON nested deeper than 64 levels', () => {
  const post = (body: string) => fetch(`${server.baseUrl}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('is refused with 400 BodyTooDeep before it is parsed, 20,000 levels as one', async () => {
    for (const body of ['['.repeat(20_000) + ']'.repeat(20_000), `{"email":${'['.repeat(65)}${']'.repeat(65)}}`]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'BodyTooDeep', message: 'The request body nests lists and objects too deeply: at most 64 levels.' } });
    }
  });

  it('up to 64 levels is read and validated as usual', async () => {
    const response = await post(`{"email":${'['.repeat(63)}${']'.repeat(63)},"password":"x"}`);
    expect(await response.json()).toEqual({ error: { code: 'ValidationError', message: 'email must be text.' } });
  });
});
