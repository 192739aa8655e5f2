import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

// The session lookups of requests arriving together are one statement, and a learner's row is kept under its
// data_version (docs/performance.md, docs/answer-cache.md): neither may ever hand one learner another's identity
// or an outdated row.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('session lookups', () => {
  it('answer requests arriving together each with their own learner, and refuse the unknown session among them', async () => {
    const learners = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const client = server.newClient();
        const { email } = await registerAndLogin(client, uniqueEmail(`together${n}`));
        return { client, email };
      }),
    );
    const stranger = server.newClient();
    stranger.cookies.set('stride_session', 'not-a-session-anyone-was-given');

    for (let round = 0; round < 3; round += 1) {
      const [refused, ...answers] = await Promise.all([
        failure(stranger.GET('/user/check-auth')),
        ...learners.flatMap(({ client }) => [client.GET('/user/check-auth'), client.GET('/user/check-auth')]),
      ]);
      expect(refused.status).toBe(401);
      expect(answers.map((answer) => answer.data?.email)).toEqual(learners.flatMap(({ email }) => [email, email]));
    }
  });

  it('made in one turn are one batch, each found under its own secret', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 4 }, async (_, n) => {
        const client = server.newClient();
        const { email } = await registerAndLogin(client, uniqueEmail(`batch${n}`));
        return { secret: client.cookies.get('stride_session')!, email };
      }),
    );
    const asked = [...secrets, { secret: 'unknown', email: undefined }, ...secrets.slice().reverse()];
    const found = await Promise.all(asked.map(({ secret }) => server.app.sessions.findLearner(secret)));
    expect(found.map((session) => session?.user.email)).toEqual(asked.map(({ email }) => email));
  });

  it('see every change of the learner’s row at the next request, through the API or not', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    expect((await client.GET('/user/check-auth')).data).toMatchObject({ first_name: 'Ada', role_id: 1 });

    await client.POST('/user/update', { body: { first_name: 'Grace', last_name: 'Hopper' } });
    expect((await client.GET('/user/check-auth')).data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });

    // A write the API's own code did not make (an organisation admin's grant, a script): the row's version moves.
    await server.database.db.update(users).set({ role_id: 2 }).where(eq(users.email, email));
    expect((await client.GET('/user/check-auth')).data).toMatchObject({ first_name: 'Grace', role_id: 2 });
  });

  it('end with the learner’s account', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    expect((await client.GET('/user/check-auth')).data?.email).toBe(email);
    await server.database.db.delete(users).where(eq(users.email, email));
    expect((await failure(client.GET('/user/check-auth'))).status).toBe(401);
  });
});
