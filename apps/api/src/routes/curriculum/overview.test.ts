import type { Body } from '@stride/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { programs, questions } from '../../db/schema/index';
import { createCurriculumOverview } from '../../services/curriculum/overview';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
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

const code = (label: string) => `${label}-ov-${++sequence}`;
const db = () => server.database.db;
const overview = async () => (await admin.GET('/curriculum/overview')).data!;
const programIn = async (programId: number) => (await overview()).programs.find((program) => program.id === programId)!;

/** A program of `days` days written to the table (adding programs is another screen's call). */
async function newProgram(programType: 'program' | 'sprint' = 'program', days = 3) {
  const [row] = await db()
    .insert(programs)
    .values({ code: code('prog'), name: `Program ${sequence}`, description: 'd', program_type: programType, number_of_days: days, display_image_url: '/images/p.png' })
    .returning({ id: programs.id });
  return row!.id;
}
async function addGoal(programId: number, name: string) {
  const { data } = await admin.POST('/goal/add', { body: { code: code('goal'), name, description: 'd', program_id: programId } });
  if (!data || !('code' in data)) throw new Error('goal/add answered no goal');
  return data.id;
}
const addActivity = async (name: string) =>
  (
    await admin.POST('/activity/add', {
      body: { code: code('act'), name, description: 'd', type: 'learn', reattempt_after_days: 3, same_day_bonus: 0, same_day_all_correct_bonus: 0, all_correct_bonus: 0 },
    })
  ).data!.id;
const addFlashcard = async (activityId: number, stem: string) =>
  (await admin.POST('/admin/question/add', { body: { activity_id: activityId, type: 'flashcard', stem, comment: 'The back.', question_image_url: null, components: [] } })).data!.id;
const addChallenge = async () =>
  (
    await admin.POST('/challenge/add', {
      body: { code: code('ch'), name: 'Try it', description: 'd', type: 'drill', time_required_in_minutes: 5, reward_points: 10, challenge_steps: [{ step_type: 'textbox', step_display: 'How did it go?' }] },
    })
  ).data!.id;
type Day = Body<'replaceGoalStaticSchedule'>['days'][number];
const schedule = (goalId: number, days: Day[]) => admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goalId } }, body: { days } });

describe('GET curriculum/overview', () => {
  it('gives each program its goals, counts and problems, each item counted once however many goals schedule it', async () => {
    const programId = await newProgram();
    const planned = await addGoal(programId, 'A planned goal');
    const empty = await addGoal(programId, 'B empty goal');
    const withQuestions = await addActivity('Answered activity');
    const noQuestions = await addActivity('Bare activity');
    await addFlashcard(withQuestions, 'Explained card');
    const unexplainedId = await addFlashcard(withQuestions, 'Unexplained card');
    await db().update(questions).set({ comment: '  ' }).where(eq(questions.id, unexplainedId));
    const challengeId = await addChallenge();
    await schedule(planned, [
      { day_number: 1, learn: [{ item_type: 'activity', id: withQuestions }], do: [{ challenge_id: challengeId }] },
      { day_number: 2, learn: [{ item_type: 'activity', id: noQuestions }, { item_type: 'activity', id: withQuestions }], do: [] },
      { day_number: 3, learn: [], do: [] },
    ]);

    const program = await programIn(programId);
    expect(program).toMatchObject({ program_type: 'program', number_of_days: 3, active: true, display_image_url: '/images/p.png' });
    expect(program.counts).toEqual({ goals: 2, activities: 2, challenges: 1, questions: 2, learners_enrolled: 0 });
    expect(program.goals).toEqual([
      { id: planned, name: 'A planned goal', active: true, scheduled_days: 2, activities: 2, challenges: 1 },
      { id: empty, name: 'B empty goal', active: true, scheduled_days: 0, activities: 0, challenges: 0 },
    ]);
    expect(program.problems).toEqual([
      { kind: 'assessment_without_questions', id: programId, name: program.name, activity_id: null },
      { kind: 'goal_without_schedule', id: empty, name: 'B empty goal', activity_id: null },
      { kind: 'activity_without_questions', id: noQuestions, name: 'Bare activity', activity_id: null },
      { kind: 'question_without_explanation', id: unexplainedId, name: 'Unexplained card', activity_id: withQuestions },
    ]);
  });

  it('a problem leaves the list once it is fixed', async () => {
    const programId = await newProgram();
    const goalId = await addGoal(programId, 'Goal to plan');
    const activityId = await addActivity('Activity to fill');
    expect((await programIn(programId)).problems.map((problem) => problem.kind)).toEqual(['assessment_without_questions', 'goal_without_schedule']);

    await schedule(goalId, [1, 2, 3].map((day_number) => ({ day_number, learn: day_number === 1 ? [{ item_type: 'activity' as const, id: activityId }] : [], do: [] })));
    expect((await programIn(programId)).problems.map((problem) => problem.kind)).toEqual(['assessment_without_questions', 'activity_without_questions']);

    await addFlashcard(activityId, 'Now it asks');
    await admin.POST('/goal/add', {
      body: {
        program_id: programId,
        stem: 'Which suits you?',
        option_1: 'One',
        option_1_points: 1,
        option_1_goal_id: goalId,
        option_2: 'Two',
        option_2_points: 1,
        option_2_goal_id: goalId,
        option_3: 'Three',
        option_3_points: 1,
        option_3_goal_id: goalId,
      },
    });
    expect((await programIn(programId)).problems).toEqual([]);
  });

  it('a sprint has no assessment to miss; learners enrolled count those who have not left', async () => {
    const sprintId = await newProgram('sprint', 2);
    expect((await programIn(sprintId)).problems.map((problem) => problem.kind)).toEqual([]);

    const before = (await programIn(fixture.program.id)).counts.learners_enrolled;
    const learner = await learnerWithClearGoal(server, fixture);
    expect((await programIn(fixture.program.id)).counts.learners_enrolled).toBe(before + 1);
    await learner.client.POST('/goal/quit/{goalId}', { params: { path: { goalId: fixture.program.clear } } });
    expect((await programIn(fixture.program.id)).counts.learners_enrolled).toBe(before);
  });

  it('reads the catalogue in three queries however many programs, goals and activities there are', async () => {
    let selects = 0;
    const counting = new Proxy(db(), {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          selects += 1;
          return value.apply(target, args);
        };
      },
    }) as Database;
    const service = createCurriculumOverview({ db: counting });
    await service.overview();
    expect(selects).toBe(3);
    const programId = await newProgram();
    for (const name of ['More one', 'More two']) await addGoal(programId, name);
    selects = 0;
    await service.overview();
    expect(selects).toBe(3);
  });

  it('is for back-office admins only: a learner session is refused (401)', async () => {
    const learner = server.newClient();
    await registerAndLogin(learner);
    expect((await failure(learner.GET('/curriculum/overview'))).status).toBe(401);
  });
});
