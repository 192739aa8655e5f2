import type { Schema } from '@stride/api-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itemAccessMessages } from '../../services/goals/item-access';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

/**
 * The learner side respects the back office's active flags (docs/back-office-curriculum.md, "Codes and
 * flags"): an inactive activity, revision or challenge leaves the day lists, the goal's schedule and its
 * progress, and its player answers 404, unless the learner has started it; inactive goals are not offered
 * and inactive readings not shown. Each check here would fail if the flag were ignored.
 */

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
// Monday 16 November 2026: a learner who starts a goal today is on its day 1; Tuesday is day 2.
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

const code = (label: string) => `${label}-lf-${++sequence}`;
const setActive = async (kind: Schema<'FlaggedContentKind'>, id: number, active: boolean) =>
  expect((await admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind, id } }, body: { active } })).data?.active).toBe(active);

async function activityWithQuestion(name: string, readingId: number | null = null) {
  const activity = (
    await admin.POST('/activity/add', {
      body: { code: code('act'), name, description: 'd', type: 'learn', reattempt_after_days: 7, same_day_bonus: 0, same_day_all_correct_bonus: 0, all_correct_bonus: 0, reading_id: readingId },
    })
  ).data!;
  await admin.POST('/admin/question/add', {
    body: {
      activity_id: activity.id,
      type: 'mcq',
      stem: `A question of ${name}`,
      comment: '',
      question_image_url: null,
      components: [
        { option_text: 'Right', is_correct: true, position: 1 },
        { option_text: 'Wrong', is_correct: false, position: 2 },
      ],
    },
  });
  return activity;
}
const challengeNamed = async (name: string) =>
  (await admin.POST('/challenge/add', { body: { code: code('ch'), name, description: 'd', type: 'challenge', time_required_in_minutes: 10, reward_points: 20 } })).data!;

/** A learner enrolled in the fixture program, assessment done, following `goalId` from today. */
async function learnerFollowing(goalId: number) {
  const client = server.newClient();
  await registerAndLogin(client);
  await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
  const user_response_list = fixture.assessment.map((question) => ({ question_id: question.id, component_id: question.options[0]! }));
  await client.POST('/strapi-assessment/assessment-response', { body: { program_id: fixture.program.id, user_response_list } });
  if (goalId) await client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: goalId } } });
  return client;
}

describe('inactive activities, revisions and challenges', () => {
  it('leave the day lists, the schedule, the progress and the players, except what the learner started', async () => {
    const reading = (await admin.POST('/reading/add', { body: { reading_title: 'Lead with it', reading_text: 'One.', subtopic_id: fixture.ids('subtopics', 'fx-sub-a1') } })).data!;
    const started = await activityWithQuestion('Started activity', reading.id);
    const untouched = await activityWithQuestion('Untouched activity');
    const tomorrow = await activityWithQuestion('Tomorrow’s activity');
    const scheduledChallenge = await challengeNamed('Scheduled challenge');
    const otherChallenge = await challengeNamed('Other challenge');
    const revisionId = fixture.ids('revisions', 'fx-rev-1');
    const goal = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Flags', description: 'd', program_id: fixture.program.id } })).data!;
    const days = Array.from({ length: 14 }, (_, index) => ({ day_number: index + 1, learn: [] as { item_type: 'activity' | 'revision'; id: number }[], do: [] as { challenge_id: number }[] }));
    days[0]!.learn.push({ item_type: 'activity', id: started.id }, { item_type: 'activity', id: untouched.id }, { item_type: 'revision', id: revisionId });
    days[0]!.do.push({ challenge_id: scheduledChallenge.id }, { challenge_id: otherChallenge.id });
    days[1]!.learn.push({ item_type: 'activity', id: tomorrow.id });
    await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } });

    const learner = await learnerFollowing(goal.id);
    const goalId = goal.id;
    const player = (activityId: number) => learner.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goalId), activity_id: activityId } } });
    const answerFirst = async (activityId: number) => {
      const [first] = (await player(activityId)).data!.questions;
      return learner.POST('/strapi/response', { body: { type: 'mcq', answer: first!.question.components[0]!.id, activity_id: activityId, goal_id: goalId, question_id: first!.question_id } });
    };
    // The learner starts one activity and schedules one challenge; then the author switches everything off.
    await answerFirst(started.id);
    const take = (
      await learner.POST('/challenge/schedule/{challenge_id}', {
        params: { path: { challenge_id: scheduledChallenge.id } },
        body: { date: '2026-11-16', start_time: '2026-11-16T10:00:00.000Z', end_time: '2026-11-16T10:30:00.000Z', goal_id: goalId },
      })
    ).data!;
    for (const id of [started.id, untouched.id, tomorrow.id]) await setActive('activity', id, false);
    for (const id of [scheduledChallenge.id, otherChallenge.id]) await setActive('challenge', id, false);
    await setActive('revision', revisionId, false);
    await setActive('reading', reading.id, false);

    const learnDay = async (dayAdjust: number) => (await learner.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust } } })).data!;
    const today = await learnDay(0);
    expect(today.activityList.map((item) => item.activity.name)).toEqual(['Started activity']);
    expect(today.revisionList).toEqual([]);
    expect((await learnDay(1)).activityList).toEqual([]);
    const doToday = (await learner.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!;
    expect(doToday.challengeList.map((item) => item.challenge.name)).toEqual(['Scheduled challenge']);

    const schedule = (await learner.GET('/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: goalId } } })).data!;
    expect(schedule.days[0]!.learn.map((item) => item.name)).toEqual(['Started activity']);
    expect(schedule.days[0]!.challenge.map((item) => item.name)).toEqual(['Scheduled challenge']);
    expect(schedule.days[1]!.learn).toEqual([]);

    // The players: 404 with the reason for what the learner never started; what they started still opens.
    const withdrawn = async (call: Promise<unknown>, kind: 'activity' | 'revision' | 'challenge') => expect(await failure(call)).toMatchObject({ status: 404, message: itemAccessMessages.withdrawn(kind) });
    await withdrawn(player(untouched.id), 'activity');
    await withdrawn(answerFirst(untouched.id), 'activity');
    await withdrawn(learner.GET('/revision/get-questions/{goal_id}/{revision_id}', { params: { path: { goal_id: goalId, revision_id: revisionId } } }), 'revision');
    await withdrawn(learner.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId, challenge_id: otherChallenge.id } } }), 'challenge');
    await withdrawn(
      learner.POST('/challenge/schedule/{challenge_id}', {
        params: { path: { challenge_id: otherChallenge.id } },
        body: { date: '2026-11-16', start_time: '2026-11-16T11:00:00.000Z', end_time: '2026-11-16T11:30:00.000Z', goal_id: goalId },
      }),
      'challenge',
    );
    expect((await player(started.id)).data!.questions).toHaveLength(1);
    expect((await learner.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId, challenge_id: scheduledChallenge.id } } })).data!.name).toBe('Scheduled challenge');

    // Switched on again, an item is back at once.
    await setActive('activity', untouched.id, true);
    expect((await learnDay(0)).activityList.map((item) => item.activity.name)).toEqual(['Started activity', 'Untouched activity']);
    expect((await player(untouched.id)).data!.questions).toHaveLength(1);
    await setActive('activity', untouched.id, false);

    // Progress counts what the learner is offered: the started activity and the scheduled challenge.
    const progress = async () => (await learner.GET('/goal/enrolled-goals')).data!.find((item) => item.goal_id === goalId)!;
    expect((await progress()).completion_percentage).toBe(0);
    // The inactive reading is not shown on the completion screen.
    const completion = (await learner.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: started.id } }, body: { goal_id: goalId } })).data!;
    expect(completion.reading).toBeNull();
    expect(await progress()).toMatchObject({ completion_percentage: 50, learn_completion_percentage: 100, completed: false });
    await learner.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: scheduledChallenge.id } }, body: { id: take.id, goal_id: goalId, is_completed: true, user_response: 5 } });
    // Both offered items done: the goal is completed, though four switched-off items were never taken.
    expect(await progress()).toMatchObject({ completion_percentage: 100, completed: true });
    // What the learner did stays in their history.
    const review = (await learner.GET('/strapi/user-responses', { params: { query: { activity_id: started.id, goal_id: goalId } } })).data!;
    expect(review).toHaveLength(1);
    const after = (await learner.GET('/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: goalId } } })).data!;
    expect(after.days[0]!.learn).toEqual([expect.objectContaining({ name: 'Started activity', completed: true })]);

    await setActive('revision', revisionId, true);
  });

  it('an inactive item may stay where a schedule has it, but is not placed anew', async () => {
    const goal = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Keep', description: 'd', program_id: fixture.program.id } })).data!;
    const kept = await activityWithQuestion('Kept');
    const days = Array.from({ length: 14 }, (_, index) => ({ day_number: index + 1, learn: [] as { item_type: 'activity' | 'revision'; id: number }[], do: [] as { challenge_id: number }[] }));
    days[0]!.learn.push({ item_type: 'activity', id: kept.id });
    await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } });
    await setActive('activity', kept.id, false);
    // The rest of the schedule can still be edited with the inactive activity left in it.
    const challenge = await challengeNamed('Added later');
    days[1]!.do.push({ challenge_id: challenge.id });
    expect((await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } })).response.status).toBe(200);
    // Another goal may not take it up.
    const other = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Other', description: 'd', program_id: fixture.program.id } })).data!;
    const refused = await failure(admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: other.id } }, body: { days } }));
    expect(refused).toMatchObject({ status: 400, message: `The activity with id ${kept.id} is inactive, so learners could not take it.` });
  });
});

describe('inactive goals and readings', () => {
  it('an inactive goal is neither offered, recommended nor selectable; switched on, it is again', async () => {
    const listen = fixture.program.listen;
    const learner = await learnerFollowing(0);
    const offered = async () => (await learner.GET('/goal/program/{program_id}', { params: { path: { program_id: fixture.program.id } } })).data!.map((goal) => goal.id);
    const result = async () => (await learner.GET('/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: fixture.program.id } } })).data!;
    expect(await offered()).toContain(listen);
    const before = await result();
    expect([before.goal_id, ...before.other_goals.map((goal) => goal.id)]).toContain(listen);

    await setActive('goal', listen, false);
    expect(await offered()).not.toContain(listen);
    const after = await result();
    expect([after.goal_id, ...after.other_goals.map((goal) => goal.id)]).not.toContain(listen);
    expect(await failure(learner.POST('/goal/select/{goal_id}', { params: { path: { goal_id: listen } } }))).toMatchObject({ status: 404 });

    await setActive('goal', listen, true);
    expect(await offered()).toContain(listen);
    expect((await learner.POST('/goal/select/{goal_id}', { params: { path: { goal_id: listen } } })).data!.goal_id).toBe(listen);
  });

  it('an inactive reading cannot be saved', async () => {
    const learner = await learnerFollowing(0);
    const reading = (await admin.POST('/reading/add', { body: { reading_title: 'Off', reading_text: 'One.', subtopic_id: fixture.ids('subtopics', 'fx-sub-a1') } })).data!;
    await setActive('reading', reading.id, false);
    expect(await failure(learner.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading.id } } }))).toMatchObject({ status: 404 });
    await setActive('reading', reading.id, true);
    expect((await learner.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading.id } } })).response.status).toBe(200);
  });
});
