import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, learnerStats, notifications, pointsEvents, programs, savedTips, tipsShown, userActivities, userChallenges, userGoals, users } from '../../db/schema/index';
import { followClearGoal, loadFixtureCurriculum, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  // Tests here move the clock by weeks: sessions must outlast the 7-day idle timeout meanwhile.
  server = await startTestServer((config) => ({ ...config, sessionIdleSeconds: 90 * 24 * 3600 }));
  fixture = await loadFixtureCurriculum(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, Tue 24.
// "Be clear" (14 days): day 1 act-1 + ch-steps; day 2 act-2, rev-1; day 3 act-3 + ch-meeting; day 4 act-1 + ch-steps…
const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

/** A learner in `timeZone` following the fixture program's "Be clear" goal, selected at the clock's now. */
async function learnerWithGoal(timeZone = 'UTC') {
  const client = server.newClient();
  const { session } = await registerAndLogin(client);
  await server.database.db.update(users).set({ time_zone: timeZone }).where(eq(users.id, session.id));
  await followClearGoal(client, fixture);
  return { client, userId: session.id };
}

const learnList = async (client: TestClient, dayAdjust: number, program_id?: number) =>
  (await client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust }, query: program_id ? { program_id } : {} } })).data!;
const doList = async (client: TestClient, dayAdjust: number, program_id?: number) =>
  (await client.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust }, query: program_id ? { program_id } : {} } })).data!;
const learnNames = async (client: TestClient, dayAdjust: number) => {
  const list = await learnList(client, dayAdjust);
  return [...list.activityList.map((item) => item.activity.name), ...list.revisionList.map((item) => item.revision.name)];
};
const activityName = (code: string) => `Activity ${code}`;

describe('the day lists', () => {
  it('give the day’s Learn and Do items: today enabled, past days not done missed, later days locked', async () => {
    const { client, userId } = await learnerWithGoal();
    await server.database.db.insert(userActivities).values({ user_id: userId, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-2'), completed_at: at('2026-11-17') });
    server.clock.set(at('2026-11-18'));

    const today = await learnList(client, 0);
    expect(today).toEqual({
      isWeekend: false,
      activityList: [
        {
          activity_id: fixture.ids('activities', 'fx-act-3'),
          goal_id: fixture.program.clear,
          program: { id: fixture.program.id, name: expect.any(String) },
          activity: { name: expect.any(String) },
          enabled: true,
          completed: false,
          missed: false,
        },
      ],
      revisionList: [],
    });
    const yesterday = await learnList(client, -1);
    expect(yesterday.activityList).toEqual([expect.objectContaining({ activity_id: fixture.ids('activities', 'fx-act-2'), enabled: true, completed: true, missed: false })]);
    expect(yesterday.revisionList).toEqual([expect.objectContaining({ revision_id: fixture.ids('revisions', 'fx-rev-1'), enabled: true, completed: false, missed: true })]);
    const tomorrow = await learnList(client, 1);
    expect(tomorrow.activityList).toEqual([expect.objectContaining({ activity_id: fixture.ids('activities', 'fx-act-1'), enabled: false, completed: false, missed: false })]);

    expect((await doList(client, 0)).challengeList).toEqual([
      {
        challenge_id: fixture.ids('challenges', 'fx-ch-meeting'),
        goal_id: fixture.program.clear,
        program: { id: fixture.program.id, name: expect.any(String) },
        challenge: { name: expect.any(String), type: 'challenge' },
        enabled: true,
        started: false,
        missed: false,
        completed: false,
        schedule: null,
        completed_date: null,
      },
    ]);
    expect((await doList(client, -1)).challengeList).toEqual([]);
  });

  it('show a scheduled challenge as started with its times, and a completed one with its date', async () => {
    const { client, userId } = await learnerWithGoal();
    const values = { user_id: userId, goal_id: fixture.program.clear, date: '2026-11-19' };
    await server.database.db.insert(userChallenges).values([
      { ...values, challenge_id: fixture.ids('challenges', 'fx-ch-meeting'), start_time: at('2026-11-19', '10:00'), end_time: at('2026-11-19', '10:30'), started: true },
      { ...values, challenge_id: fixture.ids('challenges', 'fx-ch-steps'), is_completed: true, completed_date: at('2026-11-16', '15:00') },
    ]);
    server.clock.set(at('2026-11-19'));
    expect((await doList(client, 0)).challengeList).toEqual([
      expect.objectContaining({ challenge_id: fixture.ids('challenges', 'fx-ch-steps'), completed: true, started: false, completed_date: '2026-11-16T15:00:00.000Z' }),
    ]);
    expect((await doList(client, -1)).challengeList).toEqual([
      expect.objectContaining({
        challenge_id: fixture.ids('challenges', 'fx-ch-meeting'),
        started: true,
        completed: false,
        missed: true,
        schedule: { start_time: '2026-11-19T10:00:00.000Z', end_time: '2026-11-19T10:30:00.000Z' },
      }),
    ]);
  });

  it('are empty on weekends, which do not count as days of the schedule', async () => {
    const { client } = await learnerWithGoal();
    server.clock.set(at('2026-11-21'));
    expect(await learnList(client, 0)).toEqual({ isWeekend: true, activityList: [], revisionList: [] });
    expect(await doList(client, 0)).toEqual({ isWeekend: true, challengeList: [] });
    expect(await learnNames(client, -1)).toEqual([activityName('fx-act-2'), 'Revise clarity']); // Friday: day 5
    expect(await learnNames(client, 2)).toEqual([activityName('fx-act-3')]); // Monday: day 6
  });

  it('follow the learner’s own day in UTC-10 and UTC+14', async () => {
    server.clock.set(at('2026-11-16', '09:00')); // Sunday 23:00 in Honolulu, Monday 23:00 on Kiritimati
    const honolulu = await learnerWithGoal('Pacific/Honolulu');
    const kiritimati = await learnerWithGoal('Pacific/Kiritimati');

    server.clock.set(at('2026-11-20', '20:00')); // Friday 10:00 in Honolulu, Saturday 10:00 on Kiritimati
    expect(await learnNames(honolulu.client, 0)).toEqual([activityName('fx-act-2'), 'Revise clarity']);
    expect((await learnList(kiritimati.client, 0)).isWeekend).toBe(true);

    server.clock.set(at('2026-11-22', '11:00')); // Sunday 01:00 in Honolulu, Monday 01:00 on Kiritimati
    expect((await learnList(honolulu.client, 0)).isWeekend).toBe(true);
    expect(await learnNames(kiritimati.client, 0)).toEqual([activityName('fx-act-3')]);
  });

  it('count days, not hours, across a daylight-saving change', async () => {
    server.clock.set(at('2026-10-30', '14:00')); // Friday in New York (EDT); clocks go back on Sunday 1 November
    const { client } = await learnerWithGoal('America/New_York');
    server.clock.set(at('2026-11-02', '04:30')); // Sunday 23:30 EST
    expect((await learnList(client, 0)).isWeekend).toBe(true);
    expect(await learnNames(client, 1)).toEqual([activityName('fx-act-2'), 'Revise clarity']);
    server.clock.set(at('2026-11-02', '05:30')); // Monday 00:30 EST: day 2
    expect(await learnNames(client, 0)).toEqual([activityName('fx-act-2'), 'Revise clarity']);
    expect(await learnNames(client, -3)).toEqual([activityName('fx-act-1')]); // Friday, day 1
  });

  it('skip days paused all day long, and show nothing while a goal is paused', async () => {
    const { client } = await learnerWithGoal();
    server.clock.set(at('2026-11-17', '18:00'));
    await client.POST('/goal/pause/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    server.clock.set(at('2026-11-19'));
    expect(await learnList(client, 0)).toEqual({ isWeekend: false, activityList: [], revisionList: [] });
    server.clock.set(at('2026-11-20', '08:00'));
    await client.POST('/goal/resume/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    expect(await learnNames(client, 0)).toEqual([activityName('fx-act-3')]); // Wed and Thu were paused: day 3
    expect(await learnNames(client, -1)).toEqual([]); // Thursday, paused all day
    expect(await learnNames(client, -3)).toEqual([activityName('fx-act-2'), 'Revise clarity']); // Tuesday, day 2
  });

  it('name the program of each item, read with the goals: no statement per item or program', async () => {
    const programNames = new Map((await server.database.db.select({ id: programs.id, name: programs.name }).from(programs)).map((row) => [row.id, row.name]));
    const { client } = await learnerWithGoal();
    // The answers are cached per learner and data version (docs/answer-cache.md): each list is counted on its
    // first request after a change, which the cache cannot answer.
    const statements = vi.spyOn(server.database.db.$client, 'query');
    const counted = async <T>(ask: () => Promise<T>) => {
      statements.mockClear();
      const answer = await ask();
      return { answer, count: statements.mock.calls.length };
    };
    const oneProgram = [(await counted(() => learnList(client, 0))).count, (await counted(() => doList(client, 0))).count];

    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    const learn = await counted(() => learnList(client, 0));
    const tasks = await counted(() => doList(client, 0));
    const program = (id: number) => ({ id, name: programNames.get(id) });
    expect([...learn.answer.activityList, ...learn.answer.revisionList].map((item) => [item.goal_id, item.program])).toEqual([
      [fixture.program.clear, program(fixture.program.id)],
      [fixture.sprint.goal, program(fixture.sprint.id)],
    ]);
    expect(tasks.answer.challengeList.map((item) => [item.goal_id, item.program])).toEqual([[fixture.program.clear, program(fixture.program.id)]]);
    expect([learn.count, tasks.count]).toEqual(oneProgram);
    statements.mockRestore();
  });

  it('end with the program, and show only the program asked for', async () => {
    const { client, userId } = await learnerWithGoal();
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    const both = await learnList(client, 0);
    expect(both.activityList.map((item) => item.goal_id)).toEqual([fixture.program.clear, fixture.sprint.goal]);
    expect((await learnList(client, 0, fixture.sprint.id)).activityList.map((item) => item.goal_id)).toEqual([fixture.sprint.goal]);

    server.clock.set(at('2026-11-27')); // day 10 of the sprint, the last
    expect((await learnList(client, 0, fixture.sprint.id)).activityList).toHaveLength(1);
    expect((await learnList(client, 1, fixture.sprint.id)).activityList).toHaveLength(0); // beyond its last day
    // A completed goal shows no more items.
    await server.database.db.update(userGoals).set({ completed: true, completed_date: at('2026-11-27') }).where(eq(userGoals.user_id, userId));
    expect((await learnList(client, 0)).activityList).toEqual([]);
  });

  it('refuse a dayAdjust that is not an integer within ±366 and a program the learner does not follow', async () => {
    const { client } = await learnerWithGoal();
    for (const dayAdjust of ['abc', '1.5', '367', '-367']) {
      const error = await failure(client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: dayAdjust as unknown as number } } }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/dayAdjust/);
    }
    expect((await learnList(client, 366)).activityList).toEqual([]);
    const notFollowed = await failure(client.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 }, query: { program_id: fixture.sprint.id } } }));
    expect({ status: notFollowed.status, message: notFollowed.message }).toEqual({ status: 404, message: 'You are not following a goal of this program.' });
    const unknown = await failure(client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 }, query: { program_id: 999_999 } } }));
    expect({ status: unknown.status, message: unknown.message }).toEqual({ status: 400, message: 'There is no program with id 999999.' });
  });

  it('never show another learner’s progress', async () => {
    const { userId } = await learnerWithGoal();
    await server.database.db.insert(userActivities).values({ user_id: userId, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-1'), completed_at: at('2026-11-16') });
    const other = await learnerWithGoal();
    expect((await learnList(other.client, 0)).activityList).toEqual([expect.objectContaining({ completed: false })]);
  });
});

describe('context cards', () => {
  it('are the cards of the day of each active goal', async () => {
    const { client } = await learnerWithGoal();
    const card = { context_card_display_name: 'Why it matters', card_title: 'Busy readers', card_display_text: 'Most readers decide in the first line.', image_url: null, image_display_position: 'top' };
    expect((await client.GET('/context-card/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data).toEqual({
      isWeekend: false,
      contextCard: [{ goal_id: fixture.program.clear, context_cards: [card] }],
    });
    expect((await client.GET('/context-card/{dayAdjust}', { params: { path: { dayAdjust: 1 } } })).data).toEqual({ isWeekend: false, contextCard: [] });
    expect((await client.GET('/context-card/{dayAdjust}', { params: { path: { dayAdjust: 5 } } })).data).toEqual({ isWeekend: true, contextCard: [] });
  });
});

describe('points', () => {
  const award = (user_id: number, source_id: number, points: number, day: string) =>
    server.database.db.insert(pointsEvents).values({ user_id, source: 'question', source_id, points, earned_at: at(day), earned_on: day });

  it('give the week Sunday to Saturday with zeros, and a total kept by the database', async () => {
    const { client, userId } = await learnerWithGoal();
    const other = await learnerWithGoal();
    await award(userId, 900_001, 10, '2026-11-14'); // the Saturday before
    await award(userId, 900_002, 20, '2026-11-15');
    await award(userId, 900_003, 5, '2026-11-18');
    await award(userId, 900_004, 7, '2026-11-18');
    await award(other.userId, 900_005, 99, '2026-11-18');
    server.clock.set(at('2026-11-18'));
    expect((await client.GET('/user-data/week-points')).data).toEqual([
      { date: '2026-11-15', points_earned: 20 },
      { date: '2026-11-16', points_earned: 0 },
      { date: '2026-11-17', points_earned: 0 },
      { date: '2026-11-18', points_earned: 12 },
      { date: '2026-11-19', points_earned: 0 },
      { date: '2026-11-20', points_earned: 0 },
      { date: '2026-11-21', points_earned: 0 },
    ]);
    expect((await client.GET('/user-data/total-points')).data).toEqual({ total_points: 42 });
    // The trigger follows corrections too.
    await server.database.db.delete(pointsEvents).where(eq(pointsEvents.source_id, 900_001));
    expect((await client.GET('/user-data/total-points')).data).toEqual({ total_points: 32 });
    const fresh = server.newClient();
    await registerAndLogin(fresh);
    expect((await fresh.GET('/user-data/total-points')).data).toEqual({ total_points: 0 });
    expect((await fresh.GET('/user-data/week-points')).data!.every((day) => day.points_earned === 0)).toBe(true);
  });
});

describe('streak and stats', () => {
  const learnOn = async (userId: number, timeZone: string, instant: Date) => {
    await server.database.db.transaction((tx) => server.app.learnerStats.recordLearningDay(tx, { id: userId, time_zone: timeZone }, instant));
  };

  it('count learning days, keep the highest, and write a notification at 5 days', async () => {
    const { client, userId } = await learnerWithGoal();
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23']) {
      await learnOn(userId, 'UTC', at(day));
      await learnOn(userId, 'UTC', at(day, '11:00')); // a second item the same day counts once
    }
    server.clock.set(at('2026-11-23', '12:00'));
    expect((await client.GET('/user-data/get-streak')).data).toEqual({ task_streak: 6, highest_streak: 6 });
    expect((await client.GET('/user-data/stats')).data).toEqual({ total_points: 0, task_streak: 6, no_of_days_of_learning: 6 });
    const streakNotices = await server.database.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.user_id, userId));
    expect(streakNotices.map((row) => row.message)).toContain('You are on a 5-day learning streak. Keep it going!');

    server.clock.set(at('2026-11-25')); // Tuesday 24 went by with nothing done
    expect((await client.GET('/user-data/get-streak')).data).toEqual({ task_streak: 0, highest_streak: 6 });
    await learnOn(userId, 'UTC', at('2026-11-25'));
    expect((await client.GET('/user-data/get-streak')).data).toEqual({ task_streak: 1, highest_streak: 6 });
  });

  it('are not broken by a weekend or a paused goal', async () => {
    const { client, userId } = await learnerWithGoal();
    await learnOn(userId, 'UTC', at('2026-11-19'));
    await learnOn(userId, 'UTC', at('2026-11-20'));
    server.clock.set(at('2026-11-20', '18:00'));
    await client.POST('/goal/pause/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    server.clock.set(at('2026-11-26'));
    expect((await client.GET('/user-data/get-streak')).data).toEqual({ task_streak: 2, highest_streak: 2 });
    await client.POST('/goal/resume/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    await learnOn(userId, 'UTC', at('2026-11-26', '10:00'));
    expect((await client.GET('/user-data/stats')).data).toMatchObject({ task_streak: 3, no_of_days_of_learning: 3 });
  });

  it('are kept the same way a rebuild from the whole history computes them', async () => {
    const { userId } = await learnerWithGoal();
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20', '2026-11-23']) await learnOn(userId, 'UTC', at(day));
    const [kept] = await server.database.db.select().from(learnerStats).where(eq(learnerStats.user_id, userId));
    const { rebuildStreaks } = await import('../../services/learner-stats/learner-stats');
    await rebuildStreaks(server.database.db, [{ id: userId, time_zone: 'UTC' }]);
    const [rebuilt] = await server.database.db.select().from(learnerStats).where(eq(learnerStats.user_id, userId));
    expect(rebuilt).toEqual(kept);
    expect(rebuilt).toMatchObject({ current_streak: 3, highest_streak: 3, days_of_learning: 5, last_learning_day: '2026-11-23' });
  });
});

describe('the tip of the day', () => {
  it('offers tips not shown today first, and saves one to the journal once', async () => {
    const { client, userId } = await learnerWithGoal();
    const tipCount = (await server.database.db.select().from(savedTips)).length; // none yet for anyone
    expect(tipCount).toBe(0);
    const shown = new Set<number>();
    for (let call = 0; call < 3; call += 1) shown.add((await client.GET('/tip/random')).data!.id);
    expect(shown.size).toBe(3); // the fixture has three tips
    const shownOf = async () => (await server.database.db.select().from(tipsShown).where(eq(tipsShown.user_id, userId)))[0]!;
    expect((await shownOf()).shown_on).toBe('2026-11-16');
    expect(new Set((await shownOf()).tip_ids)).toEqual(shown);

    const tip = (await client.GET('/tip/random')).data!; // all three shown today: any of them again
    expect(shown).toContain(tip.id);
    expect((await shownOf()).tip_ids).toHaveLength(3); // recorded once each

    server.clock.set(at('2026-11-17'));
    const tomorrows = (await client.GET('/tip/random')).data!;
    expect(await shownOf()).toEqual({ user_id: userId, shown_on: '2026-11-17', tip_ids: [tomorrows.id] });
    expect(tip.isSaved).toBe(false);
    expect((await client.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: tip.id } } })).data).toEqual({ message: 'Tip saved to your journal.' });
    await client.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: tip.id } } });
    expect(await server.database.db.select().from(savedTips).where(eq(savedTips.user_id, userId))).toHaveLength(1);
    server.clock.set(at('2026-11-18')); // a new day: the three tips again, the saved one marked
    const afterSaving = [];
    for (let call = 0; call < 3; call += 1) afterSaving.push((await client.GET('/tip/random')).data!);
    expect(afterSaving.map(({ id, isSaved }) => ({ id, isSaved })).sort((a, b) => a.id - b.id)).toEqual(
      [...shown].sort((a, b) => a - b).map((id) => ({ id, isSaved: id === tip.id })),
    );
    const unknown = await failure(client.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: 999_999 } } }));
    expect({ status: unknown.status, message: unknown.message }).toEqual({ status: 404, message: 'There is no tip with id 999999.' });
  });
});

describe('feedback', () => {
  const rating = { overall: 5, experience: 4, relevance: 3, quality_learn: 2, quality_do: 0 };

  it('is given once per learner', async () => {
    const { client, userId } = await learnerWithGoal();
    expect((await client.GET('/feedback/user-feedback')).data).toEqual([]);
    const given = (await client.POST('/feedback/new', { body: { feedback_text: '  Short and useful.  ', rating } })).data!;
    expect(given).toEqual({ id: expect.any(Number), feedback_text: 'Short and useful.', rating, created_at: expect.any(String) });
    expect((await client.GET('/feedback/user-feedback')).data).toEqual([given]);
    const again = await failure(client.POST('/feedback/new', { body: { feedback_text: 'Again', rating } }));
    expect({ status: again.status, code: again.code }).toEqual({ status: 409, code: 'FeedbackAlreadyGiven' });
    expect(await server.database.db.select().from(feedback).where(eq(feedback.user_id, userId))).toHaveLength(1);
  });

  it('refuses scores outside 0 to 5 and stores nothing', async () => {
    const { client, userId } = await learnerWithGoal();
    for (const bad of [{ ...rating, overall: 6 }, { ...rating, quality_do: -1 }, { ...rating, relevance: 2.5 }]) {
      const error = await failure(client.POST('/feedback/new', { body: { feedback_text: '', rating: bad } }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/rating/);
    }
    expect(await server.database.db.select().from(feedback).where(eq(feedback.user_id, userId))).toEqual([]);
  });
});

describe('in-app notifications', () => {
  it('are written by real events, newest first, limited, and only the learner’s own', async () => {
    const { client } = await learnerWithGoal();
    server.clock.set(at('2026-11-17'));
    await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.sprint.id } } });
    const all = (await client.GET('/notification/get-inapp')).data!;
    expect(all.map((notice) => notice.message)).toEqual([
      'You are enrolled in Fixture Sprint. Your first items are waiting on your dashboard.',
      'You are enrolled in Fixture Program. Your first items are waiting on your dashboard.',
    ]);
    expect((await client.GET('/notification/get-inapp', { params: { query: { limit: 1 } } })).data).toEqual([all[0]]);
    const other = await learnerWithGoal();
    expect((await other.client.GET('/notification/get-inapp')).data!.map((notice) => notice.message)).toEqual([
      'You are enrolled in Fixture Program. Your first items are waiting on your dashboard.',
    ]);
    expect((await failure(client.GET('/notification/get-inapp', { params: { query: { limit: 51 } } }))).status).toBe(400);
  });
});

describe('welcome back', () => {
  it('resumes the goals paused for inactivity and names them, once', async () => {
    const { client } = await learnerWithGoal();
    expect((await client.POST('/goal/welcome-back')).data).toEqual({ resumed_goals: [] });
    server.clock.set(at('2026-11-24')); // Mon 16 to Mon 23 idle: 6 learning days
    expect((await client.POST('/goal/welcome-back')).data).toEqual({ resumed_goals: [{ goal_id: fixture.program.clear, name: 'Be clear' }] });
    expect((await client.GET('/goal/enrolled-goals')).data![0]).toMatchObject({ paused: false, paused_due_to_inactivity: false });
    expect((await client.GET('/notification/get-inapp', { params: { query: { limit: 1 } } })).data![0]!.message).toMatch(/was paused after 5 learning days/);
    expect((await client.POST('/goal/welcome-back')).data).toEqual({ resumed_goals: [] });
    // Resumed today, the goal shows today's items again.
    expect((await learnList(client, 0)).activityList).toHaveLength(1);
  });

  it('leaves a goal the learner paused alone', async () => {
    const { client } = await learnerWithGoal();
    await client.POST('/goal/pause/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    server.clock.set(at('2026-11-24'));
    expect((await client.POST('/goal/welcome-back')).data).toEqual({ resumed_goals: [] });
    expect((await client.GET('/goal/enrolled-goals')).data![0]).toMatchObject({ paused: true, paused_due_to_inactivity: false });
  });
});
