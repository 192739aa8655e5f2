import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const goalBody = (program_id: number, name: string) => ({ code: `sprint-goal-${++sequence}`, name, description: 'd', program_id });
const setGoalActive = (id: number, active: boolean) => admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind: 'goal', id } }, body: { active } });
const nameOf = async (path: '/program/all' | '/goal/all', id: number) => (await admin.GET(path)).data!.find((row) => row.id === id)!.name;

describe('a sprint has exactly one goal (enrolment starts it)', () => {
  it('goal/add refuses a second active goal for a sprint with 409, writing nothing; a program takes several', async () => {
    const sprint = await nameOf('/program/all', fixture.sprint.id);
    const goal = await nameOf('/goal/all', fixture.sprint.goal);
    const refused = await refusedUnchanged(() => admin.POST('/goal/add', { body: goalBody(fixture.sprint.id, 'A second goal') }), 409);
    expect([refused.code, refused.message]).toEqual(['SprintHasGoal', curriculumMessages.sprintHasGoal(goal, sprint)]);
    expect(refused.message).toBe(`A sprint has exactly one goal: "${goal}" already belongs to the sprint "${sprint}". Deactivate it first to give the sprint another goal.`);

    expect((await admin.POST('/goal/add', { body: goalBody(fixture.program.id, 'A third goal') })).response.status).toBe(200);
  });

  it('its goal may be swapped by deactivating it first; switching the old one back on is refused, and a learner enrolling gets the new one', async () => {
    const sprint = await nameOf('/program/all', fixture.sprint.id);
    const old = await nameOf('/goal/all', fixture.sprint.goal);
    expect((await setGoalActive(fixture.sprint.goal, false)).data).toEqual({ kind: 'goal', id: fixture.sprint.goal, active: false });
    const replacement = (await admin.POST('/goal/add', { body: goalBody(fixture.sprint.id, 'The new sprint goal') })).data!;
    expect(replacement).toMatchObject({ program_id: fixture.sprint.id, active: true });

    const refused = await refusedUnchanged(() => setGoalActive(fixture.sprint.goal, true), 409);
    expect([refused.code, refused.message]).toEqual(['SprintHasGoal', curriculumMessages.sprintHasGoal('The new sprint goal', sprint)]);
    // Switching the active one on again, or anything off, is no second goal.
    expect((await setGoalActive(replacement.id, true)).data!.active).toBe(true);
    expect((await setGoalActive(fixture.sprint.goal, false)).data!.active).toBe(false);

    const learner = server.newClient();
    await registerAndLogin(learner);
    await learner.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    expect((await learner.GET('/goal/enrolled-goals')).data!.map((goal) => goal.goal_id)).toEqual([replacement.id]);

    // Swapped back the same way.
    await setGoalActive(replacement.id, false);
    expect((await setGoalActive(fixture.sprint.goal, true)).data!.active).toBe(true);
    expect(await nameOf('/goal/all', fixture.sprint.goal)).toBe(old);
  });
});
