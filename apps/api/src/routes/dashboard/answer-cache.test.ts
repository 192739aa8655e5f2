import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, groupMemberships, groups, learnerStats, pointsEvents, users } from '../../db/schema/index';
import { followClearGoal, loadFixtureCurriculum, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, login, registerAndLogin, TEST_PASSWORD, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

// Cached answers (docs/answer-cache.md): reused while nothing they read changed, never once it did.
let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await loadFixtureCurriculum(server.database.db);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.clock.set(new Date('2026-11-18T09:00:00Z')));

let sourceId = 900_000;
const award = (userId: number, points: number) =>
  server.database.db.insert(pointsEvents).values({ user_id: userId, source: 'question', source_id: ++sourceId, points, earned_at: server.clock.now(), earned_on: '2026-11-18' });
const totalPoints = async (client: TestClient) => (await client.GET('/user-data/total-points')).data!.total_points;
const learnNames = async (client: TestClient, dayAdjust = 0) =>
  (await client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust } } })).data!.activityList.map((item) => item.activity.name);

describe('a learner’s cached answers', () => {
  it('are reused while the learner’s data is unchanged and answered afresh once it changes', async () => {
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    await award(session.id, 5);
    expect(await totalPoints(client)).toBe(5);

    // learner_stats is derived and only ever written beside the rows that raise the version (points, days,
    // goals). Written alone, nothing says the kept answer changed: proof that the answer is reused.
    await server.database.db.update(learnerStats).set({ total_points: 999 }).where(eq(learnerStats.user_id, session.id));
    expect(await totalPoints(client)).toBe(5);

    await award(session.id, 1);
    expect(await totalPoints(client)).toBe(1000);
  });

  it('follow the content: an activity switched off leaves the day list at once', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    await followClearGoal(client, fixture);
    const activityId = fixture.ids('activities', 'fx-act-1');
    const [activity] = await server.database.db.select({ name: activities.name }).from(activities).where(eq(activities.id, activityId));
    expect(await learnNames(client)).toEqual([activity!.name]);

    await server.database.db.update(activities).set({ active: false }).where(eq(activities.id, activityId));
    try {
      expect(await learnNames(client)).toEqual([]);
    } finally {
      await server.database.db.update(activities).set({ active: true }).where(eq(activities.id, activityId));
    }
  });

  it('follow the learner’s day: the same call the next day is that day’s list', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    await followClearGoal(client, fixture);
    const tomorrow = await learnNames(client, 1);
    server.clock.set(new Date('2026-11-19T09:00:00Z'));
    expect(await learnNames(client, 0)).toEqual(tomorrow);
  });

  it('are one learner’s own: another learner never gets them', async () => {
    const [first, second] = [server.newClient(), server.newClient()];
    const { session } = await registerAndLogin(first);
    await registerAndLogin(second);
    await award(session.id, 7);
    expect(await totalPoints(first)).toBe(7);
    expect(await totalPoints(second)).toBe(0);
  });
});

describe('a group’s cached member stats', () => {
  async function member(firstName: string) {
    const client = server.newClient();
    const email = uniqueEmail(firstName.toLowerCase());
    await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: firstName, last_name: 'Test' } });
    const session = await login(client, email);
    return { client, id: session.id, email };
  }
  const board = async (client: TestClient, groupId: number) =>
    (await client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: groupId }, query: { limit: 5 } } })).data!.map((row) => [
      row.user.first_name,
      row.points,
    ]);

  it('change when a member earns points, is renamed or joins, and still refuse outsiders', async () => {
    const [asha, bela, chen, outsider] = [await member('Asha'), await member('Bela'), await member('Chen'), await member('Omar')];
    const [group] = await server.database.db.insert(groups).values({ name: 'Cache team', description: 'A team', group_admin_email: asha.email }).returning({ id: groups.id });
    const groupId = group!.id;
    const join = (person: { id: number; email: string }) =>
      server.database.db.insert(groupMemberships).values({ group_id: groupId, email: person.email, user_id: person.id, status: 'joined', joining_date: new Date() });
    await join(asha);
    await join(bela);
    await award(asha.id, 10);
    expect(await board(asha.client, groupId)).toEqual([['Asha', 10], ['Bela', 0]]);

    await award(bela.id, 30);
    expect(await board(asha.client, groupId)).toEqual([['Bela', 30], ['Asha', 10]]);

    await server.database.db.update(users).set({ first_name: 'Beatrice' }).where(eq(users.id, bela.id));
    expect(await board(asha.client, groupId)).toEqual([['Beatrice', 30], ['Asha', 10]]);

    await join(chen);
    expect(await board(chen.client, groupId)).toEqual([['Beatrice', 30], ['Asha', 10], ['Chen', 0]]);

    expect((await failure(outsider.client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: groupId }, query: { limit: 5 } } }))).status).toBe(403);
  });
});
