import type { Body, Schema } from '@stride/api-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { databaseState, refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { registerAndLogin } from '../../testing/helpers';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
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
// Monday 16 November 2026: day 1 of the fixture's "Be clear" goal, whose drill fx-ch-steps is on day 1.
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

const code = (label: string) => `${label}-${++sequence}`;
const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);

const steps: Schema<'ChallengeStepInput'>[] = [
  { step_type: 'reading', step_display: 'Read your last email.' },
  { step_type: 'mcq', step_display: 'Where was the point?', challenge_steps_components: [{ option_text: 'Top', is_correct: true }, { option_text: 'Bottom' }] },
  { step_type: 'scale_or_rating', step_display: 'How clear is it now?', challenge_steps_components: [{ option_text: 'Unclear' }, { option_text: 'Clear' }] },
];
const challengeBody = (challengeSteps = steps) => ({
  code: code('ch'),
  name: 'Rewrite an email',
  description: 'Point first.',
  type: 'drill' as const,
  calender_required: false,
  time_required_in_minutes: 10,
  reward_points: 30,
  challenge_steps: challengeSteps,
});

const update = (challengeId: number, body: Body<'updateChallenge'>) =>
  admin.PUT('/challenge/update/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body });
const authored = async (challengeId: number) => (await admin.GET('/challenge/detail/{challenge_id}', { params: { path: { challenge_id: challengeId } } })).data!;

/** Steps as the detail gives them back: every field present. */
const asStored = (input: Schema<'ChallengeStepInput'>[]) =>
  input.map((step) => ({
    step_type: step.step_type,
    step_display: step.step_display,
    image_url: step.image_url ?? null,
    challenge_steps_components: (step.challenge_steps_components ?? []).map((option) => ({ option_text: option.option_text, is_correct: option.is_correct ?? false })),
  }));

describe('a challenge no learner has taken up', () => {
  it('is shown with its steps, then changed whole: its fields and its steps, in order', async () => {
    const body = challengeBody();
    const added = (await admin.POST('/challenge/add', { body })).data!;
    expect(await authored(added.id)).toEqual({ ...added, started: false, challenge_steps: asStored(steps) });

    const newSteps: Schema<'ChallengeStepInput'>[] = [
      { step_type: 'visual_flash_card', step_display: ' Keep this in mind. ', image_url: '/images/bluf.png' },
      { step_type: 'textbox', step_display: 'Rewrite its first line.' },
      steps[1]!,
    ];
    const changed = { ...body, name: ' Rewrite a message ', type: 'day' as const, calender_required: true, time_required_in_minutes: 15, reward_points: 40, challenge_steps: newSteps };
    const updated = (await update(added.id, changed)).data!;
    expect(updated).toEqual({ ...added, name: 'Rewrite a message', type: 'day', calender_required: true, time_required_in_minutes: 15, reward_points: 40 });
    expect((await admin.GET('/challenge/all')).data).toContainEqual(updated);
    expect((await authored(added.id)).challenge_steps).toEqual(asStored([{ ...newSteps[0]!, step_display: 'Keep this in mind.' }, newSteps[1]!, newSteps[2]!]));

    // Left out, the steps stay; calender_required left out is true, as on add.
    const withoutSteps = { code: body.code, name: 'Rewrite a message', description: 'Lead with the point.', type: 'day' as const, time_required_in_minutes: 15, reward_points: 40 };
    expect((await update(added.id, withoutSteps)).data).toMatchObject({ description: 'Lead with the point.', calender_required: true });
    expect((await authored(added.id)).challenge_steps).toHaveLength(3);
    // Emptied, it has none.
    await update(added.id, { ...changed, challenge_steps: [] });
    expect((await authored(added.id)).challenge_steps).toEqual([]);
  });

  it('bad input, an unknown challenge and a taken code are refused and change nothing', async () => {
    const body = challengeBody();
    const added = (await admin.POST('/challenge/add', { body })).data!;
    const other = (await admin.POST('/challenge/add', { body: challengeBody([]) })).data!;
    const s = curriculumMessages.step;

    const broken: [Schema<'ChallengeStepInput'>[], string][] = [
      [[{ step_type: 'mcq', step_display: 'Q', challenge_steps_components: [{ option_text: 'A' }, { option_text: 'B' }] }], s.mcqOneCorrect(1)],
      [[steps[0]!, { step_type: 'scale_or_rating', step_display: 'Rate', challenge_steps_components: [{ option_text: 'Only' }] }], s.scaleLabels(2)],
      [[{ step_type: 'textbox', step_display: 'Write', image_url: '/images/x.png' }], s.noImage(1, 'textbox')],
      [[{ step_type: 'reading', step_display: '   ' }], 'challenge_steps[0].step_display must not be blank.'],
    ];
    for (const [brokenSteps, message] of broken) {
      expect((await refusedUnchanged(() => update(added.id, { ...body, challenge_steps: brokenSteps }), 400)).message).toBe(message);
    }
    expect((await refusedUnchanged(() => update(added.id, { ...body, name: ' ' }), 400)).message).toBe('name must not be blank.');
    await refusedUnchanged(() => update(added.id, { ...body, time_required_in_minutes: 0 }), 400);
    await refusedUnchanged(() => update(added.id, { ...body, code: 'has spaces' }), 400);
    expect((await refusedUnchanged(() => update(999_999, body), 404)).message).toBe('There is no challenge with id 999999.');
    await refusedUnchanged(() => admin.GET('/challenge/detail/{challenge_id}', { params: { path: { challenge_id: 999_999 } } }), 404);
    const taken = await refusedUnchanged(() => update(added.id, { ...body, code: other.code, challenge_steps: [] }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('challenge', other.code));

    expect(await authored(added.id)).toEqual({ ...added, started: false, challenge_steps: asStored(steps) });
  });
});

describe('a challenge a learner has taken up', () => {
  it('keeps its steps: different ones are refused with 409, the same ones and its own fields may change', async () => {
    const challengeId = fixture.ids('challenges', 'fx-ch-steps');
    const { client } = await learnerWithClearGoal(server, fixture);
    await client.POST('/challenge/schedule/{challenge_id}', {
      params: { path: { challenge_id: challengeId } },
      body: { date: '2026-11-16', start_time: '2026-11-16T10:00:00.000Z', end_time: '2026-11-16T10:30:00.000Z', goal_id: fixture.program.clear },
    });

    const before = await authored(challengeId);
    expect(before.started).toBe(true);
    const stored = before.challenge_steps;
    const fields = {
      code: before.code,
      name: before.name,
      description: before.description,
      type: before.type,
      calender_required: before.calender_required,
      time_required_in_minutes: before.time_required_in_minutes,
      reward_points: before.reward_points,
    };
    const body = { ...fields, challenge_steps: stored };

    const refused = await refusedUnchanged(() => update(challengeId, { ...body, challenge_steps: stored.slice(1) }), 409);
    expect(refused.message).toBe(curriculumMessages.step.taken);
    const reworded = stored.map((step, index) => (index === 0 ? { ...step, step_display: `${step.step_display} Again.` } : step));
    await refusedUnchanged(() => update(challengeId, { ...body, challenge_steps: reworded }), 409);

    const renamed = (await update(challengeId, { ...body, name: 'Rewrite, again', reward_points: 35 })).data!;
    expect(renamed).toMatchObject({ id: challengeId, name: 'Rewrite, again', reward_points: 35 });
    expect((await update(challengeId, { ...fields, description: 'Changed words only.' })).data).toMatchObject({ description: 'Changed words only.' });
    expect((await authored(challengeId)).challenge_steps).toEqual(stored);
  });
});

describe('a learner session', () => {
  it('is refused (401) on the challenge detail and update, and writes nothing', async () => {
    const added = (await admin.POST('/challenge/add', { body: challengeBody() })).data!;
    const learner = server.newClient();
    await registerAndLogin(learner);
    const before = await databaseState(server.database.db);
    const path = `/challenge/update/${added.id}`;
    expect((await learner.send('PUT', path, JSON.stringify({ ...challengeBody([]), code: added.code }))).status).toBe(401);
    expect((await learner.send('GET', `/challenge/detail/${added.id}`)).status).toBe(401);
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});
