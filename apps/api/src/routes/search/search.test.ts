import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, userActivities } from '../../db/schema/index';
import { likeLiteral } from '../../services/search/search';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
/** Activities whose names test matching, by name. */
const ids = new Map<string, number>();
const names = ['Say It Clearly', 'The 50% rule', 'The 500 rule', 'growth_mindset basics', 'growth mindset basics', 'Clear emails'];

beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  const rows = await server.database.db
    .insert(activities)
    .values(names.map((name, index) => ({ code: `search-${index}`, name, description: 'For search.' })))
    .returning({ id: activities.id, name: activities.name });
  for (const row of rows) ids.set(row.name, row.id);
});
afterAll(async () => {
  await server?.close();
});

const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

/** A learner who completed `completed` (in that order, a day apart) and started `started` without finishing. */
async function learnerWith(completed: string[], started: string[] = []): Promise<TestClient> {
  const client = server.newClient();
  const { session } = await registerAndLogin(client);
  const goal_id = fixture.program.clear;
  await server.database.db.insert(userActivities).values([
    ...completed.map((name, index) => ({ user_id: session.id, goal_id, activity_id: ids.get(name)!, completed_at: at(`2026-11-0${index + 1}`) })),
    ...started.map((name) => ({ user_id: session.id, goal_id, activity_id: ids.get(name)! })),
  ]);
  return client;
}

const search = async (client: TestClient, term: string) =>
  (await client.GET('/search/completed-activites/{term}', { params: { path: { term } } })).data!.map((match) => match.activity.name);

describe('the search of completed activities', () => {
  it("finds the caller's own completed activities by name, case-insensitively and trimmed, the latest first", async () => {
    const client = await learnerWith(['Say It Clearly', 'Clear emails'], ['growth mindset basics']);
    const matches = (await client.GET('/search/completed-activites/{term}', { params: { path: { term: '  cLeAr ' } } })).data!;
    expect(matches).toEqual([
      { activity_id: ids.get('Clear emails'), goal_id: fixture.program.clear, activity: { name: 'Clear emails' } },
      { activity_id: ids.get('Say It Clearly'), goal_id: fixture.program.clear, activity: { name: 'Say It Clearly' } },
    ]);
    // Started but not completed: not found. A blank term finds nothing.
    expect(await search(client, 'mindset')).toEqual([]);
    expect(await search(client, '   ')).toEqual([]);
  });

  it("never finds another learner's completed activities", async () => {
    await learnerWith(['Say It Clearly', 'growth mindset basics']);
    const stranger = await learnerWith(['Clear emails']);
    expect(await search(stranger, 'clear')).toEqual(['Clear emails']);
    expect(await search(stranger, 'mindset')).toEqual([]);
    expect(await failure(server.newClient().GET('/search/completed-activites/{term}', { params: { path: { term: 'clear' } } }))).toMatchObject({ status: 401 });
  });

  it('matches % and _ in the term literally', async () => {
    const client = await learnerWith(['The 50% rule', 'The 500 rule', 'growth_mindset basics', 'growth mindset basics']);
    expect(await search(client, '50%')).toEqual(['The 50% rule']);
    expect(await search(client, '%')).toEqual(['The 50% rule']);
    expect(await search(client, 'h_m')).toEqual(['growth_mindset basics']);
    expect(await search(client, '_')).toEqual(['growth_mindset basics']);
    // Both still match a term without wildcards, the latest completed first.
    expect(await search(client, 'The 5')).toEqual(['The 500 rule', 'The 50% rule']);
    expect(likeLiteral('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
  });

  it('answers each activity once per goal, at most 20', async () => {
    const many = await server.database.db
      .insert(activities)
      .values(Array.from({ length: 25 }, (_, index) => ({ code: `many-${index}`, name: `Many ${index}`, description: 'For search.' })))
      .returning({ id: activities.id });
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    const goal_id = fixture.program.clear;
    await server.database.db.insert(userActivities).values([
      ...many.map((row) => ({ user_id: session.id, goal_id, activity_id: row.id, completed_at: at('2026-11-02') })),
      // A second attempt of the same activity in the same goal.
      { user_id: session.id, goal_id, activity_id: many[0]!.id, attempt: 2, completed_at: at('2026-11-09') },
    ]);
    const matches = await search(client, 'many');
    expect(matches).toHaveLength(20);
    expect(new Set(matches).size).toBe(20);
    expect(matches[0]).toBe('Many 0');
  });
});
