import { loadCurriculumFolder } from '@stride/demo-content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, goals, readings, subtopics, userActivities } from '../../db/schema/index';
import { defaultDemoContentDir } from '../../lib/run-time-files';
import { loadCurriculum } from '../../seed/curriculum';
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

describe('the search of descriptions and readings (docs/support-and-subscription.md)', () => {
  /** A completed activity of the learner's, by id, in the fixture's goal. */
  async function learnerWhoCompleted(activityIds: number[]): Promise<TestClient> {
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    await server.database.db
      .insert(userActivities)
      .values(activityIds.map((activity_id, index) => ({ user_id: session.id, goal_id: fixture.program.clear, activity_id, completed_at: at(`2026-11-0${index + 1}`) })));
    return client;
  }

  it('"feedback" finds the seeded SBI activity, whose name and description do not say it and whose reading does', async () => {
    // The demo's feedback sprint, seeded as the demo seeds it.
    const sprint = loadCurriculumFolder(defaultDemoContentDir).programs.find((program) => program.code === 'fbk-feedback-sprint')!;
    await server.database.db.transaction((tx) => loadCurriculum(tx, { programs: [sprint], tips: [], contextCards: [] }));
    const [sbi] = await server.database.db
      .select({ id: activities.id, name: activities.name, description: activities.description, reading: readings.reading_text })
      .from(activities)
      .innerJoin(readings, eq(readings.id, activities.reading_id))
      .where(eq(activities.code, 'fbk-act-sbi'));
    expect(sbi!.name).toBe('Build an SBI statement');
    expect(`${sbi!.name} ${sbi!.description}`).not.toMatch(/feedback/i);
    expect(sbi!.reading).toMatch(/feedback/i);

    const client = await learnerWhoCompleted([sbi!.id]);
    expect(await search(client, 'feedback')).toEqual(['Build an SBI statement']);
    expect(await search(client, 'center for creative LEADERSHIP')).toEqual(['Build an SBI statement']);
  });

  it('finds a description, ranks name matches first, and keeps the wildcards literal there too', async () => {
    const [subtopic] = await server.database.db.select({ id: subtopics.id }).from(subtopics).limit(1);
    const [reading] = await server.database.db
      .insert(readings)
      .values({ reading_title: 'Tone', reading_text: 'A 100% plain reading about tone.', subtopic_id: subtopic!.id })
      .returning({ id: readings.id });
    const rows = await server.database.db
      .insert(activities)
      .values([
        { code: 'desc-1', name: 'Pick a channel', description: 'Choose between email and a call for tone.' },
        { code: 'desc-2', name: 'Tone check', description: 'For search.' },
        { code: 'desc-3', name: 'Plain words', description: 'For search.', reading_id: reading!.id },
      ])
      .returning({ id: activities.id });
    // Completed in this order: Plain words is the latest, Tone check names the term.
    const client = await learnerWhoCompleted(rows.map((row) => row.id));
    expect(await search(client, 'tone')).toEqual(['Tone check', 'Plain words', 'Pick a channel']);
    expect(await search(client, '100%')).toEqual(['Plain words']);
    expect(await search(client, '00_')).toEqual([]);
    // The goal's name is not searched.
    const [goal] = await server.database.db.select({ name: goals.name }).from(goals).where(eq(goals.id, fixture.program.clear));
    expect(await search(client, goal!.name)).toEqual([]);
  });
});
