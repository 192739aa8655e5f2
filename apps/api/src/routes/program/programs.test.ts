import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, programEnrollments, programs, userGoals } from '../../db/schema/index';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function program(code: string, name: string, program_type: 'program' | 'sprint' = 'program') {
  const db = server.database.db;
  const [created] = await db.insert(programs).values({ code, name, description: `${name}.`, program_type, number_of_days: program_type === 'sprint' ? 10 : 20 }).returning();
  const [goal] = await db.insert(goals).values({ code: `${code}-goal`, name: `${name} goal`, description: 'A goal.', program_id: created!.id }).returning();
  return { program: created!, goal: goal! };
}

describe('GET /program/get-enrolled', () => {
  it('lists the learner’s own enrolments, newest first, leaving out quitted programs and other learners', async () => {
    const db = server.database.db;
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    const other = server.newClient();
    const { session: otherSession } = await registerAndLogin(other);

    const communication = await program('t-comm', 'Effective Communication at Work');
    const feedback = await program('t-fbk', 'Giving Feedback That Lands', 'sprint');
    const quitted = await program('t-time', 'Time Management and Prioritisation');
    await db.insert(programEnrollments).values([
      { user_id: session.id, program_id: communication.program.id, enrollment_date: new Date('2026-11-02T09:00:00Z') },
      { user_id: session.id, program_id: feedback.program.id, enrollment_date: new Date('2026-11-09T09:00:00Z') },
      { user_id: session.id, program_id: quitted.program.id, enrollment_date: new Date('2026-11-10T09:00:00Z') },
      { user_id: otherSession.id, program_id: communication.program.id },
    ]);
    await db.insert(userGoals).values({ user_id: session.id, goal_id: quitted.goal.id, program_id: quitted.program.id, start_date: '2026-11-10', quitted: true });

    const { data } = await client.GET('/program/get-enrolled');
    expect(data).toEqual([
      {
        program_id: feedback.program.id,
        enrollment_date: '2026-11-09T09:00:00.000Z',
        program: { id: feedback.program.id, name: 'Giving Feedback That Lands', program_type: 'sprint', number_of_days: 10 },
      },
      {
        program_id: communication.program.id,
        enrollment_date: '2026-11-02T09:00:00.000Z',
        program: { id: communication.program.id, name: 'Effective Communication at Work', program_type: 'program', number_of_days: 20 },
      },
    ]);
  });

  it('is empty for a learner with no enrolment', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    expect((await client.GET('/program/get-enrolled')).data).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await failure(server.newClient().GET('/program/get-enrolled'))).status).toBe(401);
  });
});

describe('operations not built yet', () => {
  it('answer 501 NotImplemented with the error schema, after the session check', async () => {
    const client = server.newClient();
    expect((await failure(client.GET('/goal/enrolled-goals'))).status).toBe(401);
    await registerAndLogin(client);
    const error = await failure(client.GET('/goal/enrolled-goals'));
    expect(error.status).toBe(501);
    expect(error.code).toBe('NotImplemented');
    expect(error.message).toBe('getEnrolledGoals is not built yet. It is planned in a later issue.');
  });

  it('still validate their input first', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const error = await failure(client.POST('/user-data/add-note', { body: { note_title: 'x'.repeat(5000), note_text: 'y' } }));
    expect(error.status).toBe(400);
  });
});

describe('the system endpoints', () => {
  it('answer health and readiness, and 404 with the error schema for unknown API paths', async () => {
    const client = server.newClient();
    expect((await client.GET('/health')).data).toEqual({ status: 'ok' });
    expect((await client.GET('/ready')).data).toEqual({ status: 'ok' });
    const response = await fetch(`${server.baseUrl}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NotFound', message: 'There is no API operation at GET /api/no/such/path.' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
