import type { Schema } from '@stride/api-sdk';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeStepComponents, challengeSteps, contextCards, goalScheduleItems, goalTopicMaps, questionOptions, questions, savedTips, tips } from '../../db/schema/index';
import { lifecycleMessages } from '../../services/curriculum/content-lifecycle';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { databaseState, refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

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

const code = (label: string) => `${label}-lc-${++sequence}`;
const db = () => server.database.db;
const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(db(), call, status);

type Kind = Schema<'ContentKind'>;
type FlaggedKind = Schema<'FlaggedContentKind'>;
const setActive = (kind: FlaggedKind, id: number, active: boolean) => admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind, id } }, body: { active } });
const remove = (kind: Kind, id: number) => admin.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind, id } } });
/** A delete that must be refused with 409, changing nothing; returns the server's reason. */
const refusedDelete = async (kind: Kind, id: number) => (await refusedUnchanged(() => remove(kind, id), 409)).message;

const activityBody = (overrides: Partial<Schema<'ActivityInput'>> = {}): Schema<'ActivityInput'> => ({
  code: code('act'),
  name: 'Say it in one line',
  description: 'Lead with the point.',
  type: 'learn',
  reattempt_after_days: 3,
  same_day_bonus: 5,
  same_day_all_correct_bonus: 10,
  all_correct_bonus: 5,
  ...overrides,
});
const addActivity = async (overrides: Partial<Schema<'ActivityInput'>> = {}) => (await admin.POST('/activity/add', { body: activityBody(overrides) })).data!;
const addMcq = (activityId: number) =>
  admin.POST('/admin/question/add', {
    body: {
      activity_id: activityId,
      type: 'mcq',
      stem: 'Where does the point go?',
      comment: 'First.',
      question_image_url: null,
      components: [
        { option_text: 'Last', is_correct: false, position: 1 },
        { option_text: 'First', is_correct: true, position: 2 },
      ],
    },
  });
const addChallenge = async () =>
  (
    await admin.POST('/challenge/add', {
      body: {
        code: code('ch'),
        name: 'Rewrite an email',
        description: 'Point first.',
        type: 'drill',
        time_required_in_minutes: 10,
        reward_points: 30,
        challenge_steps: [
          { step_type: 'reading', step_display: 'Read your last email.' },
          { step_type: 'mcq', step_display: 'Where was the point?', challenge_steps_components: [{ option_text: 'Top', is_correct: true }, { option_text: 'Bottom' }] },
        ],
      },
    })
  ).data!;
/** A goal of the fixture program (14 days): a sprint takes no second goal. */
async function addGoal(topicIds: number[] = []): Promise<Schema<'Goal'>> {
  const { data } = await admin.POST('/goal/add', { body: { code: code('goal'), name: `Goal ${sequence}`, description: 'd', program_id: fixture.program.id, topic_ids: topicIds } });
  if (!data || !('code' in data)) throw new Error('goal/add answered no goal');
  return data;
}
const addSubtopic = async () => (await admin.POST('/subtopic/add', { body: { code: code('sub'), name: `Subtopic ${sequence}`, description: 'd', topic_id: fixture.ids('topics', 'fx-topic-a') } })).data!;
const addReading = async (subtopicId = fixture.ids('subtopics', 'fx-sub-a1')) =>
  (await admin.POST('/reading/add', { body: { reading_title: `Reading ${++sequence}`, reading_text: 'One.\n\nTwo.', subtopic_id: subtopicId } })).data!;
const emptyDays = (count: number) => Array.from({ length: count }, (_, index) => ({ day_number: index + 1, learn: [] as { item_type: 'activity' | 'revision'; id: number }[], do: [] as { challenge_id: number }[] }));

describe('who may call', () => {
  it('a learner session is refused (401) on the flag, the delete and the activity update, and nothing is written', async () => {
    const learner = server.newClient();
    await registerAndLogin(learner);
    const activity = await addActivity();
    const before = await databaseState(db());
    expect((await failure(learner.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind: 'activity', id: activity.id } }, body: { active: false } }))).status).toBe(401);
    expect((await failure(learner.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind: 'activity', id: activity.id } } }))).status).toBe(401);
    expect((await failure(learner.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: activity.id } }, body: activityBody() }))).status).toBe(401);
    expect(await databaseState(db())).toEqual(before);
  });

  it('an admin write without the anti-forgery token is refused (403)', async () => {
    const activity = await addActivity();
    const response = await server.newClient().send('DELETE', `/curriculum/activity/${activity.id}`);
    expect(response.status).toBe(401);
    const { client } = await signedInBackOfficeAdmin(server);
    client.setToken(null);
    expect((await failure(client.DELETE('/curriculum/{kind}/{id}', { params: { path: { kind: 'activity', id: activity.id } } }))).status).toBe(403);
  });
});

describe('switching a flag', () => {
  it('turns each kind of content off and on, and the lists show it', async () => {
    const subtopic = await addSubtopic();
    const goal = await addGoal();
    const activity = await addActivity();
    const reading = await addReading();
    const challenge = await addChallenge();
    const tip = (await admin.POST('/tip/add', { body: { tip_text: `Switch me ${code('tip')}` } })).data!;
    const revisionId = fixture.ids('revisions', 'fx-rev-1');
    const items: [FlaggedKind, number, () => Promise<{ id: number; active: boolean }[]>][] = [
      ['subtopic', subtopic.id, async () => (await admin.GET('/subtopic/all')).data!],
      ['goal', goal.id, async () => (await admin.GET('/goal/all')).data!],
      ['activity', activity.id, async () => (await admin.GET('/activity/all')).data!],
      ['reading', reading.id, async () => (await admin.GET('/reading/all')).data!],
      ['challenge', challenge.id, async () => (await admin.GET('/challenge/all')).data!],
      ['revision', revisionId, async () => []],
      ['tip', tip.id, async () => []],
    ];
    for (const [kind, id, list] of items) {
      expect((await setActive(kind, id, false)).data, kind).toEqual({ kind, id, active: false });
      if (kind !== 'revision' && kind !== 'tip') expect((await list()).find((item) => item.id === id)?.active, kind).toBe(false);
      // Switching to the state it is in already is no error.
      expect((await setActive(kind, id, false)).data?.active, kind).toBe(false);
      expect((await setActive(kind, id, true)).data, kind).toEqual({ kind, id, active: true });
      if (kind !== 'revision' && kind !== 'tip') expect((await list()).find((item) => item.id === id)?.active, kind).toBe(true);
    }
  });

  it('an unknown item is 404 and an unknown kind 400, changing nothing', async () => {
    const unknown = await refusedUnchanged(() => setActive('challenge', 999_999, false), 404);
    expect(unknown.message).toBe(curriculumMessages.unknown('challenge', 999_999));
    // Context cards have no flag.
    const noFlag = await refusedUnchanged(() => admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind: 'context-card' as FlaggedKind, id: 1 } }, body: { active: false } }), 400);
    expect(noFlag.message).toContain('kind must be one of');
    await refusedUnchanged(() => admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind: 'goal', id: 1 } }, body: {} as { active: boolean } }), 400);
  });
});

describe('deleting', () => {
  it('an activity nobody answered and no schedule uses goes with its questions and their options', async () => {
    const activity = await addActivity();
    const question = (await addMcq(activity.id)).data!;
    const answer = await remove('activity', activity.id);
    expect(answer.data).toEqual({ message: lifecycleMessages.deleted('activity', activity.name) });
    expect((await admin.GET('/activity/all')).data!.some((item) => item.id === activity.id)).toBe(false);
    expect(await db().select().from(questions).where(eq(questions.activity_id, activity.id))).toEqual([]);
    expect(await db().select().from(questionOptions).where(eq(questionOptions.question_id, question.id))).toEqual([]);
    const gone = await refusedUnchanged(() => remove('activity', activity.id), 404);
    expect(gone.message).toBe(curriculumMessages.unknown('activity', activity.id));
  });

  it('a challenge nobody took up goes with its steps and their options', async () => {
    const challenge = await addChallenge();
    const stepIds = (await db().select({ id: challengeSteps.id }).from(challengeSteps).where(eq(challengeSteps.challenge_id, challenge.id))).map((row) => row.id);
    expect(stepIds).toHaveLength(2);
    expect((await remove('challenge', challenge.id)).data?.message).toBe(lifecycleMessages.deleted('challenge', challenge.name));
    expect(await db().select().from(challengeSteps).where(eq(challengeSteps.challenge_id, challenge.id))).toEqual([]);
    expect(await db().select().from(challengeStepComponents).where(inArray(challengeStepComponents.challenge_step_id, stepIds))).toEqual([]);
  });

  it('a goal nobody chose goes with its topics, its schedule and its context cards', async () => {
    const goal = await addGoal([fixture.ids('topics', 'fx-topic-a')]);
    const activity = await addActivity();
    const days = emptyDays(14);
    days[0]!.learn.push({ item_type: 'activity', id: activity.id });
    await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } });
    await admin.POST('/context-card/add', {
      body: { code: code('card'), context_card_display_name: 'Why', card_title: 'Short wins', card_display_text: 'Readers skim.', image_url: null, image_display_position: 'top', goal_id: goal.id, day_number: 1 },
    });
    // The activity is scheduled in the goal, so it cannot go first; the goal can.
    expect(await refusedDelete('activity', activity.id)).toBe(lifecycleMessages.inUse('activity', activity.name, [lifecycleMessages.scheduled([{ name: goal.name, days: [1] }])]));
    expect((await remove('goal', goal.id)).data?.message).toBe(lifecycleMessages.deleted('goal', goal.name));
    for (const table of [goalTopicMaps, goalScheduleItems, contextCards]) expect(await db().select().from(table).where(eq(table.goal_id, goal.id))).toEqual([]);
    // With the goal gone, nothing uses the activity any more.
    expect((await remove('activity', activity.id)).response.status).toBe(200);
  });

  it('is refused while a schedule uses the item, naming the goals and days', async () => {
    const activity = await addActivity();
    const challenge = await addChallenge();
    const [first, second] = [await addGoal(), await addGoal()];
    for (const [goal, dayNumbers] of [
      [first!, [2, 5]],
      [second!, [1]],
    ] as const) {
      const days = emptyDays(14);
      for (const day of dayNumbers) {
        days[day - 1]!.learn.push({ item_type: 'activity', id: activity.id });
        days[day - 1]!.do.push({ challenge_id: challenge.id });
      }
      await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } });
    }
    const listing = [
      { name: first!.name, days: [2, 5] },
      { name: second!.name, days: [1] },
    ];
    const message = await refusedDelete('activity', activity.id);
    expect(message).toBe(lifecycleMessages.inUse('activity', activity.name, [lifecycleMessages.scheduled(listing)]));
    expect(message).toBe(`The activity "${activity.name}" is in the schedule of the goals "${first!.name}" (days 2 and 5) and "${second!.name}" (day 1), so it cannot be deleted. Remove it from there first, or deactivate it instead.`);
    expect(await refusedDelete('challenge', challenge.id)).toBe(lifecycleMessages.inUse('challenge', challenge.name, [lifecycleMessages.scheduled(listing)]));
  });

  it('is refused for content other content uses: a revision’s questions, an activity’s reading, a subtopic’s readings and activities, an assessment’s goal', async () => {
    // fx-act-2's second question is asked in the revision "Revise clarity" (and the fixture schedules the activity too).
    const fixtureActivity = fixture.ids('activities', 'fx-act-2');
    expect(await refusedDelete('activity', fixtureActivity)).toContain(lifecycleMessages.askedInRevisions(['Revise clarity']));

    const subtopic = await addSubtopic();
    const reading = await addReading(subtopic.id);
    const activity = await addActivity({ reading_id: reading.id, subtopic_id: subtopic.id });
    expect(await refusedDelete('reading', reading.id)).toBe(lifecycleMessages.inUse('reading', reading.reading_title, [lifecycleMessages.shownAfter([activity.name])]));
    expect(await refusedDelete('subtopic', subtopic.id)).toBe(
      lifecycleMessages.inUse('subtopic', subtopic.name, [lifecycleMessages.holdsReadings([reading.reading_title]), lifecycleMessages.taughtBy([activity.name])]),
    );
    // Taken away one by one, the way the messages say, each delete then goes through.
    expect((await remove('activity', activity.id)).response.status).toBe(200);
    expect((await remove('reading', reading.id)).response.status).toBe(200);
    expect((await remove('subtopic', subtopic.id)).response.status).toBe(200);

    // The fixture program's assessment options count for "Listen well", which nobody follows here.
    expect(await refusedDelete('goal', fixture.program.listen)).toContain(lifecycleMessages.countsInAssessment(['Fixture Program']));
  });

  it('is refused once learners answered, took up, chose or saved the item; deactivating it still works', async () => {
    const { client, userId } = await learnerWithClearGoal(server, fixture);
    const goalId = fixture.program.clear;
    // Day 1 of "Be clear": the learner answers fx-act-1's first question and schedules the drill.
    const activityId = fixture.ids('activities', 'fx-act-1');
    const player = (await client.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goalId), activity_id: activityId } } })).data!;
    const [first] = player.questions;
    await client.POST('/strapi/response', { body: { type: 'mcq', answer: first!.question.components[0]!.id, activity_id: activityId, goal_id: goalId, question_id: first!.question_id } });
    const drill = fixture.ids('challenges', 'fx-ch-steps');
    await client.POST('/challenge/schedule/{challenge_id}', {
      params: { path: { challenge_id: drill } },
      body: { date: '2026-11-16', start_time: '2026-11-16T10:00:00.000Z', end_time: '2026-11-16T10:30:00.000Z', goal_id: goalId },
    });
    const reading = await addReading();
    await client.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading.id } } });
    const tip = (await admin.POST('/tip/add', { body: { tip_text: `Keep it short ${code('tip')}` } })).data!;
    await db().insert(savedTips).values({ user_id: userId, tip_id: tip.id });

    expect(await refusedDelete('activity', activityId)).toBe(lifecycleMessages.learnersUsed('activity', 'Activity fx-act-1', 'answered'));
    expect(await refusedDelete('challenge', drill)).toBe(lifecycleMessages.learnersUsed('challenge', 'Rewrite an email', 'taken up'));
    expect(await refusedDelete('goal', goalId)).toBe(lifecycleMessages.learnersUsed('goal', 'Be clear', 'chosen'));
    expect(await refusedDelete('reading', reading.id)).toBe(lifecycleMessages.learnersUsed('reading', reading.reading_title, 'saved'));
    expect(await refusedDelete('tip', tip.id)).toBe(lifecycleMessages.learnersUsed('tip', tip.tip_text, 'saved'));
    expect(await refusedDelete('activity', activityId)).toBe(
      'The activity "Activity fx-act-1" has been answered by learners, so it cannot be deleted. Deactivate it instead.',
    );

    for (const [kind, id] of [
      ['activity', activityId],
      ['challenge', drill],
      ['goal', goalId],
      ['reading', reading.id],
      ['tip', tip.id],
    ] as const) {
      expect((await setActive(kind, id, false)).data?.active, kind).toBe(false);
      expect((await setActive(kind, id, true)).data?.active, kind).toBe(true);
    }
  });

  it('a tip nobody saved and a context card go; unknown items are 404', async () => {
    const tip = (await admin.POST('/tip/add', { body: { tip_text: `Delete me ${code('tip')}` } })).data!;
    expect((await remove('tip', tip.id)).data?.message).toBe(lifecycleMessages.deleted('tip', tip.tip_text));
    expect(await db().select().from(tips).where(eq(tips.id, tip.id))).toEqual([]);
    const card = (
      await admin.POST('/context-card/add', {
        body: { code: code('card'), context_card_display_name: 'Why', card_title: 'Gone soon', card_display_text: 'Text.', image_url: null, image_display_position: 'top', goal_id: fixture.sprint.goal, day_number: 2 },
      })
    ).data!;
    expect((await remove('context-card', card.id)).data?.message).toBe(lifecycleMessages.deleted('context card', 'Gone soon'));
    for (const kind of ['subtopic', 'goal', 'activity', 'revision', 'reading', 'challenge', 'tip', 'context-card'] as const) {
      expect((await refusedUnchanged(() => remove(kind, 999_999), 404)).message, kind).toMatch(/^There is no .* with id 999999\.$/);
    }
  });
});

describe('updating an activity', () => {
  it('changes its fields by the rules of add, keeping its questions and flag', async () => {
    const activity = await addActivity();
    await addMcq(activity.id);
    await setActive('activity', activity.id, false);
    const reading = await addReading();
    const body = activityBody({ name: '  Say it shorter ', type: 'revise', reattempt_after_days: 1, same_day_bonus: 0, reading_id: reading.id, subtopic_id: fixture.ids('subtopics', 'fx-sub-b1') });
    const updated = (await admin.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: activity.id } }, body })).data!;
    expect(updated).toEqual({ ...body, id: activity.id, name: 'Say it shorter', active: false, questions: [expect.objectContaining({ type: 'mcq', stem: 'Where does the point go?' })] });
    expect((await admin.GET('/activity/all')).data).toContainEqual(updated);
    // Its own code again, and no reading or subtopic (left out is none).
    const again = (await admin.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: activity.id } }, body: activityBody({ code: body.code }) })).data!;
    expect(again).toMatchObject({ code: body.code, reading_id: null, subtopic_id: null });
  });

  it('refuses another activity’s code (409), broken content (400), and unknown activities, readings and subtopics (404), changing nothing', async () => {
    const activity = await addActivity();
    const other = await addActivity();
    const path = { params: { path: { activity_id: activity.id } } };
    const taken = await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ code: other.code }) }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('activity', other.code));
    expect((await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ name: '  ' }) }), 400)).message).toBe('name must not be blank.');
    await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ same_day_bonus: -1 }) }), 400);
    await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ code: 'has spaces' }) }), 400);
    const unknown = await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: 999_999 } }, body: activityBody() }), 404);
    expect(unknown.message).toBe(curriculumMessages.unknown('activity', 999_999));
    expect((await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ reading_id: 999_999 }) }), 404)).message).toBe(
      curriculumMessages.unknown('reading', 999_999),
    );
    expect((await refusedUnchanged(() => admin.PUT('/activity/update/{activity_id}', { ...path, body: activityBody({ subtopic_id: 999_999 }) }), 404)).message).toBe(
      curriculumMessages.unknown('subtopic', 999_999),
    );
  });

  it('two authors racing for one code get one success and one 409', async () => {
    const [a, b] = [await addActivity(), await addActivity()];
    const wanted = code('race');
    const results = await Promise.allSettled(
      [a!, b!].map((activity) => admin.PUT('/activity/update/{activity_id}', { params: { path: { activity_id: activity.id } }, body: activityBody({ code: wanted }) })),
    );
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value.response.status : (result.reason as { status: number }).status)).sort()).toEqual([200, 409]);
  });
});
