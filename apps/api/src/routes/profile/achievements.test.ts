import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { learnerStats, questionResponses, questions, userActivities, userGoals } from '../../db/schema/index';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure } from '../../testing/helpers';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

const completedAt = new Date('2026-11-16T10:00:00Z');

/**
 * Writes a history for the learner: completed attempts of the fixture's activities (the ones in `wrong` with
 * a wrong answer), an attempt still open, a highest streak and the goal completed or not.
 */
async function history(userId: number, options: { perfect: string[]; wrong: string[]; open: string[]; highestStreak: number; goalCompleted: boolean }) {
  const db = server.database.db;
  const goal_id = fixture.program.clear;
  const attempt = async (code: string, completed: boolean, right: boolean) => {
    const activity_id = fixture.ids('activities', code);
    await db.insert(userActivities).values({ user_id: userId, goal_id, activity_id, completed_at: completed ? completedAt : null });
    const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.activity_id, activity_id)).limit(1);
    await db.insert(questionResponses).values({ user_id: userId, goal_id, activity_id, question_id: question!.id, user_response: {}, is_correct: right });
  };
  for (const code of options.perfect) await attempt(code, true, true);
  for (const code of options.wrong) await attempt(code, true, false);
  for (const code of options.open) await attempt(code, false, true);
  await db
    .insert(learnerStats)
    .values({ user_id: userId, highest_streak: options.highestStreak })
    .onConflictDoUpdate({ target: learnerStats.user_id, set: { highest_streak: options.highestStreak } });
  if (options.goalCompleted) await db.update(userGoals).set({ completed: true, completed_date: completedAt }).where(eq(userGoals.user_id, userId));
}

describe('achievements', () => {
  it('are all ahead for a new learner, the first of each kind next', async () => {
    const { client } = await learnerWithClearGoal(server, fixture);
    expect((await client.GET('/user-data/achievements')).data).toEqual({
      earned: [],
      next: [
        { kind: 'streak', target: 5, current: 0, earned: false },
        { kind: 'perfect_activities', target: 1, current: 0, earned: false },
        { kind: 'goals_completed', target: 1, current: 0, earned: false },
      ],
    });
  });

  it('count the highest streak, completed attempts without a wrong answer and completed goals, of the caller only', async () => {
    const me = await learnerWithClearGoal(server, fixture);
    const other = await learnerWithClearGoal(server, fixture);
    await history(me.userId, { perfect: ['fx-act-1', 'fx-act-3'], wrong: ['fx-act-2'], open: [], highestStreak: 12, goalCompleted: true });
    await history(other.userId, { perfect: ['fx-act-2'], wrong: [], open: ['fx-act-1'], highestStreak: 3, goalCompleted: false });

    expect((await me.client.GET('/user-data/achievements')).data).toEqual({
      earned: [
        { kind: 'streak', target: 5, current: 12, earned: true },
        { kind: 'streak', target: 10, current: 12, earned: true },
        { kind: 'perfect_activities', target: 1, current: 2, earned: true },
        { kind: 'goals_completed', target: 1, current: 1, earned: true },
      ],
      next: [
        { kind: 'streak', target: 30, current: 12, earned: false },
        { kind: 'perfect_activities', target: 10, current: 2, earned: false },
        { kind: 'goals_completed', target: 3, current: 1, earned: false },
      ],
    });
    // An attempt not finished is no perfect activity.
    expect((await other.client.GET('/user-data/achievements')).data?.next).toEqual([
      { kind: 'streak', target: 5, current: 3, earned: false },
      { kind: 'perfect_activities', target: 10, current: 1, earned: false },
      { kind: 'goals_completed', target: 1, current: 0, earned: false },
    ]);
  });

  it('need a signed-in learner', async () => {
    expect(await failure(server.newClient().GET('/user-data/achievements'))).toMatchObject({ status: 401 });
  });
});
