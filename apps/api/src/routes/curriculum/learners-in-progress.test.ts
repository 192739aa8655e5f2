import type { Body } from '@stride/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goalScheduleItems, questions } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged } from '../../testing/database-state';
import { failure } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

/* The rules of docs/back-office-curriculum.md, "Editing content learners are in": what an author's change does to a learner who has started. */

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  ({ client: admin } = await signedInBackOfficeAdmin(server));
});
afterAll(async () => {
  await server?.close();
});
// Monday 16 November 2026: a learner who starts a goal today is on its day 1.
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

const db = () => server.database.db;
const code = (label: string) => `${label}-lip-${++sequence}`;
type Learner = Awaited<ReturnType<typeof learnerWithClearGoal>>;

const player = (learner: Learner, goalId: number, activityId: number) =>
  learner.client.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goalId), activity_id: activityId } } });

/** The learner answers the activity's first question (an mcq) rightly; returns that question's id. */
async function answerFirst(learner: Learner, goalId: number, activityId: number) {
  const [first] = (await player(learner, goalId, activityId)).data!.questions;
  const right = first!.question.components.find((component) => component.mcq_options.is_correct) ?? first!.question.components[0]!;
  await learner.client.POST('/strapi/response', { body: { type: 'mcq', answer: right.id, activity_id: activityId, goal_id: goalId, question_id: first!.question_id } });
  return first!.question_id;
}

/** What the learner has to show for their work: points, streak, stats and the answers of the activity. */
async function learnerRecord(learner: Learner, goalId: number, activityId: number) {
  const { client } = learner;
  return {
    total: (await client.GET('/user-data/total-points')).data,
    week: (await client.GET('/user-data/week-points')).data,
    streak: (await client.GET('/user-data/get-streak')).data,
    stats: (await client.GET('/user-data/stats')).data,
    answers: (await client.GET('/strapi/user-responses', { params: { query: { activity_id: activityId, goal_id: goalId } } })).data,
  };
}

describe('a question of an activity a learner has started', () => {
  it('shows its edited text at once, on the learner\'s next fetch', async () => {
    const learner = await learnerWithClearGoal(server, fixture);
    const goalId = fixture.program.clear;
    const activityId = fixture.ids('activities', 'fx-act-1');
    const questionId = await answerFirst(learner, goalId, activityId);
    const stemOf = async () => (await player(learner, goalId, activityId)).data!.questions.find((question) => question.question_id === questionId)!.question.stem;
    const before = await stemOf();

    // There is no question edit call: the row is what the seed, the back office or a migration would write.
    await db().update(questions).set({ stem: 'Which option says the outcome first?' }).where(eq(questions.id, questionId));
    expect(await stemOf()).toBe('Which option says the outcome first?');
    await db().update(questions).set({ stem: before }).where(eq(questions.id, questionId));
    expect(await stemOf()).toBe(before);
  });

  it('cannot be removed once answered: deleting its activity is refused (409), and the learner keeps their answer, points, streak and stats', async () => {
    const learner = await learnerWithClearGoal(server, fixture);
    const goalId = fixture.program.clear;
    const activityId = fixture.ids('activities', 'fx-act-1');
    const questionId = await answerFirst(learner, goalId, activityId);
    await learner.client.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: activityId } }, body: { goal_id: goalId } });
    const before = await learnerRecord(learner, goalId, activityId);
    expect(before.answers?.find((answer) => answer.question_id === questionId)).toBeTruthy();
    expect(before.total).not.toEqual({ total_points: 0 });

    await refusedUnchanged(db(), () => admin.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind: 'activity', id: activityId } } }), 409);
    // Nor can the row go any other way: answers hold their question (on delete restrict), so nothing cascades to them.
    await expect(db().delete(questions).where(eq(questions.id, questionId))).rejects.toThrow();
    expect(await learnerRecord(learner, goalId, activityId)).toEqual(before);
  });
});

describe('an activity a learner has started or completed', () => {
  it('gives a question added later to a learner halfway through, and leaves a completed activity completed with its score', async () => {
    const goalId = fixture.program.clear;
    const activityId = fixture.ids('activities', 'fx-act-1');
    const halfway = await learnerWithClearGoal(server, fixture);
    const done = await learnerWithClearGoal(server, fixture);
    await answerFirst(halfway, goalId, activityId);
    await answerFirst(done, goalId, activityId);
    await done.client.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: activityId } }, body: { goal_id: goalId } });
    const record = await learnerRecord(done, goalId, activityId);
    const count = async (learner: Learner) => (await player(learner, goalId, activityId)).data!.questions.length;
    const before = await count(halfway);
    const doneToday = async () => (await done.client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!.activityList.find((item) => item.activity_id === activityId);
    expect((await doneToday())?.completed).toBe(true);

    const added = await admin.POST('/admin/question/add', {
      body: { activity_id: activityId, type: 'flashcard', stem: 'One more card', comment: 'The back.', question_image_url: null, components: [] },
    });
    expect(await count(halfway)).toBe(before + 1);
    expect((await doneToday())?.completed).toBe(true);
    const after = await learnerRecord(done, goalId, activityId);
    expect({ ...after, answers: after.answers?.filter((answer) => answer.question_id !== added.data!.id) }).toEqual(record);
    await db().delete(questions).where(eq(questions.id, added.data!.id));
  });
});

describe("a goal's static schedule replaced after a learner started", () => {
  type Days = Body<'replaceGoalStaticSchedule'>['days'];
  const learnDay = async (learner: Learner, dayAdjust: number) =>
    (await learner.client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust } } })).data!.activityList.map((item) => `${item.activity.name}${item.completed ? ' (done)' : ''}`);
  const doDay = async (learner: Learner, dayAdjust: number) =>
    (await learner.client.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust } } })).data!.challengeList.map((item) => item.challenge.name);
  const replace = (goalId: number, days: Days) => admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goalId } }, body: { days } });
  const addActivity = async (name: string) =>
    (
      await admin.POST('/activity/add', {
        body: { code: code('act'), name, description: 'd', type: 'learn', reattempt_after_days: 3, same_day_bonus: 0, same_day_all_correct_bonus: 0, all_correct_bonus: 0 },
      })
    ).data!;

  it('keeps the days already passed as the learner saw them; today and later days follow the new schedule', async () => {
    // A goal of its own, scheduled by the back office, so the other tests' goal stays as the fixture has it.
    const added = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Replanned', description: 'd', program_id: fixture.program.id } })).data!;
    const goalId = added.id;
    const [first, second, third, fresh] = await Promise.all(['First', 'Second', 'Third', 'Fresh'].map(addActivity));
    const question = { type: 'mcq' as const, stem: 'Which?', comment: 'Because.', question_image_url: null, components: [{ option_text: 'This', is_correct: true, position: 1 }, { option_text: 'That', is_correct: false, position: 2 }] };
    await admin.POST('/admin/question/add', { body: { activity_id: first!.id, ...question } });
    const challengeId = fixture.ids('challenges', 'fx-ch-steps');
    const days = (byDay: Record<number, number[]>, challengeDay?: number): Days =>
      Array.from({ length: 14 }, (_, index) => ({
        day_number: index + 1,
        learn: (byDay[index + 1] ?? []).map((id) => ({ item_type: 'activity' as const, id })),
        do: challengeDay === index + 1 ? [{ challenge_id: challengeId }] : [],
      }));
    await replace(goalId, days({ 1: [first!.id], 2: [second!.id], 3: [third!.id] }, 2));

    // The learner follows it from Monday (day 1), and answers and completes the day's activity.
    const learner = await learnerWithClearGoal(server, fixture);
    await learner.client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    await learner.client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    await learner.client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: goalId } } });
    await answerFirst(learner, goalId, first!.id);
    await learner.client.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: first!.id } }, body: { goal_id: goalId } });

    // Wednesday (day 3): the author moves everything.
    server.clock.set(new Date('2026-11-18T09:00:00Z'));
    expect(await learnDay(learner, -2)).toEqual(['First (done)']);
    expect(await doDay(learner, -1)).toEqual(['Rewrite an email']);
    expect((await replace(goalId, days({ 1: [fresh!.id], 2: [fresh!.id], 3: [fresh!.id, second!.id], 4: [first!.id] }))).response.status).toBe(200);

    // Monday and Tuesday, passed, keep what they showed: the completed activity stays done on day 1, the challenge on day 2.
    expect(await learnDay(learner, -2)).toEqual(['First (done)']);
    expect(await learnDay(learner, -1)).toEqual(['Second']);
    expect(await doDay(learner, -1)).toEqual(['Rewrite an email']);
    // Today and tomorrow follow the new schedule.
    expect(await learnDay(learner, 0)).toEqual(['Fresh', 'Second']);
    expect(await learnDay(learner, 1)).toEqual(['First (done)']);
    expect(await doDay(learner, 0)).toEqual([]);
    // What a passed day shows still opens in the player, though the schedule no longer has it there.
    expect((await player(learner, goalId, third!.id)).response.status).toBe(200);
    // The author's schedule, and the goal's plan, are the new one.
    const saved = (await admin.GET('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goalId } } })).data!;
    expect(saved.days.slice(0, 4).map((day) => day.learn.map((item) => item.name))).toEqual([['Fresh'], ['Fresh'], ['Fresh', 'Second'], ['First']]);

    // A learner who chooses the goal after the change gets the new schedule from day 1.
    const later = await learnerWithClearGoal(server, fixture);
    await later.client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    await later.client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    await later.client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: goalId } } });
    expect(await learnDay(later, 0)).toEqual(['Fresh']);
    expect(await failure(player(later, goalId, third!.id))).toMatchObject({ status: 404 });
    // Once passed, the day of the change shows all it had that day: the old schedule's item, then the new ones.
    server.clock.set(new Date('2026-11-22T09:00:00Z'));
    expect(await learnDay(learner, -4)).toEqual(['Third', 'Fresh', 'Second']);
  });

  it('drops rows at once from a goal nobody has chosen; an item nobody started may still be deleted, passed days and all', async () => {
    const emptyDays: Days = Array.from({ length: 14 }, (_, index) => ({ day_number: index + 1, learn: [], do: [] }));
    const onDayOne = (activityId: number): Days => emptyDays.map((day) => (day.day_number === 1 ? { ...day, learn: [{ item_type: 'activity', id: activityId }] } : day));
    const unchosen = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Unchosen', description: 'd', program_id: fixture.program.id } })).data!;
    const dropped = await addActivity('Dropped');
    await replace(unchosen.id, onDayOne(dropped.id));
    await replace(unchosen.id, emptyDays);
    expect(await db().select().from(goalScheduleItems).where(eq(goalScheduleItems.goal_id, unchosen.id))).toEqual([]);
    expect((await admin.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind: 'activity', id: dropped.id } } })).response.status).toBe(200);

    // Chosen by a learner who never opened the item: its retired row goes with it.
    const chosen = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Chosen', description: 'd', program_id: fixture.program.id } })).data!;
    const unopened = await addActivity('Unopened');
    await replace(chosen.id, onDayOne(unopened.id));
    const learner = await learnerWithClearGoal(server, fixture);
    await learner.client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    await learner.client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    await learner.client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: chosen.id } } });
    server.clock.set(new Date('2026-11-17T09:00:00Z'));
    await replace(chosen.id, emptyDays);
    expect(await learnDay(learner, -1)).toEqual(['Unopened']);
    expect((await admin.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind: 'activity', id: unopened.id } } })).response.status).toBe(200);
    expect(await learnDay(learner, -1)).toEqual([]);
  });
});
