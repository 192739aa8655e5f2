import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrollments, programs, userGoals } from '../../db/schema/index';
import { joinOrganisation, loadFixtureCurriculum, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await loadFixtureCurriculum(server.database.db);
  server.clock.set(new Date('2026-11-18T09:00:00Z')); // a Wednesday
});
afterAll(async () => {
  await server?.close();
});

async function newLearner() {
  const client = server.newClient();
  const { session } = await registerAndLogin(client);
  return { client, userId: session.id };
}

const namesOf = (list: { name: string }[]) => list.map((program) => program.name);

describe('the catalogue', () => {
  it('without an organisation is every active program, split into programs and sprints', async () => {
    const { client } = await newLearner();
    const { data } = await client.GET('/program/all-by-user-role');
    expect(namesOf(data!.programs)).toEqual(['Fixture Program']);
    expect(namesOf(data!.sprints)).toEqual(['Fixture Sprint']);
    expect(data!.sprints[0]).toEqual({
      id: fixture.sprint.id,
      code: 'fx-sprint',
      name: 'Fixture Sprint',
      description: 'A sprint for tests.',
      display_image_url: '/images/programs/fixture-sprint.svg',
      program_type: 'sprint',
      proficiency: 'intermediate',
      number_of_days: 10,
      active: true,
    });
  });

  it('of an organisation member is what the organisation gives access to, by either call', async () => {
    const { client, userId } = await newLearner();
    const organizationId = await joinOrganisation(server.database.db, userId, [fixture.sprint.id]);
    const byOrganisation = (await client.GET('/org-program-access/{orgId}', { params: { path: { orgId: organizationId } } })).data!;
    expect(byOrganisation).toEqual({ programs: [], sprints: [expect.objectContaining({ id: fixture.sprint.id })] });
    expect((await client.GET('/program/all-by-user-role')).data).toEqual(byOrganisation);
  });

  it('of another organisation is refused', async () => {
    const { client, userId } = await newLearner();
    await joinOrganisation(server.database.db, userId, [fixture.sprint.id]);
    const stranger = await newLearner();
    const otherOrganisation = await joinOrganisation(server.database.db, stranger.userId, [fixture.program.id]);
    const error = await failure(client.GET('/org-program-access/{orgId}', { params: { path: { orgId: otherOrganisation } } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('You can only see the programs of your own organisation.');
  });

  it('leaves out inactive programs', async () => {
    const db = server.database.db;
    const [hidden] = await db.insert(programs).values({ code: 't-hidden', name: 'Hidden', description: 'Retired.', number_of_days: 5, active: false }).returning();
    const { client } = await newLearner();
    const { data } = await client.GET('/program/all-by-user-role');
    expect(namesOf(data!.programs)).not.toContain('Hidden');
    const error = await failure(client.POST('/program/enroll/{programId}', { params: { path: { programId: hidden!.id } } }));
    expect(error.status).toBe(403);
  });
});

describe('enrolment', () => {
  it('enrols once; a second enrolment answers EnrollmentAlreadyExistsException and changes nothing', async () => {
    const { client, userId } = await newLearner();
    const { data } = await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    expect(data!.enrollment_date).toMatch(/^2026-11-18T09:00/);
    const again = await failure(client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } }));
    expect(again.status).toBe(409);
    expect(again.code).toBe('EnrollmentAlreadyExistsException');
    expect(again.message).toBe('You are already enrolled in this program.');
    const rows = await server.database.db.select().from(programEnrollments).where(eq(programEnrollments.user_id, userId));
    expect(rows).toHaveLength(1);
    // A program's goal waits for the assessment.
    expect(await server.database.db.select().from(userGoals).where(eq(userGoals.user_id, userId))).toEqual([]);
  });

  it('in a sprint also starts its single goal, from today', async () => {
    const { client } = await newLearner();
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    const { data } = await client.GET('/goal/enrolled-goals');
    expect(data).toEqual([
      expect.objectContaining({ goal_id: fixture.sprint.goal, start_date: '2026-11-18', static_schedule_day_number: 1, paused: false, quitted: false }),
    ]);
  });

  it('outside the learner’s catalogue is refused with a message and stores nothing', async () => {
    const { client, userId } = await newLearner();
    await joinOrganisation(server.database.db, userId, [fixture.sprint.id]);
    const error = await failure(client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('ProgramNotAvailable');
    expect(error.message).toBe("This program is not available to you. Ask your organisation's administrator for access.");
    expect(await server.database.db.select().from(programEnrollments).where(eq(programEnrollments.user_id, userId))).toEqual([]);
  });

  it('answers 404 for an unknown program and 400 for an id that is not one', async () => {
    const { client } = await newLearner();
    const unknown = await failure(client.POST('/program/enroll/{programId}', { params: { path: { programId: 999_999 } } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('There is no program with id 999999.');
    for (const bad of ['abc', '0', '-3', '2147483648', '1.5']) {
      const response = await client.send('POST', `/program/enroll/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, bad).toMatch(/programId/);
    }
  });

  it('needs the anti-forgery token', async () => {
    const { client } = await newLearner();
    client.setToken(null);
    const error = await failure(client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('InvalidToken');
  });
});

describe('GET /program/get-enrolled', () => {
  it('lists the learner’s own enrolments, newest first, leaving out a program whose goal was quitted', async () => {
    const { client } = await newLearner();
    const other = await newLearner();
    await other.client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });

    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    server.clock.advance(60_000);
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    expect((await client.GET('/program/get-enrolled')).data!.map((row) => row.program.name)).toEqual(['Fixture Sprint', 'Fixture Program']);
    expect((await client.GET('/program/get-enrolled')).data![0]).toEqual({
      program_id: fixture.sprint.id,
      enrollment_date: expect.stringMatching(/^2026-11-18T09:01/),
      program: { id: fixture.sprint.id, name: 'Fixture Sprint', program_type: 'sprint', number_of_days: 10 },
    });

    await client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.sprint.goal } } });
    expect((await client.GET('/program/get-enrolled')).data!.map((row) => row.program.name)).toEqual(['Fixture Program']);
  });

  it('takes a learner back after quitting: enrolling again starts the program afresh', async () => {
    const { client, userId } = await newLearner();
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    await client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.sprint.goal } } });
    server.clock.advance(24 * 3600_000);
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    expect((await client.GET('/program/get-enrolled')).data!.map((row) => row.program_id)).toEqual([fixture.sprint.id]);
    const goals = (await client.GET('/goal/enrolled-goals')).data!;
    expect(goals.map((goal) => ({ quitted: goal.quitted, start: goal.start_date }))).toEqual([
      { quitted: false, start: '2026-11-19' },
      { quitted: true, start: '2026-11-18' },
    ]);
    const live = await server.database.db.select().from(userGoals).where(and(eq(userGoals.user_id, userId), eq(userGoals.quitted, false)));
    expect(live).toHaveLength(1);
    server.clock.set(new Date('2026-11-18T09:00:00Z'));
  });

  it('is empty for a learner with no enrolment, and needs a session', async () => {
    const { client } = await newLearner();
    expect((await client.GET('/program/get-enrolled')).data).toEqual([]);
    expect((await failure(server.newClient().GET('/program/get-enrolled'))).status).toBe(401);
  });
});
