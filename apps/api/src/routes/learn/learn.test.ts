import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, flashcards, notes, pointsEvents, questionOptions, questionResponses, questions, savedReadings, userActivities, userGoals } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
});
afterAll(async () => {
  await server?.close();
});

// November 2026: Mon 16, Tue 17, Wed 18… "Be clear" (14 days): day 1 fx-act-1; day 2 fx-act-2 and fx-rev-1;
// day 3 fx-act-3; day 4 fx-act-1 again. Each activity: mcq (10 points), fill_blanks (10), order (10),
// flashcard (0); bonuses same day 5, all correct 5, same day and all correct 10.
const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

const learnerWithGoal = () => learnerWithClearGoal(server, fixture);

interface KeyedQuestion {
  id: number;
  type: string;
  options: { id: number; option_text: string; position: number; is_correct: boolean }[];
}

/** The fixture's questions of an item with their keys, read from the database (what the browser never gets). */
async function keyOf(activityCode: string): Promise<KeyedQuestion[]> {
  const db = server.database.db;
  const rows = await db
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .where(eq(questions.activity_id, fixture.ids('activities', activityCode)))
    .orderBy(questions.position);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      options: await db
        .select({ id: questionOptions.id, option_text: questionOptions.option_text, position: questionOptions.position, is_correct: questionOptions.is_correct })
        .from(questionOptions)
        .where(eq(questionOptions.question_id, row.id))
        .orderBy(questionOptions.position),
    })),
  );
}

type Body = { type: 'mcq'; answer: number } | { type: 'fill_blanks'; answer: string } | { type: 'order'; id: number; answer: Record<string, number> };

/** A right (or wrong) answer to a keyed question, as the widgets send it. */
function answerTo(question: KeyedQuestion, right: boolean): Body {
  switch (question.type) {
    case 'mcq':
      return { type: 'mcq', answer: question.options.find((option) => option.is_correct === right)!.id };
    case 'fill_blanks':
      return { type: 'fill_blanks', answer: right ? ` ${question.options[0]!.option_text.toUpperCase()} ` : 'no idea' };
    default: {
      const ids = question.options.map((option) => option.id);
      if (!right) ids.reverse();
      return { type: 'order', id: question.id, answer: Object.fromEntries(ids.map((id, index) => [String(index + 1), id])) };
    }
  }
}

const activityId = (code: string) => fixture.ids('activities', code);
const goalId = () => fixture.program.clear;

const getQuestions = async (client: TestClient, activity: string, goal = goalId()) =>
  (await client.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goal), activity_id: activityId(activity) } } })).data!;
const respond = async (client: TestClient, activity: string, question: KeyedQuestion, right: boolean) =>
  (await client.POST('/strapi/response', { body: { ...answerTo(question, right), activity_id: activityId(activity), goal_id: goalId(), question_id: question.id } })).data!;
const complete = async (client: TestClient, activity: string) =>
  (await client.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: activityId(activity) } }, body: { goal_id: goalId() } })).data!;
const totalPoints = async (client: TestClient) => (await client.GET('/user-data/total-points')).data!.total_points;

/** Answers every answerable question of the activity, right except those listed, then finishes it. */
async function play(client: TestClient, activity: string, wrongTypes: string[] = []) {
  for (const question of await keyOf(activity)) {
    if (question.type !== 'flashcard') await respond(client, activity, question, !wrongTypes.includes(question.type));
  }
  return complete(client, activity);
}

const responseCount = async (userId: number) =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(questionResponses).where(eq(questionResponses.user_id, userId)))[0]!.n;

describe('the activity player’s questions', () => {
  it('come without their key; each answer reveals it, and the questions then show it', async () => {
    const { client } = await learnerWithGoal();
    const before = await getQuestions(client, 'fx-act-1');
    expect(before.reattempt).toBe(true);
    expect(before.questions.map((item) => item.question.type)).toEqual(['mcq', 'fill_blanks', 'order', 'flashcard']);
    expect(before.questions.every((item) => item.response === null)).toBe(true);
    const [mcq, fill, order] = before.questions;
    expect(mcq!.question.components.map((component) => component.mcq_options.is_correct)).toEqual([null, null, null]);
    expect(fill!.question.components).toEqual([]);
    const key = await keyOf('fx-act-1');
    const correctOrder = key[2]!.options.map((option) => option.id);
    expect(order!.question.components.map((component) => component.id)).not.toEqual(correctOrder);
    expect(order!.question.components.map((component) => component.position)).toEqual([1, 2, 3]);
    expect(JSON.stringify(before)).not.toContain('"is_correct":true');
    // The explanation often states the answer: it comes with the verdict. A flashcard's comment is its back.
    expect(before.questions.map((item) => item.question.comment)).toEqual([null, null, null, 'Bottom line up front.']);

    const result = await respond(client, 'fx-act-1', key[0]!, false);
    expect(result).toEqual({ isUserCorrect: false, correctAnswer: key[0]!.options.find((option) => option.is_correct)!.id, comment: 'The second option names the outcome.' });
    expect(await respond(client, 'fx-act-1', key[1]!, true)).toEqual({ isUserCorrect: true, correctAnswer: 'point', comment: 'Lead with the point.' });
    expect(await respond(client, 'fx-act-1', key[2]!, true)).toEqual({
      isUserCorrect: true,
      correctAnswer: { '1': correctOrder[0], '2': correctOrder[1], '3': correctOrder[2] },
      comment: 'Context, ask, next step.',
    });

    const after = await getQuestions(client, 'fx-act-1');
    expect(after.questions.map((item) => item.question.comment)).toEqual(['The second option names the outcome.', 'Lead with the point.', 'Context, ask, next step.', 'Bottom line up front.']);
    expect(after.questions[0]!.response).toEqual({ user_response: { type: 'mcq', answer: expect.any(Number) }, is_correct: false });
    expect(after.questions[0]!.question.components.map((component) => component.mcq_options.is_correct)).toEqual([false, true, false]);
    expect(after.questions[1]!.question.components.map((component) => component.mcq_options.option_text)).toEqual(['point', 'conclusion']);
    expect(after.questions[3]!.response).toBeNull();
  });

  it('come with the activity’s reading, to offer before the first question, and with null when it has none', async () => {
    const { client } = await learnerWithGoal();
    expect((await getQuestions(client, 'fx-act-1')).reading).toEqual({
      id: expect.any(Number),
      reading_title: 'Lead with the point',
      reading_text: 'One.\n\nTwo.',
      subtopic_id: fixture.ids('subtopics', 'fx-sub-a1'),
      active: true,
    });
    server.clock.set(at('2026-11-17'));
    expect((await getQuestions(client, 'fx-act-2')).reading).toBeNull();
  });

  it('refuse a goal the learner does not follow (403), an item not in the goal (404) and a day not come yet (403)', async () => {
    const { client } = await learnerWithGoal();
    const other = await learnerWithGoal();
    await other.client.POST('/goal/quit/{goalId}', { params: { path: { goalId: goalId() } } });
    expect(await failure(getQuestions(other.client, 'fx-act-1'))).toMatchObject({ status: 403, message: 'You are not following this goal.' });
    expect(await failure(getQuestions(client, 'fx-act-1', fixture.program.listen))).toMatchObject({ status: 403 });
    expect(await failure(getQuestions(client, 'fx-s-act-1'))).toMatchObject({ status: 404, message: 'This activity is not part of this goal.' });
    expect(await failure(getQuestions(client, 'fx-act-3'))).toMatchObject({ status: 403, code: 'ItemLocked', message: 'This activity opens on day 3 of your goal.' });
    // Ten digits fit the address's pattern but not an id (the full fuzz run's 500): no goal, 400.
    for (const goal of [2_147_483_648, 9_999_999_999, 0]) {
      expect(await failure(getQuestions(client, 'fx-act-1', goal)), String(goal)).toMatchObject({ status: 400, code: 'GoalRequired' });
    }
  });

  it('are previewed by the back-office with their key and without a goal', async () => {
    const email = uniqueEmail('console');
    await server.database.db.insert(admins).values({ email, password_hash: await hashPassword('Console#2026'), first_name: 'Sam', last_name: 'Okafor', confirmed_at: sql`now()` });
    const admin = server.newClient();
    await admin.POST('/admin/login', { body: { email, password: 'Console#2026' } });
    const preview = (await admin.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: 'null', activity_id: activityId('fx-act-1') } } })).data!;
    expect(preview.questions[0]!.question.components.map((component) => component.mcq_options.is_correct)).toEqual([false, true, false]);
    expect(preview.questions.every((item) => item.response === null)).toBe(true);
  });
});

describe('completing an activity', () => {
  it('on its day, all correct: every question’s points and the three bonuses, as events; the day lists and progress move', async () => {
    const { client, userId } = await learnerWithGoal();
    const completion = await play(client, 'fx-act-1');
    expect(completion).toEqual({ user_activity_id: expect.any(Number), user_score: 50, reading: expect.objectContaining({ reading_title: expect.any(String), reading_text: expect.any(String) }) });
    expect(await totalPoints(client)).toBe(50);
    const events = await server.database.db.select({ source: pointsEvents.source, points: pointsEvents.points }).from(pointsEvents).where(eq(pointsEvents.user_id, userId));
    expect(events.sort((a, b) => a.points - b.points)).toEqual([
      { source: 'question', points: 10 },
      { source: 'question', points: 10 },
      { source: 'question', points: 10 },
      { source: 'activity_bonus', points: 20 },
    ]);
    const today = (await client.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!;
    expect(today.activityList).toEqual([expect.objectContaining({ activity_id: activityId('fx-act-1'), completed: true })]);
    const [goal] = (await client.GET('/goal/enrolled-goals')).data!;
    expect(goal!.learn_completion_percentage).toBeGreaterThan(0);
    expect((await client.GET('/user-data/stats')).data).toMatchObject({ total_points: 50, task_streak: 1, no_of_days_of_learning: 1 });
    // The flashcard was recorded as seen, correct, with an empty answer.
    const flashcard = (await getQuestions(client, 'fx-act-1')).questions[3]!;
    expect(flashcard.response).toEqual({ user_response: { type: 'flashcard', answer: '' }, is_correct: true });
  });

  it('on its day with a wrong answer: the correct answers and the same-day bonus', async () => {
    const { client } = await learnerWithGoal();
    expect((await play(client, 'fx-act-1', ['mcq'])).user_score).toBe(25);
  });

  it('late, all correct: the all-correct bonus only; late with a wrong answer: the correct answers alone', async () => {
    const { client } = await learnerWithGoal();
    server.clock.set(at('2026-11-18')); // day 3: fx-act-1 (day 1) and fx-act-2 (day 2) are caught up late
    expect((await play(client, 'fx-act-1')).user_score).toBe(35);
    expect((await play(client, 'fx-act-2', ['order'])).user_score).toBe(20);
    expect(await totalPoints(client)).toBe(55);
  });

  it('a second time earns nothing: the same answer again, then the review until reattempt_after_days have passed', async () => {
    const { client, userId } = await learnerWithGoal();
    const first = await play(client, 'fx-act-1');
    expect(await complete(client, 'fx-act-1')).toEqual(first);
    expect(await totalPoints(client)).toBe(50);

    const review = await getQuestions(client, 'fx-act-1');
    expect(review.reattempt).toBe(false);
    expect(review.questions.every((item) => item.response !== null)).toBe(true);
    const key = await keyOf('fx-act-1');
    const responses = await responseCount(userId);
    expect(await failure(respond(client, 'fx-act-1', key[0]!, true))).toMatchObject({
      status: 409,
      code: 'ActivityCompleted',
      message: 'You have completed this activity. Its answers are in the review; you can take it again from 2026-11-23.',
    });
    expect(await responseCount(userId)).toBe(responses);

    server.clock.set(at('2026-11-23')); // 7 days later: a new attempt, which is practice
    expect((await getQuestions(client, 'fx-act-1')).reattempt).toBe(true);
    const again = await play(client, 'fx-act-1');
    expect(again.user_score).toBe(0);
    expect(again.user_activity_id).not.toBe(first.user_activity_id);
    expect(await totalPoints(client)).toBe(50);
    const attempts = await server.database.db.select({ attempt: userActivities.attempt }).from(userActivities).where(eq(userActivities.user_id, userId));
    expect(attempts.map((row) => row.attempt).sort()).toEqual([1, 2]);
  });

  it('completes the goal when it was the last item of its schedule', async () => {
    const { client, userId } = await learnerWithGoal();
    const db = server.database.db;
    // Every other item of the 14-day schedule done already, in the database.
    await db.execute(sql`insert into user_activities (user_id, goal_id, activity_id, completed_at)
      select ${userId}, ${goalId()}, id, now() from activities where code in ('fx-act-2', 'fx-act-3')`);
    await db.execute(sql`insert into user_revisions (user_id, goal_id, revision_id, completed_at)
      select ${userId}, ${goalId()}, id, now() from revisions where code = 'fx-rev-1'`);
    await db.execute(sql`insert into user_challenges (user_id, goal_id, challenge_id, date, is_completed, completed_date)
      select ${userId}, ${goalId()}, id, '2026-11-16', true, now() from challenges where code in ('fx-ch-steps', 'fx-ch-meeting')`);
    await play(client, 'fx-act-1');
    const [goal] = await db.select({ completed: userGoals.completed, completed_date: userGoals.completed_date }).from(userGoals).where(eq(userGoals.user_id, userId));
    expect(goal).toEqual({ completed: true, completed_date: expect.any(Date) });
    expect(goal!.completed_date!.toISOString()).toMatch(/^2026-11-16T09:00/);
  });
});

describe('reviewing an attempt', () => {
  it('answers every question with the answer given and the key', async () => {
    const { client } = await learnerWithGoal();
    await play(client, 'fx-act-1', ['fill_blanks']);
    const review = (await client.GET('/strapi/user-responses', { params: { query: { activity_id: activityId('fx-act-1'), goal_id: goalId(), attempt: 1 } } })).data!;
    expect(review.map((item) => item.response?.is_correct)).toEqual([true, false, true, true]);
    expect(review[1]!.response!.user_response).toEqual({ type: 'fill_blanks', answer: 'no idea' });
    expect(review[0]!.question.components.some((component) => component.mcq_options.is_correct === true)).toBe(true);
    expect(await failure(client.GET('/strapi/user-responses', { params: { query: { activity_id: activityId('fx-act-1'), goal_id: goalId(), attempt: 2 } } }))).toMatchObject({
      status: 404,
      message: 'You have no attempt 2 of this activity.',
    });
  });

  it('is refused for another learner’s goal', async () => {
    const { client } = await learnerWithGoal();
    await play(client, 'fx-act-1');
    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect(await failure(stranger.GET('/strapi/user-responses', { params: { query: { activity_id: activityId('fx-act-1'), goal_id: goalId() } } }))).toMatchObject({ status: 403 });
  });
});

describe('bad answers', () => {
  it('are refused with a clear message and store nothing', async () => {
    const { client, userId } = await learnerWithGoal();
    const key = await keyOf('fx-act-1');
    const base = { activity_id: activityId('fx-act-1'), goal_id: goalId() };
    const otherQuestion = (await keyOf('fx-act-2'))[0]!;
    // Each call made only when its turn comes, so none is refused before the test awaits it.
    const cases: [() => Promise<unknown>, number, string | RegExp][] = [
      [() => client.POST('/strapi/response', { body: { ...base, ...answerTo(otherQuestion, true), question_id: otherQuestion.id } }), 400, `Question ${otherQuestion.id} is not part of this activity.`],
      [() => client.POST('/strapi/response', { body: { ...base, type: 'fill_blanks', answer: 'point', question_id: key[0]!.id } }), 400, `Question ${key[0]!.id} is a mcq question, so it cannot take a fill_blanks answer.`],
      [() => client.POST('/strapi/response', { body: { ...base, type: 'mcq', answer: key[2]!.options[0]!.id, question_id: key[0]!.id } }), 400, /is not an option of question/],
      [() => client.POST('/strapi/response', { body: { ...base, type: 'fill_blanks', answer: 'x'.repeat(100_000), question_id: key[1]!.id } }), 400, /./],
      [() => client.POST('/strapi/response', { body: { ...base, type: 'order', id: key[2]!.id, answer: { '1': key[2]!.options[0]!.id, '2': key[2]!.options[0]!.id, '3': key[2]!.options[1]!.id }, question_id: key[2]!.id } }), 400, /exactly once/],
      [() => client.POST('/strapi/response', { body: { ...base, type: 'mcq', answer: 1, question_id: key[3]!.id } }), 400, /Flashcards take no answer/],
      [() => client.POST('/strapi/response', { body: { ...base, goal_id: fixture.program.listen, ...answerTo(key[0]!, true), question_id: key[0]!.id } }), 403, 'You are not following this goal.'],
    ];
    for (const [call, status, message] of cases) {
      expect(await failure(call())).toMatchObject({ status, message: expect.stringMatching(message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)) });
    }
    expect(await responseCount(userId)).toBe(0);
    const attempts = await server.database.db.select().from(userActivities).where(eq(userActivities.user_id, userId));
    expect(attempts).toEqual([]);
  });

  it('answering the same question twice in an attempt is a conflict', async () => {
    const { client } = await learnerWithGoal();
    const [mcq] = await keyOf('fx-act-1');
    await respond(client, 'fx-act-1', mcq!, true);
    expect(await failure(respond(client, 'fx-act-1', mcq!, false))).toMatchObject({ status: 409, code: 'AlreadyAnswered' });
  });
});

describe('the difficulty survey', () => {
  it('is saved once for the learner’s own completed activity', async () => {
    const { client } = await learnerWithGoal();
    const { user_activity_id } = await play(client, 'fx-act-1');
    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect(await failure(stranger.POST('/strapi/user-feedback', { body: { user_activity_id, activity_feedback: 1 } }))).toMatchObject({ status: 403 });
    await client.POST('/strapi/user-feedback', { body: { user_activity_id, activity_feedback: 3 } });
    expect(await failure(client.POST('/strapi/user-feedback', { body: { user_activity_id, activity_feedback: 2 } }))).toMatchObject({ status: 409, code: 'FeedbackAlreadyGiven' });
    expect(await failure(client.POST('/strapi/user-feedback', { body: { user_activity_id, activity_feedback: 5 } }))).toMatchObject({ status: 400 });
    const [row] = await server.database.db.select({ feedback: userActivities.activity_feedback }).from(userActivities).where(eq(userActivities.id, user_activity_id));
    expect(row!.feedback).toBe(3);
  });
});

describe('revisions', () => {
  it('play through to completion: questions without their key, answers checked, points for correct answers once', async () => {
    const { client, userId } = await learnerWithGoal();
    server.clock.set(at('2026-11-17')); // day 2
    const revisionId = fixture.ids('revisions', 'fx-rev-1');
    const items = (await client.GET('/revision/get-questions/{goal_id}/{revision_id}', { params: { path: { goal_id: goalId(), revision_id: revisionId } } })).data!;
    expect(items.length).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toContain('"is_correct":true');
    const db = server.database.db;
    let expected = 0;
    for (const item of items) {
      const [stored] = await db.select({ type: questions.type, points: questions.points }).from(questions).where(eq(questions.id, item.question_id));
      // As in activities, the explanation comes with the verdict; a flashcard's back comes with it.
      if (stored!.type === 'flashcard') {
        expect(item.question.comment).toEqual(expect.any(String));
        continue;
      }
      expect(item.question.comment).toBeNull();
      const options = await db.select().from(questionOptions).where(eq(questionOptions.question_id, item.question_id)).orderBy(questionOptions.position);
      const result = (await client.POST('/revision/response', { body: { ...answerTo({ id: item.question_id, type: stored!.type, options }, true), revision_id: revisionId, goal_id: goalId(), question_id: item.question_id } })).data!;
      expect(result.isUserCorrect).toBe(true);
      expect(result.comment).toEqual(expect.any(String));
      expected += stored!.points;
    }
    const completion = (await client.POST('/revision/complete/{revision_id}', { params: { path: { revision_id: revisionId } }, body: { goal_id: goalId() } })).data!;
    expect(completion).toEqual({ user_revision_id: expect.any(Number), user_score: expected });
    expect(await totalPoints(client)).toBe(expected);
    const review = (await client.GET('/revision/user-responses', { params: { query: { revision_id: revisionId, goal_id: goalId() } } })).data!;
    expect(review.every((item) => item.response?.is_correct === true)).toBe(true);
    // Played again: a new attempt, which earns nothing.
    const again = (await client.POST('/revision/complete/{revision_id}', { params: { path: { revision_id: revisionId } }, body: { goal_id: goalId() } })).data!;
    expect(again.user_score).toBe(0);
    expect(await totalPoints(client)).toBe(expected);
    const revisionEvents = await db.select().from(pointsEvents).where(and(eq(pointsEvents.user_id, userId), eq(pointsEvents.source, 'revision')));
    expect(revisionEvents).toHaveLength(1);
  });
});

describe('what the players add to the journal', () => {
  it('notes, flashcards and the saved reading, each the learner’s own', async () => {
    const { client, userId } = await learnerWithGoal();
    const note = (await client.POST('/user-data/add-note', { body: { note_title: 'Which is best?', note_text: 'Start with the outcome' } })).data!;
    expect(note).toEqual({ id: expect.any(Number), note_title: 'Which is best?', note_text: 'Start with the outcome', added_date: expect.stringMatching(/^2026-11-16T09:00/) });
    const card = (await client.POST('/user-data/flashcard', { body: { flashcard_title: 'BLUF', flashcard_text: 'Bottom line up front.' } })).data!;
    expect(card).toMatchObject({ flashcard_title: 'BLUF', flashcard_text: 'Bottom line up front.' });
    const { reading } = await play(client, 'fx-act-1');
    await client.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading!.id } } });
    await client.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading!.id } } });
    const db = server.database.db;
    expect(await db.select({ id: notes.id }).from(notes).where(eq(notes.user_id, userId))).toHaveLength(1);
    expect(await db.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.user_id, userId))).toHaveLength(1);
    expect(await db.select().from(savedReadings).where(eq(savedReadings.user_id, userId))).toHaveLength(1);
    expect(await failure(client.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: 999_999 } } }))).toMatchObject({ status: 404 });
    expect(await failure(client.POST('/user-data/add-note', { body: { note_title: '', note_text: 'x' } }))).toMatchObject({ status: 400 });
  });
});
