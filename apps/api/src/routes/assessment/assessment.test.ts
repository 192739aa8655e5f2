import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses, userGoals } from '../../db/schema/index';
import { joinOrganisation, loadFixtureCurriculum, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await loadFixtureCurriculum(server.database.db);
  server.clock.set(new Date('2026-11-18T09:00:00Z')); // a Wednesday
});
afterAll(async () => {
  await server?.close();
});

// The fixture's assessment (seed/fixtures/mini-content.ts), options in order:
// Q1 "In meetings I mostly…": talk → listen 3, ramble → clear 3, both → clear 1
// Q2 "People ask me to…": get to the point → clear 3, let them finish → listen 3, neither → clear 0
const answers = (first: number, second: number) => [
  { question_id: fixture.assessment[0]!.id, component_id: fixture.assessment[0]!.options[first]! },
  { question_id: fixture.assessment[1]!.id, component_id: fixture.assessment[1]!.options[second]! },
];

async function enrolledLearner(programId = fixture.program.id) {
  const client = server.newClient();
  const { session } = await registerAndLogin(client);
  await client.POST('/program/enroll/{programId}', { params: { path: { programId } } });
  return { client, userId: session.id };
}

const storedAnswers = (userId: number) => server.database.db.select().from(assessmentResponses).where(eq(assessmentResponses.user_id, userId));
const submit = (client: TestClient, list: ReturnType<typeof answers>, programId = fixture.program.id) =>
  client.POST('/strapi-assessment/assessment-response', { body: { program_id: programId, user_response_list: list } });

describe('the assessment questions', () => {
  it('come with their options in order and without points', async () => {
    const { client } = await enrolledLearner();
    const { data } = await client.GET('/strapi-assessment/assessment-question/{program_id}', { params: { path: { program_id: fixture.program.id } } });
    expect(data).toEqual([
      {
        id: fixture.assessment[0]!.id,
        stem: 'In meetings I mostly…',
        components: fixture.assessment[0]!.options.map((id, index) => ({ id, option_text: ['talk', 'ramble', 'both'][index] })),
      },
      {
        id: fixture.assessment[1]!.id,
        stem: 'People ask me to…',
        components: fixture.assessment[1]!.options.map((id, index) => ({ id, option_text: ['get to the point', 'let them finish', 'neither'][index] })),
      },
    ]);
  });

  it('are empty for a sprint, and only for enrolled learners', async () => {
    const { client } = await enrolledLearner(fixture.sprint.id);
    expect((await client.GET('/strapi-assessment/assessment-question/{program_id}', { params: { path: { program_id: fixture.sprint.id } } })).data).toEqual([]);
    const error = await failure(client.GET('/strapi-assessment/assessment-question/{program_id}', { params: { path: { program_id: fixture.program.id } } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Please enrol in this program first.');
    const unknown = await failure(client.GET('/strapi-assessment/assessment-question/{program_id}', { params: { path: { program_id: 999_999 } } }));
    expect(unknown.status).toBe(404);
  });
});

describe('assessment answers', () => {
  it('are posted once, then patched; both read calls return them', async () => {
    const { client, userId } = await enrolledLearner();
    const responses = () => client.GET('/strapi-assessment/assessment-responses/{program_id}', { params: { path: { program_id: fixture.program.id } } });
    const earlier = () => client.GET('/user-data/assessment-response/{programId}', { params: { path: { programId: fixture.program.id } } });
    expect((await responses()).data).toEqual([]);
    expect((await earlier()).data).toEqual([]);
    const patchFirst = await failure(client.PATCH('/strapi-assessment/assessment-response', { body: { program_id: fixture.program.id, user_response_list: answers(0, 1) } }));
    expect(patchFirst.status).toBe(404);
    expect(patchFirst.message).toBe('You have not answered this assessment yet.');

    expect((await submit(client, answers(0, 1))).data).toEqual({ message: 'Your answers are saved.' });
    expect((await responses()).data).toEqual(answers(0, 1));
    expect((await earlier()).data).toEqual(answers(0, 1));

    const again = await failure(submit(client, answers(1, 0)));
    expect(again.status).toBe(409);
    expect(again.code).toBe('AssessmentAlreadyAnswered');
    expect((await responses()).data).toEqual(answers(0, 1));

    await client.PATCH('/strapi-assessment/assessment-response', { body: { program_id: fixture.program.id, user_response_list: answers(1, 0) } });
    expect((await responses()).data).toEqual(answers(1, 0));
    expect(await storedAnswers(userId)).toHaveLength(2);
  });

  it('refuse a question of another program, an option of another question, a missing or repeated question, and store nothing', async () => {
    const { client, userId } = await enrolledLearner();
    const [first, second] = fixture.assessment;
    const cases: [ReturnType<typeof answers>, string][] = [
      [[{ question_id: 999_999, component_id: first!.options[0]! }, answers(0, 0)[1]!], "Question 999999 is not part of this program's assessment."],
      [[{ question_id: first!.id, component_id: second!.options[0]! }, answers(0, 0)[1]!], `Option ${second!.options[0]} is not an option of question ${first!.id}.`],
      [[answers(0, 0)[0]!], 'Please answer every question of the assessment: 1 of 2 are answered.'],
      [[answers(0, 0)[0]!, answers(1, 0)[0]!], `Question ${first!.id} is answered more than once.`],
    ];
    for (const [list, message] of cases) {
      const error = await failure(submit(client, list));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    // The sprint's assessment has no questions, so the program's answers are foreign to it.
    const sprint = await failure(submit(client, answers(0, 0), fixture.sprint.id));
    expect(sprint.status).toBe(403);
    expect(await storedAnswers(userId)).toEqual([]);
  });

  it('refuse bodies that break the contract: wrong types, extra fields, no list', async () => {
    const { client, userId } = await enrolledLearner();
    const bodies = [
      { program_id: 'abc', user_response_list: answers(0, 0) },
      { program_id: fixture.program.id, user_response_list: [] },
      { program_id: fixture.program.id, user_response_list: answers(0, 0), extra: true },
      { program_id: fixture.program.id, user_response_list: [{ question_id: '1', component_id: 2 }] },
      { program_id: -1, user_response_list: answers(0, 0) },
    ];
    for (const body of bodies) {
      const response = await client.send('POST', '/strapi-assessment/assessment-response', JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.send('POST', '/strapi-assessment/assessment-response', '{"program_id": 1,')).status).toBe(400);
    expect(await storedAnswers(userId)).toEqual([]);
  });

  it('of a program the learner is not enrolled in are refused', async () => {
    const { client, userId } = await enrolledLearner(fixture.sprint.id);
    const error = await failure(submit(client, answers(0, 0)));
    expect(error.status).toBe(403);
    expect(await storedAnswers(userId)).toEqual([]);
  });
});

describe('the assessment result', () => {
  const cases: [string, number, number, 'clear' | 'listen'][] = [
    ['talk and let them finish: listen 6, clear 0', 0, 1, 'listen'],
    ['ramble and get to the point: clear 6', 1, 0, 'clear'],
    ['talk and get to the point: a 3-3 tie goes to the goal listed first', 0, 0, 'clear'],
    ['both and let them finish: listen 3, clear 1', 2, 1, 'listen'],
    ['talk and neither: listen 3, clear 0', 0, 2, 'listen'],
  ];
  for (const [title, first, second, expected] of cases) {
    it(`recommends by points: ${title}`, async () => {
      const { client } = await enrolledLearner();
      await submit(client, answers(first, second));
      const { data } = await client.GET('/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: fixture.program.id } } });
      const recommended = fixture.program[expected];
      const other = expected === 'clear' ? fixture.program.listen : fixture.program.clear;
      expect(data!.goal_id).toBe(recommended);
      expect(data!.goal.id).toBe(recommended);
      expect(data!.goal.name).toBe(expected === 'clear' ? 'Be clear' : 'Listen well');
      expect(data!.other_goals.map((goal) => goal.id)).toEqual([other]);
    });
  }

  it('is not there before the assessment, and is the single goal of a sprint', async () => {
    const { client } = await enrolledLearner();
    const error = await failure(client.GET('/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: fixture.program.id } } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Take the assessment to see the goal it recommends.');
    const sprint = await enrolledLearner(fixture.sprint.id);
    const { data } = await sprint.client.GET('/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: fixture.sprint.id } } });
    expect(data).toEqual({
      goal_id: fixture.sprint.goal,
      goal: { id: fixture.sprint.goal, name: 'Give feedback that lands', description: 'Specific, timely, kind.' },
      other_goals: [],
    });
  });
});

describe('choosing the goal', () => {
  it('lists the program’s goals to anyone who may see the program', async () => {
    const client = server.newClient();
    const { session } = await registerAndLogin(client);
    const { data } = await client.GET('/goal/program/{program_id}', { params: { path: { program_id: fixture.program.id } } });
    expect(data).toEqual([
      { id: fixture.program.clear, name: 'Be clear', description: 'Say what matters first.' },
      { id: fixture.program.listen, name: 'Listen well', description: 'Hear before answering.' },
    ]);
    await joinOrganisation(server.database.db, session.id, [fixture.sprint.id]);
    const error = await failure(client.GET('/goal/program/{program_id}', { params: { path: { program_id: fixture.program.id } } }));
    expect(error.status).toBe(403);
  });

  it('needs the enrolment and the assessment, then starts the goal today; choosing again is harmless', async () => {
    const outsider = server.newClient();
    await registerAndLogin(outsider);
    const notEnrolled = await failure(outsider.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } }));
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.code).toBe('NotEnrolled');

    const { client, userId } = await enrolledLearner();
    const early = await failure(client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } }));
    expect(early.status).toBe(409);
    expect(early.code).toBe('AssessmentNotDone');
    expect(early.message).toBe('Please complete the assessment first.');

    await submit(client, answers(0, 1));
    const { data } = await client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.listen } } });
    expect(data).toEqual({
      goal_id: fixture.program.listen,
      goal: { id: fixture.program.listen, name: 'Listen well', program: { id: fixture.program.id, name: 'Fixture Program', program_type: 'program', number_of_days: 14 } },
      completion_percentage: 0,
      learn_completion_percentage: 0,
      completed: false,
      completed_date: null,
      static_schedule_day_number: 1,
      quitted: false,
      paused: false,
      paused_due_to_inactivity: false,
      start_date: '2026-11-18',
    });
    expect((await client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.listen } } })).data).toEqual(data);

    const other = await failure(client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } }));
    expect(other.status).toBe(409);
    expect(other.code).toBe('GoalAlreadySelected');
    expect(await server.database.db.select().from(userGoals).where(eq(userGoals.user_id, userId))).toHaveLength(1);

    const unknown = await failure(client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: 999_999 } } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('There is no goal with id 999999.');
  });

  it('on a weekend starts the goal on Monday', async () => {
    server.clock.set(new Date('2026-11-21T10:00:00Z')); // Saturday
    const { client } = await enrolledLearner();
    await submit(client, answers(1, 0));
    const { data } = await client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } });
    expect(data).toMatchObject({ start_date: '2026-11-23', static_schedule_day_number: 0 });
    server.clock.set(new Date('2026-11-18T09:00:00Z'));
  });
});
