import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programs, subscriptions, users } from '../../db/schema/index';
import { joinOrganisation, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, login, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
/** A second active sprint, with no goal of its own. */
let otherSprint: number;

beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  const [row] = await server.database.db
    .insert(programs)
    .values({ code: 'ft-sprint', name: 'Second Sprint', description: 'Another sprint.', number_of_days: 5, program_type: 'sprint', active: true })
    .returning({ id: programs.id });
  otherSprint = row!.id;
});
afterAll(async () => {
  await server?.close();
});

const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-02')));

/** What the learner app's Subscription Status modal says, whichever limit was hit. */
const refused = {
  status: 403,
  code: 'SubscriptionRequired',
  message: 'Your free plan includes one sprint for 30 days. Upgrade your plan to enrol in more programs and sprints.',
};

async function newLearner(): Promise<{ client: TestClient; email: string; userId: number }> {
  const client = server.newClient();
  const { email, session } = await registerAndLogin(client);
  return { client, email, userId: session.id };
}

const enrol = (client: TestClient, programId: number) => client.POST('/program/enroll/{programId}', { params: { path: { programId } } });

/** A paid premium subscription from `start` to `end`. */
async function premium(userId: number, start: string, end: string, status: 'active' | 'requested' = 'active') {
  await server.database.db.insert(subscriptions).values({
    user_id: userId,
    subscription_type: 2,
    subscription_start_date: start,
    subscription_end_date: end,
    amount: 2500,
    status,
  });
}

describe('the free tier', () => {
  it('allows programs and one sprint; another sprint is refused, the same one again after quitting is not', async () => {
    const { client } = await newLearner();
    expect((await enrol(client, fixture.program.id)).response.status).toBe(200);
    expect((await enrol(client, fixture.sprint.id)).response.status).toBe(200);
    expect(await failure(enrol(client, otherSprint))).toMatchObject(refused);

    await client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.sprint.goal } } });
    // Quitting does not give the sprint back: the other one stays closed, the same one reopens.
    expect(await failure(enrol(client, otherSprint))).toMatchObject(refused);
    expect((await enrol(client, fixture.sprint.id)).response.status).toBe(200);
  });

  it('allows enrolment for 30 days from registration, counted in the learner’s own days', async () => {
    const { client, email, userId } = await newLearner();
    await server.database.db.update(users).set({ time_zone: 'Asia/Kolkata' }).where(eq(users.id, userId));
    // Registered on 2 November (Kolkata); 1 December is day 30.
    server.clock.set(at('2026-12-01', '18:00')); // 23:30 in Kolkata
    await login(client, email);
    expect((await enrol(client, fixture.program.id)).response.status).toBe(200);
    server.clock.set(at('2026-12-01', '18:30')); // midnight in Kolkata: day 31
    expect(await failure(enrol(client, fixture.sprint.id))).toMatchObject(refused);
  });

  it('is lifted by an active premium subscription covering today, not by a request awaiting payment', async () => {
    const { client, email, userId } = await newLearner();
    expect((await enrol(client, fixture.sprint.id)).response.status).toBe(200);
    await premium(userId, '2026-11-02', '2027-11-02', 'requested');
    expect(await failure(enrol(client, otherSprint))).toMatchObject(refused);

    await premium(userId, '2026-11-02', '2027-11-02');
    expect((await enrol(client, otherSprint)).response.status).toBe(200);
    server.clock.set(at('2027-02-01'));
    await login(client, email);
    expect((await enrol(client, fixture.program.id)).response.status).toBe(200);
  });

  it('comes back when the subscription has ended', async () => {
    const { client, email, userId } = await newLearner();
    await premium(userId, '2026-11-02', '2026-12-15');
    server.clock.set(at('2026-12-15'));
    await login(client, email);
    expect((await enrol(client, fixture.sprint.id)).response.status).toBe(200);
    server.clock.set(at('2026-12-16'));
    await login(client, email);
    expect(await failure(enrol(client, fixture.program.id))).toMatchObject(refused);
  });

  it('does not bind members of an organisation, who learn on its plan', async () => {
    const { client, email, userId } = await newLearner();
    await joinOrganisation(server.database.db, userId, [fixture.sprint.id, otherSprint, fixture.program.id]);
    server.clock.set(at('2027-01-15'));
    await login(client, email);
    expect((await enrol(client, fixture.sprint.id)).response.status).toBe(200);
    expect((await enrol(client, otherSprint)).response.status).toBe(200);
    expect((await enrol(client, fixture.program.id)).response.status).toBe(200);
  });
});
