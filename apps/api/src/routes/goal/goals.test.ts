import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goalPauses, notifications, userActivities, userChallenges, userGoals, users } from '../../db/schema/index';
import { followClearGoal, loadFixtureCurriculum, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, login, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await loadFixtureCurriculum(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26.
const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

/** A learner (in UTC) following the fixture program's "Be clear" goal since today. */
async function learnerWithGoal() {
  const client = server.newClient();
  const { session, email } = await registerAndLogin(client);
  await followClearGoal(client, fixture);
  return { client, userId: session.id, email };
}

const goalPath = (goalId: number) => ({ params: { path: { goalId } } });
const enrolledGoal = async (client: TestClient) => (await client.GET('/goal/enrolled-goals')).data![0]!;
const goalRow = async (userId: number) => (await server.database.db.select().from(userGoals).where(eq(userGoals.user_id, userId)))[0]!;

describe('the enrolled goals', () => {
  it('carry every field of an enrolled goal (docs/programs.md), with progress over the goal’s schedule', async () => {
    const { client, userId } = await learnerWithGoal();
    // fx-act-1 is on 5 of the 14 days and one challenge is done: 6 of 28 items, 5 of 19 Learn items.
    const completedAt = at('2026-11-16', '10:00');
    await server.database.db.insert(userActivities).values({ user_id: userId, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-1'), completed_at: completedAt });
    await server.database.db.insert(userChallenges).values({
      user_id: userId,
      goal_id: fixture.program.clear,
      challenge_id: fixture.ids('challenges', 'fx-ch-meeting'),
      date: '2026-11-16',
      is_completed: true,
      completed_date: completedAt,
    });
    server.clock.set(at('2026-11-19'));
    expect(await client.GET('/goal/enrolled-goals').then((result) => result.data)).toEqual([
      {
        goal_id: fixture.program.clear,
        goal: { id: fixture.program.clear, name: 'Be clear', program: { id: fixture.program.id, name: 'Fixture Program', program_type: 'program', number_of_days: 14 } },
        completion_percentage: 32, // fx-ch-meeting is on 4 days: 9 of 28
        learn_completion_percentage: 26,
        completed: false,
        completed_date: null,
        static_schedule_day_number: 4,
        quitted: false,
        paused: false,
        paused_due_to_inactivity: false,
        start_date: '2026-11-16',
      },
    ]);
  });

  it('show a completed goal at 100 %', async () => {
    const { client, userId } = await learnerWithGoal();
    await server.database.db.update(userGoals).set({ completed: true, completed_date: at('2026-12-03') }).where(eq(userGoals.user_id, userId));
    expect(await enrolledGoal(client)).toMatchObject({ completed: true, completed_date: '2026-12-03T09:00:00.000Z', completion_percentage: 100, learn_completion_percentage: 100 });
  });

  it('are only the learner’s own', async () => {
    await learnerWithGoal();
    const client = server.newClient();
    await registerAndLogin(client);
    expect((await client.GET('/goal/enrolled-goals')).data).toEqual([]);
  });
});

describe('pause, resume and quit', () => {
  it('move an active goal through paused and back, and refuse the changes that make no sense', async () => {
    const { client, userId } = await learnerWithGoal();
    const resumeActive = await failure(client.POST('/goal/resume/{goalId}', goalPath(fixture.program.clear)));
    expect(resumeActive.status).toBe(409);
    expect(resumeActive.message).toBe('This goal is not paused.');

    expect((await client.POST('/goal/pause/{goalId}', goalPath(fixture.program.clear))).response.status).toBe(200);
    expect(await enrolledGoal(client)).toMatchObject({ paused: true, paused_due_to_inactivity: false });
    const pauseTwice = await failure(client.POST('/goal/pause/{goalId}', goalPath(fixture.program.clear)));
    expect(pauseTwice.status).toBe(409);
    expect(pauseTwice.code).toBe('GoalAlreadyPaused');

    expect((await client.POST('/goal/resume/{goalId}', goalPath(fixture.program.clear))).data).toEqual({ message: 'The program is resumed.' });
    expect(await enrolledGoal(client)).toMatchObject({ paused: false });
    const row = await goalRow(userId);
    const pauses = await server.database.db.select().from(goalPauses).where(eq(goalPauses.user_goal_id, row.id));
    expect(pauses).toEqual([expect.objectContaining({ reason: 'manual', resumed_at: expect.any(Date) })]);
  });

  it('make quitting final, even of a paused goal', async () => {
    const { client } = await learnerWithGoal();
    await client.POST('/goal/pause/{goalId}', goalPath(fixture.program.clear));
    expect((await client.POST('/goal/quit/{goalId}', goalPath(fixture.program.clear))).data).toEqual({ message: 'You have quit the program.' });
    expect(await enrolledGoal(client)).toMatchObject({ quitted: true, paused: false });
    for (const [call, message] of [
      ['/goal/pause/{goalId}', 'This goal was quitted. Quitting is final, so it cannot be paused or resumed.'],
      ['/goal/resume/{goalId}', 'This goal was quitted. Quitting is final, so it cannot be paused or resumed.'],
      ['/goal/quit/{goalId}', 'This goal is already quitted.'],
    ] as const) {
      const error = await failure(client.POST(call, goalPath(fixture.program.clear)));
      expect(error.status, call).toBe(409);
      expect(error.message, call).toBe(message);
    }
  });

  it('refuse to pause or quit a completed goal', async () => {
    const { client, userId } = await learnerWithGoal();
    await server.database.db.update(userGoals).set({ completed: true, completed_date: at('2026-11-16') }).where(eq(userGoals.user_id, userId));
    for (const call of ['/goal/pause/{goalId}', '/goal/quit/{goalId}'] as const) {
      const error = await failure(client.POST(call, goalPath(fixture.program.clear)));
      expect(error.status).toBe(409);
      expect(error.message).toBe('This goal is completed.');
    }
  });

  it('leave the day number standing still while paused', async () => {
    const { client } = await learnerWithGoal();
    server.clock.set(at('2026-11-17'));
    await client.POST('/goal/pause/{goalId}', goalPath(fixture.program.clear));
    server.clock.set(at('2026-11-20'));
    expect(await enrolledGoal(client)).toMatchObject({ static_schedule_day_number: 2 });
    await client.POST('/goal/resume/{goalId}', goalPath(fixture.program.clear));
    expect(await enrolledGoal(client)).toMatchObject({ static_schedule_day_number: 3 });
  });
});

describe('another learner’s goal', () => {
  it('is refused by every goal call, and nothing of it changes', async () => {
    const owner = await learnerWithGoal();
    const stranger = server.newClient();
    await registerAndLogin(stranger);
    const before = await goalRow(owner.userId);
    for (const call of ['/goal/pause/{goalId}', '/goal/resume/{goalId}', '/goal/quit/{goalId}'] as const) {
      const error = await failure(stranger.POST(call, goalPath(fixture.program.clear)));
      expect(error.status, call).toBe(404);
      expect(error.message, call).toBe('You are not following this goal.');
    }
    const schedule = await failure(stranger.GET('/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } }));
    expect(schedule.status).toBe(404);
    const select = await failure(stranger.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } }));
    expect(select.status).toBe(403);
    expect(await goalRow(owner.userId)).toEqual(before);
    expect(await server.database.db.select().from(goalPauses).where(eq(goalPauses.user_goal_id, before.id))).toEqual([]);
  });

  it('answers 400 for ids that are not ids', async () => {
    const { client } = await learnerWithGoal();
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await client.send('POST', `/goal/pause/${bad}`)).status, bad).toBe(400);
      expect((await client.send('GET', `/schedule/entire-user-goal-schedule/${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('the whole schedule of a goal', () => {
  it('lists every day with its Learn and Challenge items, enabled up to today, with what is done', async () => {
    const { client, userId } = await learnerWithGoal();
    await server.database.db.insert(userActivities).values({ user_id: userId, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-1'), completed_at: at('2026-11-16') });
    server.clock.set(at('2026-11-17'));
    const { data } = await client.GET('/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } });
    expect(data!.program_name).toBe('Fixture Program');
    expect(data!.static_schedule_day_number).toBe(2);
    expect(data!.days).toHaveLength(14);
    expect(data!.days.map((day) => day.enabled)).toEqual([true, true, ...Array<boolean>(12).fill(false)]);
    expect(data!.days[0]).toEqual({
      day_number: 1,
      enabled: true,
      learn: [{ item_type: 'activity', id: fixture.ids('activities', 'fx-act-1'), name: 'Activity fx-act-1', completed: true }],
      challenge: [{ challenge_id: fixture.ids('challenges', 'fx-ch-steps'), name: 'Rewrite an email', type: 'drill', completed: false }],
    });
    expect(data!.days[1]).toEqual({
      day_number: 2,
      enabled: true,
      learn: [
        { item_type: 'activity', id: fixture.ids('activities', 'fx-act-2'), name: 'Activity fx-act-2', completed: false },
        { item_type: 'revision', id: fixture.ids('revisions', 'fx-rev-1'), name: 'Revise clarity', completed: false },
      ],
      challenge: [],
    });
    // fx-act-1 comes back on day 4, done already.
    expect(data!.days[3]!.learn).toEqual([expect.objectContaining({ name: 'Activity fx-act-1', completed: true })]);
  });
});

describe('inactivity', () => {
  // The pause notices (enrolling writes a notification of its own).
  const notificationsOf = (userId: number) =>
    server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.kind, 'goal_paused')));

  it('pauses a goal left for 5 learning days, and tells the learner once, in the app and by email', async () => {
    const { client, userId, email } = await learnerWithGoal();
    server.clock.set(at('2026-11-20', '23:00')); // Mon to Thu untouched: 4 learning days
    expect(await enrolledGoal(client)).toMatchObject({ paused: false, paused_due_to_inactivity: false });

    server.clock.set(at('2026-11-21')); // Saturday: Mon to Fri untouched
    expect(await enrolledGoal(client)).toMatchObject({ paused: true, paused_due_to_inactivity: true });
    await client.GET('/goal/enrolled-goals');
    await server.app.goals.pauseIdleGoals();

    const sent = await notificationsOf(userId);
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'goal_paused',
        message: 'Your goal "Be clear" was paused after 5 learning days without activity. Open your dashboard to pick up where you left off.',
      }),
    ]);
    const emails = await server.app.mailer.messagesTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Your Stride goal is paused');
    expect(emails[0]!.text).toContain('Your goal "Be clear" in Fixture Program was paused because nothing was completed in it for 5 learning days.');
    expect(emails[0]!.text).toContain(`${server.config.learnerAppUrl}/user/dashboard`);

    // Resumed (Welcome Back), the count starts again from the resume.
    await client.POST('/goal/resume/{goalId}', goalPath(fixture.program.clear));
    server.clock.set(at('2026-11-27'));
    await login(client, email); // a week on, the first session has expired
    expect(await enrolledGoal(client)).toMatchObject({ paused: false });
    server.clock.set(at('2026-11-28'));
    expect(await enrolledGoal(client)).toMatchObject({ paused_due_to_inactivity: true });
    expect(await notificationsOf(userId)).toHaveLength(2);
  });

  it('counts from the last completed item', async () => {
    const { client, userId, email } = await learnerWithGoal();
    await server.database.db.insert(userActivities).values({ user_id: userId, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-1'), completed_at: at('2026-11-18') });
    server.clock.set(at('2026-11-24')); // Thu, Fri, Mon untouched
    await login(client, email);
    expect(await enrolledGoal(client)).toMatchObject({ paused: false });
    server.clock.set(at('2026-11-26')); // … Tue, Wed: 5
    expect(await enrolledGoal(client)).toMatchObject({ paused_due_to_inactivity: true });
  });

  it('is found by the timer for learners who stay away, and leaves paused or quitted goals alone', async () => {
    const away = await learnerWithGoal();
    const paused = await learnerWithGoal();
    await paused.client.POST('/goal/pause/{goalId}', goalPath(fixture.program.clear));
    server.clock.set(at('2026-11-23'));
    await server.app.goals.pauseIdleGoals();
    expect(await goalRow(away.userId)).toMatchObject({ paused: true, paused_due_to_inactivity: true });
    expect(await goalRow(paused.userId)).toMatchObject({ paused: true, paused_due_to_inactivity: false });
    expect(await notificationsOf(paused.userId)).toEqual([]);
  });

  it('sends no email to a learner who turned reminder emails off', async () => {
    const { client, userId, email } = await learnerWithGoal();
    await server.database.db.update(users).set({ reminder_email: false }).where(eq(users.id, userId));
    server.clock.set(at('2026-11-23'));
    expect(await enrolledGoal(client)).toMatchObject({ paused_due_to_inactivity: true });
    expect(await notificationsOf(userId)).toHaveLength(1);
    expect(await server.app.mailer.messagesTo(email)).toEqual([]);
  });

  it('never fails the list: when pausing fails nothing is half-written and the goals still load', async () => {
    const { client, userId } = await learnerWithGoal();
    const mailer = server.app.mailer;
    const enqueue = mailer.enqueue;
    mailer.enqueue = () => Promise.reject(new Error('outbox unavailable'));
    try {
      server.clock.set(at('2026-11-23'));
      expect(await enrolledGoal(client)).toMatchObject({ paused: false, paused_due_to_inactivity: false });
      expect(await notificationsOf(userId)).toEqual([]);
      const row = await goalRow(userId);
      expect(await server.database.db.select().from(goalPauses).where(and(eq(goalPauses.user_goal_id, row.id)))).toEqual([]);
    } finally {
      mailer.enqueue = enqueue;
    }
  });
});
