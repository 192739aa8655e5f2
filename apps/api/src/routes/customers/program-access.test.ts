import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { followClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
  ({ client: admin } = await signedInBackOfficeAdmin(server));
});
afterAll(async () => {
  await server?.close();
});

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const accessOf = async (id: number) => (await admin.GET('/customer/{id}/programs', { params: { path: { id } } })).data!;
const setAccess = (id: number, program_id: number, granted: boolean) => admin.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id, program_id } }, body: { granted } });
const catalogueNames = async (client: TestClient) => {
  const { programs: list, sprints } = (await client.GET('/program/all-by-user-role')).data!;
  return [...list, ...sprints].map((program) => program.name).sort();
};

/** A new organisation (owner invited) and a member of it, signed in: the member registered after being added. */
async function organisationWithMember() {
  const owner = server.newClient();
  const { email: ownerEmail } = await registerAndLogin(owner, uniqueEmail('owner'));
  const organization = (await admin.POST('/organization/add', { body: { name: `Access ${++sequence}`, country: 'uk', email: ownerEmail } })).data!;
  const memberEmail = uniqueEmail('member');
  await owner.POST('/user/org-add', { body: { user_email_list: [memberEmail] } });
  const member = server.newClient();
  await registerAndLogin(member, memberEmail);
  return { organization, member };
}

describe('program access of an organisation', () => {
  it('starts with every active program and sprint, which its members see in their catalogue', async () => {
    const [inactive] = await server.database.db.insert(programs).values({ code: 'fx-retired', name: 'Retired program', description: 'No longer offered.', number_of_days: 5, active: false }).returning();
    const { organization, member } = await organisationWithMember();

    const access = await accessOf(organization.id);
    expect(access.map((row) => [row.program.name, row.program.program_type, row.program.active, row.granted, row.enrolled_learners])).toEqual([
      ['Fixture Program', 'program', true, true, 0],
      ['Retired program', 'program', false, false, 0],
      ['Fixture Sprint', 'sprint', true, true, 0],
    ]);
    expect(await catalogueNames(member)).toEqual(['Fixture Program', 'Fixture Sprint']);
    await server.database.db.delete(programs).where(eq(programs.id, inactive!.id));
  });

  it('withdrawn, leaves the catalogue and new enrolment at once; enrolled members keep their goal; granted again, comes back', async () => {
    const { organization, member } = await organisationWithMember();
    const enrolled = server.newClient();
    const { email: enrolledEmail } = await registerAndLogin(enrolled, uniqueEmail('enrolled'));
    await admin.POST('/customer/{id}/admins', { params: { path: { id: organization.id } }, body: { email: enrolledEmail, role_id: 6 } });
    await followClearGoal(enrolled, fixture);
    expect(await catalogueNames(member)).toContain('Fixture Program');

    const withdrawn = (await setAccess(organization.id, fixture.program.id, false)).data!;
    expect(withdrawn).toMatchObject({ program: { id: fixture.program.id, name: 'Fixture Program' }, granted: false, enrolled_learners: 1 });
    expect(await catalogueNames(member)).toEqual(['Fixture Sprint']);
    const refused = await failure(member.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } }));
    expect([refused.status, refused.code]).toEqual([403, 'ProgramNotAvailable']);

    // The enrolled member goes on: their goal, its schedule and their day's items are still theirs.
    const goals = (await enrolled.GET('/goal/enrolled-goals')).data!;
    expect(goals.map((goal) => [goal.goal.name, goal.quitted])).toEqual([['Be clear', false]]);
    expect((await enrolled.GET('/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } })).response.status).toBe(200);
    expect(JSON.stringify((await enrolled.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data)).toContain('fx-act-1');

    expect((await setAccess(organization.id, fixture.program.id, false)).data!.granted).toBe(false);
    expect((await setAccess(organization.id, fixture.program.id, true)).data!.granted).toBe(true);
    expect(await catalogueNames(member)).toEqual(['Fixture Program', 'Fixture Sprint']);
  });

  it('is changed by back-office admins only; an unknown organisation or program is 404, bad input 400, nothing written', async () => {
    const { organization, member } = await organisationWithMember();
    await refusedUnchanged(() => setAccess(999_999, fixture.program.id, false), 404);
    await refusedUnchanged(() => setAccess(organization.id, 999_999, false), 404);
    await refusedUnchanged(() => admin.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id: organization.id, program_id: fixture.program.id } }, body: { granted: 'no' as unknown as boolean } }), 400);
    expect((await failure(admin.GET('/customer/{id}/programs', { params: { path: { id: 999_999 } } }))).status).toBe(404);
    await refusedUnchanged(() => member.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id: organization.id, program_id: fixture.program.id } }, body: { granted: false } }), 401);
  });
});
