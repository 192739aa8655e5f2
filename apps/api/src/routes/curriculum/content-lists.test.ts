import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, organizations, questions } from '../../db/schema/index';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { failure } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

/*
 * The list parameters of the back-office lists (docs/back-office-app.md, "Lists"), on 1,000 seeded activities:
 * search, filters, sort and pages, the total in X-Total-Count, and the whole list for callers that pass none.
 */

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
const SEEDED = 1000;
const number = (index: number) => String(index).padStart(4, '0');

beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  // Written straight to the table: a thousand POSTs would test the add, not the list.
  await server.database.db.insert(activities).values(
    Array.from({ length: SEEDED }, (_, index) => ({
      code: `bulk-${number(index + 1)}`,
      name: `Bulk activity ${number(index + 1)}`,
      description: 'Seeded for the list test.',
      type: 'learn' as const,
      // Every tenth is inactive.
      active: (index + 1) % 10 !== 0,
    })),
  );
  await server.database.db.insert(organizations).values([
    { name: 'Northwind Traders', email: 'owner@northwind.example', country: 'india' },
    { name: 'Contoso', email: 'owner@contoso.example', country: 'usa', active: false },
  ]);
});
afterAll(async () => {
  await server?.close();
});

const totalOf = (response: Response) => Number(response.headers.get('x-total-count'));

describe('GET activity/all with list parameters', () => {
  it('answers the whole list by name without parameters, as before, with its count', async () => {
    const { data, response } = await admin.GET('/activity/all');
    expect(data!.length).toBeGreaterThan(SEEDED);
    expect(totalOf(response)).toBe(data!.length);
    const names = data!.map((activity) => activity.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages the search: 25 a page by default, the total of every page in the header', async () => {
    const first = await admin.GET('/activity/all', { params: { query: { q: 'BULK activity', page: 1 } } });
    expect(first.data!.map((activity) => activity.code)).toEqual(Array.from({ length: 25 }, (_, index) => `bulk-${number(index + 1)}`));
    expect(totalOf(first.response)).toBe(SEEDED);
    const last = await admin.GET('/activity/all', { params: { query: { q: 'bulk', page: 10, page_size: 100 } } });
    expect(last.data!.map((activity) => activity.code).at(-1)).toBe(`bulk-${number(SEEDED)}`);
    const past = await admin.GET('/activity/all', { params: { query: { q: 'bulk', page: 11, page_size: 100 } } });
    expect(past.data).toEqual([]);
    expect(totalOf(past.response)).toBe(SEEDED);
  });

  it('searches the code too, and takes % and _ as themselves', async () => {
    const byCode = await admin.GET('/activity/all', { params: { query: { q: 'bulk-0777' } } });
    expect(byCode.data!.map((activity) => activity.name)).toEqual(['Bulk activity 0777']);
    const wildcard = await admin.GET('/activity/all', { params: { query: { q: '%' } } });
    expect(wildcard.data).toEqual([]);
    expect(totalOf(wildcard.response)).toBe(0);
  });

  it("finds an activity by a question's stem: questions are listed in their activity", async () => {
    const [activity] = await server.database.db.select({ id: activities.id }).from(activities).where(eq(activities.code, 'bulk-0321'));
    await server.database.db.insert(questions).values({ activity_id: activity!.id, position: 1, type: 'flashcard', stem: 'Where does the Zebra crossing go?' });
    const { data, response } = await admin.GET('/activity/all', { params: { query: { q: 'zebra crossing', page: 1 } } });
    expect(data!.map((found) => [found.code, found.questions.map((question) => question.stem)])).toEqual([['bulk-0321', ['Where does the Zebra crossing go?']]]);
    expect(totalOf(response)).toBe(1);
  });

  it('filters on the flag and sorts by code, descending', async () => {
    const { data, response } = await admin.GET('/activity/all', { params: { query: { q: 'bulk', active: false, sort: 'code', order: 'desc', page: 1, page_size: 3 } } });
    expect(data!.map((activity) => [activity.code, activity.active])).toEqual([
      [`bulk-${number(1000)}`, false],
      [`bulk-${number(990)}`, false],
      [`bulk-${number(980)}`, false],
    ]);
    expect(totalOf(response)).toBe(SEEDED / 10);
  });

  it('keeps to the activities a goal, or a program, schedules', async () => {
    const schedule = (await admin.GET('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } })).data!;
    const scheduled = new Set(schedule.days.flatMap((day) => day.learn.filter((item) => item.item_type === 'activity').map((item) => item.id)));
    const ofGoal = (await admin.GET('/activity/all', { params: { query: { goal_id: fixture.program.clear } } })).data!;
    expect(new Set(ofGoal.map((activity) => activity.id))).toEqual(scheduled);
    const ofProgram = (await admin.GET('/activity/all', { params: { query: { program_id: fixture.program.id } } })).data!;
    expect(ofProgram.length).toBeGreaterThanOrEqual(ofGoal.length);
    expect(ofProgram.map((activity) => activity.code)).not.toContain('bulk-0001');
    const ofSprint = (await admin.GET('/activity/all', { params: { query: { program_id: fixture.sprint.id, goal_id: fixture.program.clear } } })).data!;
    expect(ofSprint).toEqual([]);
  });

  it.each([
    [{ page: 0 }, /page/],
    [{ page_size: 101 }, /page_size/],
    [{ sort: 'points' }, /sort/],
    [{ order: 'up' }, /order/],
    [{ q: 'x'.repeat(101) }, /q\b/],
  ])('refuses %o with 400 and a message naming the parameter', async (query, named) => {
    const error = await failure(admin.GET('/activity/all', { params: { query: query as never } }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(named);
  });
});

describe('the other long lists take the same parameters', () => {
  it('readings, revisions and challenges search, page and count', async () => {
    for (const path of ['/reading/all', '/revision/all', '/challenge/all'] as const) {
      const whole = await admin.GET(path);
      const page = await admin.GET(path, { params: { query: { page: 1, page_size: 1 } } });
      expect(page.data).toHaveLength(Math.min(1, whole.data!.length));
      expect(totalOf(page.response)).toBe(whole.data!.length);
      const none = await admin.GET(path, { params: { query: { q: 'no such item anywhere' } } });
      expect(none.data).toEqual([]);
    }
  });

  it('revisions and challenges keep to a goal', async () => {
    const challenges = (await admin.GET('/challenge/all', { params: { query: { goal_id: fixture.program.clear } } })).data!;
    const listed = (await admin.GET('/challenge/list', { params: { query: { goal_id: fixture.program.clear } } })).data!;
    expect(challenges.map((challenge) => challenge.id).sort()).toEqual(listed.map((item) => item.challenge_id).sort());
    const revisions = await admin.GET('/revision/all', { params: { query: { goal_id: fixture.program.clear, page: 1 } } });
    expect(totalOf(revisions.response)).toBe(revisions.data!.length);
  });

  it('organisations search name or owner email, filter on the flag and sort by creation', async () => {
    const byEmail = (await admin.GET('/organization/all', { params: { query: { q: 'CONTOSO.example' } } })).data!;
    expect(byEmail.map((organization) => organization.name)).toEqual(['Contoso']);
    const inactive = (await admin.GET('/organization/all', { params: { query: { active: false } } })).data!;
    expect(inactive.map((organization) => organization.name)).toEqual(['Contoso']);
    const newest = await admin.GET('/organization/all', { params: { query: { sort: 'created', order: 'desc', page: 1, page_size: 1 } } });
    expect(newest.data).toHaveLength(1);
    expect(totalOf(newest.response)).toBe((await admin.GET('/organization/all')).data!.length);
  });
});
