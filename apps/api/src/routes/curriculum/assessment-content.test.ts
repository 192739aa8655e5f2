import type { Schema } from '@stride/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses } from '../../db/schema/index';
import { assessmentContentMessages } from '../../services/curriculum/assessment-content';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { followClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  server.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

// The fixture's assessment (seed/fixtures/mini-content.ts), options in order:
// Q1 "In meetings I mostly…": talk → listen 3, ramble → clear 3, both → clear 1
// Q2 "People ask me to…": get to the point → clear 3, let them finish → listen 3, neither → clear 0
const fixtureQuestions = () => [fixture.assessment[0]!, fixture.assessment[1]!] as const;
const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const list = async (program_id?: number) => (await admin.GET('/assessment-question/all', { params: { query: program_id === undefined ? {} : { program_id } } })).data!;
const stems = async (program_id = fixture.program.id) => (await list(program_id)).map((question) => [question.position, question.stem]);
const update = (question_id: number, body: Parameters<typeof questionBody>[0] = {}) =>
  admin.PUT('/assessment-question/update/{question_id}', { params: { path: { question_id } }, body: questionBody(body) });
const reorder = (program_id: number, question_ids: number[]) => admin.PUT('/assessment-question/order/{program_id}', { params: { path: { program_id } }, body: { question_ids } });
const remove = (question_id: number) => admin.DELETE('/assessment-question/{question_id}', { params: { path: { question_id } } });
const preview = (program_id: number, option_ids: number[]) => admin.POST('/assessment-question/preview/{program_id}', { params: { path: { program_id } }, body: { option_ids } });
const result = async (client: TestClient) =>
  (await client.GET('/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: fixture.program.id } } })).data!.goal_id;

function questionBody(overrides: Partial<Record<string, string | number>> = {}) {
  return {
    stem: 'When a meeting runs late I…',
    option_1: 'wrap up',
    option_2: 'keep going',
    option_3: 'leave',
    option_1_points: 2,
    option_2_points: 1,
    option_3_points: 0,
    option_1_goal_id: fixture.program.clear,
    option_2_goal_id: fixture.program.listen,
    option_3_goal_id: fixture.program.clear,
    ...overrides,
  } as const;
}

/** Appends a question to the fixture program's assessment through the add form's call. */
async function addQuestion(stem: string) {
  return (await admin.POST('/goal/add', { body: { ...questionBody({ stem }), program_id: fixture.program.id } })).data as Schema<'AdminAssessmentQuestion'>;
}

describe('listing assessment questions', () => {
  it('lists each program’s questions in order with options, points and goal names, in one call; program_id keeps one program', async () => {
    const questions = await list(fixture.program.id);
    expect(questions).toEqual([
      {
        id: fixture.assessment[0]!.id,
        program_id: fixture.program.id,
        program_name: expect.any(String),
        position: 1,
        stem: 'In meetings I mostly…',
        components: [
          { id: fixture.assessment[0]!.options[0], option_text: 'talk', points: 3, goal_id: fixture.program.listen, goal_name: expect.any(String) },
          { id: fixture.assessment[0]!.options[1], option_text: 'ramble', points: 3, goal_id: fixture.program.clear, goal_name: expect.any(String) },
          { id: fixture.assessment[0]!.options[2], option_text: 'both', points: 1, goal_id: fixture.program.clear, goal_name: expect.any(String) },
        ],
      },
      expect.objectContaining({ id: fixture.assessment[1]!.id, position: 2, stem: 'People ask me to…' }),
    ]);
    const goals = (await admin.GET('/goal/all')).data!;
    expect(questions[0]!.components[0]!.goal_name).toBe(goals.find((goal) => goal.id === fixture.program.listen)!.name);
    // Without the filter, every program's (the sprint has none).
    expect((await list()).filter((question) => question.program_id === fixture.program.id)).toEqual(questions);
    expect(await list(fixture.sprint.id)).toEqual([]);
  });

  it('answers 404 for an unknown program, 400 for a malformed one, and 401 to a learner', async () => {
    expect((await failure(admin.GET('/assessment-question/all', { params: { query: { program_id: 999_999 } } }))).message).toBe(curriculumMessages.unknown('program', 999_999));
    expect((await admin.send('GET', '/assessment-question/all?program_id=abc')).status).toBe(400);
    const learner = server.newClient();
    await registerAndLogin(learner);
    expect((await failure(learner.GET('/assessment-question/all', { params: { query: {} } }))).status).toBe(401);
  });
});

describe('editing, reordering and deleting questions', () => {
  it('an update changes the stem and the options in place (same ids), by the add rules', async () => {
    const question = await addQuestion('To edit');
    const updated = (await update(question.id, { stem: '  Edited stem ', option_2: 'stay', option_2_points: 5, option_2_goal_id: fixture.program.clear })).data!;
    expect(updated).toMatchObject({ id: question.id, stem: 'Edited stem', position: 3 });
    expect(updated.components.map((option) => [option.id, option.option_text, option.points, option.goal_id])).toEqual([
      [question.components[0]!.id, 'wrap up', 2, fixture.program.clear],
      [question.components[1]!.id, 'stay', 5, fixture.program.clear],
      [question.components[2]!.id, 'leave', 0, fixture.program.clear],
    ]);
    expect((await list(fixture.program.id)).find((row) => row.id === question.id)).toEqual(updated);

    const stranger = await refusedUnchanged(() => update(question.id, { option_3_goal_id: fixture.sprint.goal }), 400);
    expect(stranger.message).toBe(curriculumMessages.notInProgram(fixture.sprint.goal, fixture.program.id));
    await refusedUnchanged(() => update(question.id, { option_1: ' ' }), 400);
    expect((await refusedUnchanged(() => update(question.id, { option_1_points: 101 }), 400)).message).toBe('option_1_points must be at most 100.');
    // The program is the question's: a body naming one is refused as an unknown field.
    await refusedUnchanged(() => update(question.id, { program_id: fixture.sprint.id }), 400);
    expect((await refusedUnchanged(() => update(999_999), 404)).message).toBe(assessmentContentMessages.unknownQuestion(999_999));
    await remove(question.id);
  });

  it('a reorder takes the whole new order, every question once; anything else is 400 with nothing changed', async () => {
    const [first, second] = fixture.assessment.map((question) => question.id) as [number, number];
    const third = (await addQuestion('Third')).id;
    const reordered = (await reorder(fixture.program.id, [third, first, second])).data!;
    expect(reordered.map((question) => [question.id, question.position])).toEqual([
      [third, 1],
      [first, 2],
      [second, 3],
    ]);
    expect(await stems()).toEqual([
      [1, 'Third'],
      [2, 'In meetings I mostly…'],
      [3, 'People ask me to…'],
    ]);

    const whole = assessmentContentMessages.wholeOrder(3);
    expect(whole).toBe("Send every question of the program's assessment exactly once, in the new order: it has 3 questions.");
    for (const ids of [[first, second], [first, second, third, third], [first, first, second], [first, second, third, 999_999], []]) {
      expect((await refusedUnchanged(() => reorder(fixture.program.id, ids), 400)).message).toBe(whole);
    }
    await refusedUnchanged(() => reorder(fixture.program.id, [first, second, fixture.sprint.goal]), 400);
    expect((await refusedUnchanged(() => reorder(999_999, [first]), 404)).message).toBe(curriculumMessages.unknown('program', 999_999));

    // Deleting closes the gap: positions stay 1, 2, 3…
    expect((await remove(third)).data).toEqual({ message: assessmentContentMessages.deleted('Third') });
    expect(await stems()).toEqual([
      [1, 'In meetings I mostly…'],
      [2, 'People ask me to…'],
    ]);
    expect((await refusedUnchanged(() => remove(third), 404)).message).toBe(assessmentContentMessages.unknownQuestion(third));
  });

  it('a question deleted from the middle leaves the rest numbered from 1', async () => {
    const middle = (await addQuestion('Middle')).id;
    const last = (await addQuestion('Last')).id;
    await reorder(fixture.program.id, [fixture.assessment[0]!.id, middle, fixture.assessment[1]!.id, last]);
    await remove(middle);
    expect(await stems()).toEqual([
      [1, 'In meetings I mostly…'],
      [2, 'People ask me to…'],
      [3, 'Last'],
    ]);
    await remove(last);
  });
});

describe('previewing the recommendation', () => {
  it('answers the goal the learner’s result gives for the same options', async () => {
    const [q1, q2] = fixtureQuestions();
    const learner = server.newClient();
    await registerAndLogin(learner);
    await followClearGoal(learner, fixture);
    expect((await preview(fixture.program.id, [q1.options[1]!, q2.options[0]!])).data!.goal.id).toBe(await result(learner));
    expect((await preview(fixture.program.id, [q1.options[0]!, q2.options[1]!])).data!.goal).toEqual({
      id: fixture.program.listen,
      name: expect.any(String),
      description: expect.any(String),
    });
    // Options of some questions only; a tie goes to the goal listed first (clear), as for learners.
    expect((await preview(fixture.program.id, [q1.options[0]!])).data!.goal.id).toBe(fixture.program.listen);
    expect((await preview(fixture.program.id, [q1.options[0]!, q2.options[0]!])).data!.goal.id).toBe(fixture.program.clear);
  });

  it('refuses options of another program, two options of one question, and unknown programs', async () => {
    const [q1, q2] = fixtureQuestions();
    expect((await failure(preview(fixture.sprint.id, [q1.options[0]!]))).message).toBe(assessmentContentMessages.notAnOption(q1.options[0]!));
    expect((await failure(preview(fixture.program.id, [q1.options[0]!, q1.options[1]!, q2.options[0]!]))).message).toBe(assessmentContentMessages.twoOptions(1));
    expect((await failure(preview(fixture.program.id, [999_999]))).message).toBe(assessmentContentMessages.notAnOption(999_999));
    expect((await failure(preview(fixture.program.id, []))).status).toBe(400);
    expect((await failure(preview(fixture.program.id, [q1.options[0]!, q1.options[0]!]))).status).toBe(400);
    expect((await failure(preview(999_999, [q1.options[0]!]))).status).toBe(404);
  });
});

describe('learners who took the assessment before it changed', () => {
  it('keep their recorded answers and recommended goal through edits, new questions and deletions, until they answer again', async () => {
    const [q1, q2] = fixtureQuestions();
    const learner = server.newClient();
    const { session } = await registerAndLogin(learner);
    await followClearGoal(learner, fixture); // ramble (clear 3) and get to the point (clear 3)
    const answersOf = async () => (await learner.GET('/user-data/assessment-response/{programId}', { params: { path: { programId: fixture.program.id } } })).data;
    const recorded = await answersOf();
    expect(await result(learner)).toBe(fixture.program.clear);

    // Every option the learner chose now counts for "listen".
    const listen = fixture.program.listen;
    await update(q1.id, { stem: 'In meetings I…', option_1: 'talk', option_2: 'ramble', option_3: 'both', option_1_points: 3, option_2_points: 9, option_3_points: 1, option_2_goal_id: listen });
    await update(q2.id, { stem: 'People ask me to…', option_1: 'get to the point', option_2: 'let them finish', option_3: 'neither', option_1_points: 9, option_1_goal_id: listen });
    expect((await preview(fixture.program.id, [q1.options[1]!, q2.options[0]!])).data!.goal.id).toBe(listen);
    expect(await result(learner)).toBe(fixture.program.clear);
    expect(await answersOf()).toEqual(recorded);

    // A new question and a deleted one the learner answered: the answer stays and still counts.
    const added = await addQuestion('Added later');
    expect((await remove(q1.id)).response.status).toBe(200);
    expect(await result(learner)).toBe(fixture.program.clear);
    expect(await answersOf()).toEqual(recorded!.filter((answer) => answer.question_id === q2.id));
    const rows = await server.database.db.select().from(assessmentResponses).where(eq(assessmentResponses.user_id, session.id));
    expect(rows.map((row) => [row.question_id, row.points, row.goal_id]).sort()).toEqual(
      [
        [null, 3, fixture.program.clear],
        [q2.id, 3, fixture.program.clear],
      ].sort(),
    );

    // Answering again (every current question) replaces all of it, the deleted question's answer included.
    const again = [
      { question_id: q2.id, component_id: q2.options[0]! },
      { question_id: added.id, component_id: added.components[2]!.id },
    ];
    await learner.PATCH('/strapi-assessment/assessment-response', { body: { program_id: fixture.program.id, user_response_list: again } });
    expect(await result(learner)).toBe(listen);
    expect(await answersOf()).toEqual(again);
  });
});
