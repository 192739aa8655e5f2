import type { Schema } from '@stride/api-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { contractOperations } from '../../testing/contract-operations';
import { exampleFor } from '../../testing/contract-values';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { databaseState, refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin } from '../../testing/helpers';
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
// Monday 16 November 2026: a learner who starts a goal today is on its day 1.
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

const code = (label: string) => `${label}-${++sequence}`;
const topicA = () => fixture.ids('topics', 'fx-topic-a');
const subtopicA = () => fixture.ids('subtopics', 'fx-sub-a1');

/** Awaits a call that must be refused with `status` and leave every table as it was; returns the error. */
const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);

const activityBody = (activityCode = code('act')) => ({
  code: activityCode,
  name: 'Say it in one line',
  description: 'Lead with the point.',
  type: 'learn' as const,
  reattempt_after_days: 3,
  same_day_bonus: 5,
  same_day_all_correct_bonus: 10,
  all_correct_bonus: 5,
});
const addActivity = async () => (await admin.POST('/activity/add', { body: activityBody() })).data!;

const addQuestion = (body: {
  activity_id: number;
  type: 'mcq' | 'fill_blanks' | 'order' | 'flashcard';
  stem: string;
  comment?: string;
  components: { option_text: string; is_correct: boolean; position: number }[];
}) => admin.POST('/admin/question/add', { body: { comment: '', question_image_url: null, ...body } });

const options = (texts: string[], correct: (index: number) => boolean) => texts.map((option_text, index) => ({ option_text, is_correct: correct(index), position: index + 1 }));

/** One question of each type, as an author writes them. */
const fourQuestions = (activityId: number) => [
  { activity_id: activityId, type: 'mcq' as const, stem: 'Where does the point go?', comment: 'First.', components: options(['Last', 'First', 'Nowhere'], (i) => i === 1) },
  { activity_id: activityId, type: 'fill_blanks' as const, stem: 'Say the ____ first.', components: options(['point', 'conclusion'], () => true) },
  { activity_id: activityId, type: 'order' as const, stem: 'Order a crisp message.', components: options(['Point', 'Reason', 'Ask'], () => true) },
  { activity_id: activityId, type: 'flashcard' as const, stem: 'BLUF', comment: 'Bottom line up front.', components: [] },
];

const emptyDays = (count: number) => Array.from({ length: count }, (_, index) => ({ day_number: index + 1, learn: [] as { item_type: 'activity' | 'revision'; id: number }[], do: [] as { challenge_id: number }[] }));

const curriculumOperations = [
  'listTopics', 'listSubtopics', 'addSubtopic', 'listPrograms', 'listGoals', 'addGoal', 'getGoalStaticSchedule', 'replaceGoalStaticSchedule',
  'listActivities', 'addActivity', 'listGoalActivities', 'addQuestion', 'listReadings', 'addReading', 'listChallenges', 'addChallenge',
  'listGoalChallenges', 'listTips', 'addTip', 'listContextCards', 'addContextCard', 'listRevisions', 'addRevision',
  'addTopic', 'updateTopic', 'addProgram', 'updateProgram',
];

describe('a learner session', () => {
  it('is refused on every curriculum call (401) with a valid request, and writes nothing', async () => {
    const learner = server.newClient();
    await registerAndLogin(learner);
    const operations = contractOperations.filter((operation) => curriculumOperations.includes(operation.operationId));
    expect(operations).toHaveLength(curriculumOperations.length);
    const before = await databaseState(server.database.db);
    for (const operation of operations) {
      const path = operation.path.replace('{goal_id}', String(fixture.program.clear)).replace('{topic_id}', String(topicA())).replace('{program_id}', String(fixture.program.id));
      const query = operation.parameters.some((parameter) => parameter.in === 'query') ? `?goal_id=${fixture.program.clear}` : '';
      const body = operation.body ? JSON.stringify(exampleFor(operation.body.schema)) : undefined;
      expect((await learner.send(operation.method, `${path}${query}`, body)).status, operation.operationId).toBe(401);
    }
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});

describe('subtopics', () => {
  it('are added under a topic, listed with their flag; a taken code is 409, bad input 400 and an unknown topic 404, each writing nothing', async () => {
    const subtopicCode = code('sub');
    const added = (await admin.POST('/subtopic/add', { body: { code: subtopicCode, name: '  Brevity ', description: 'Fewer words.', topic_id: topicA() } })).data!;
    expect(added).toEqual({ id: expect.any(Number), code: subtopicCode, name: 'Brevity', description: 'Fewer words.', topic_id: topicA(), active: true });
    expect((await admin.GET('/subtopic/all')).data).toContainEqual(added);
    expect((await admin.GET('/topic/all')).data).toContainEqual(expect.objectContaining({ id: topicA(), code: 'fx-topic-a', active: true }));

    const taken = await refusedUnchanged(() => admin.POST('/subtopic/add', { body: { code: subtopicCode, name: 'Other', description: 'Other.', topic_id: topicA() } }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('subtopic', subtopicCode));
    const blank = await refusedUnchanged(() => admin.POST('/subtopic/add', { body: { code: code('sub'), name: '   ', description: 'Fewer words.', topic_id: topicA() } }), 400);
    expect(blank.message).toBe('name must not be blank.');
    await refusedUnchanged(() => admin.POST('/subtopic/add', { body: { code: 'has spaces', name: 'n', description: 'd', topic_id: topicA() } }), 400);
    const unknown = await refusedUnchanged(() => admin.POST('/subtopic/add', { body: { code: code('sub'), name: 'n', description: 'd', topic_id: 999_999 } }), 404);
    expect(unknown.message).toBe('There is no topic with id 999999.');
  });
});

describe('goals and assessment questions', () => {
  it('a goal is added to a program with its topics; taken code 409, unknown topic 400, unknown program 404', async () => {
    const goalCode = code('goal');
    const goal = (await admin.POST('/goal/add', { body: { code: goalCode, name: 'Write briefly', description: 'Short messages.', program_id: fixture.program.id, topic_ids: [topicA()] } })).data!;
    expect(goal).toMatchObject({ code: goalCode, program_id: fixture.program.id, active: true, goal_topic_maps: [{ topic: { id: topicA(), name: expect.any(String) } }] });
    expect((await admin.GET('/goal/all')).data).toContainEqual(goal);
    expect((await admin.GET('/program/all')).data!.map((program) => program.code)).toEqual(expect.arrayContaining(['fx-program', 'fx-sprint']));

    const taken = await refusedUnchanged(() => admin.POST('/goal/add', { body: { code: goalCode, name: 'n', description: 'd', program_id: fixture.program.id } }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('goal', goalCode));
    await refusedUnchanged(() => admin.POST('/goal/add', { body: { code: code('goal'), name: 'n', description: 'd', program_id: fixture.program.id, topic_ids: [999_999] } }), 400);
    await refusedUnchanged(() => admin.POST('/goal/add', { body: { code: code('goal'), name: 'n', description: 'd', program_id: 999_999 } }), 404);
  });

  it('an assessment question posted to goal/add gets three options, each counting for a goal of its program', async () => {
    // The sprint's, so the fixture program's assessment stays as the learners' tests answer it; a sprint has one goal.
    const programId = fixture.sprint.id;
    const goalId = fixture.sprint.goal;
    const body = { program_id: programId, stem: 'In a meeting you…', option_1: 'Talk', option_2: 'Listen', option_3: 'Write', option_1_points: 3, option_2_points: 2, option_3_points: 0, option_1_goal_id: goalId, option_2_goal_id: goalId, option_3_goal_id: goalId };
    const question = (await admin.POST('/goal/add', { body })).data!;
    expect(question).toEqual({
      id: expect.any(Number),
      program_id: programId,
      stem: 'In a meeting you…',
      components: [
        { id: expect.any(Number), option_text: 'Talk', points: 3 },
        { id: expect.any(Number), option_text: 'Listen', points: 2 },
        { id: expect.any(Number), option_text: 'Write', points: 0 },
      ],
    });
    const stranger = await refusedUnchanged(() => admin.POST('/goal/add', { body: { ...body, option_3_goal_id: fixture.program.clear } }), 400);
    expect(stranger.message).toBe(curriculumMessages.notInProgram(fixture.program.clear, programId));
    await refusedUnchanged(() => admin.POST('/goal/add', { body: { ...body, option_2: ' ' } }), 400);
    await refusedUnchanged(() => admin.POST('/goal/add', { body: { ...body, program_id: 999_999 } }), 404);
  });

  it('an assessment body as the spec gives it, without the goal ids, is told which fields it lacks, not the goal form’s', async () => {
    const spec = { program_id: fixture.program.id, stem: 'In a meeting you…', option_1: 'Talk', option_2: 'Listen', option_3: 'Write', option_1_points: 3, option_2_points: 2, option_3_points: 0 };
    const refused = await refusedUnchanged(() => admin.POST('/goal/add', { body: spec as never }), 400);
    expect([refused.code, refused.message]).toEqual(['ValidationError', 'option_1_goal_id, option_2_goal_id and option_3_goal_id are required.']);
    const outOfRange = await refusedUnchanged(() => admin.POST('/goal/add', { body: { ...spec, option_1_goal_id: fixture.program.clear, option_2_goal_id: fixture.program.listen, option_3_goal_id: fixture.program.clear, option_3_points: 101 } }), 400);
    expect(outOfRange.message).toBe('option_3_points must be at most 100.');
    // A goal body still reads as a goal.
    expect((await refusedUnchanged(() => admin.POST('/goal/add', { body: { code: code('goal'), name: 'n', program_id: fixture.program.id } as never }), 400)).message).toBe('description is required.');
  });
});

describe('activities and their questions', () => {
  it('an activity is added and listed with its questions; taken code 409, bad input 400, unknown reading 404', async () => {
    const body = activityBody();
    const activity = (await admin.POST('/activity/add', { body: { ...body, reading_id: null, subtopic_id: subtopicA() } })).data!;
    expect(activity).toEqual({ ...body, id: expect.any(Number), reading_id: null, subtopic_id: subtopicA(), active: true, questions: [] });
    const taken = await refusedUnchanged(() => admin.POST('/activity/add', { body }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('activity', body.code));
    await refusedUnchanged(() => admin.POST('/activity/add', { body: { ...activityBody(), same_day_bonus: -1 } }), 400);
    expect((await admin.send('POST', '/activity/add', JSON.stringify({ ...activityBody(), type: 'drill' }))).status).toBe(400);
    await refusedUnchanged(() => admin.POST('/activity/add', { body: { ...activityBody(), description: '\n' } }), 400);
    await refusedUnchanged(() => admin.POST('/activity/add', { body: { ...activityBody(), reading_id: 999_999 } }), 404);

    for (const question of fourQuestions(activity.id)) expect((await addQuestion(question)).response.status).toBe(201);
    const listed = (await admin.GET('/activity/all')).data!.find((candidate) => candidate.id === activity.id)!;
    expect(listed.questions.map((question) => [question.type, question.stem])).toEqual([
      ['mcq', 'Where does the point go?'],
      ['fill_blanks', 'Say the ____ first.'],
      ['order', 'Order a crisp message.'],
      ['flashcard', 'BLUF'],
    ]);
  });

  it('a question comes back with its key, in the shape the player reads', async () => {
    const activity = await addActivity();
    const [mcq] = fourQuestions(activity.id);
    const question = (await addQuestion(mcq!)).data!;
    expect(question).toMatchObject({ type: 'mcq', stem: 'Where does the point go?', comment: 'First.', question_image_url: null });
    expect(question.components.map((component) => [component.position, component.mcq_options.option_text, component.mcq_options.is_correct])).toEqual([
      [1, 'Last', false],
      [2, 'First', true],
      [3, 'Nowhere', false],
    ]);
  });

  it('a question broken for its type is refused with the reason (400) and nothing is written', async () => {
    const activity = await addActivity();
    const q = curriculumMessages.question;
    const cases: [Parameters<typeof addQuestion>[0], string][] = [
      [{ activity_id: activity.id, type: 'mcq', stem: 'One option?', components: options(['Only'], () => true) }, q.mcqOptions],
      [{ activity_id: activity.id, type: 'mcq', stem: 'Two right?', components: options(['A', 'B', 'C'], (i) => i > 0) }, q.mcqOneCorrect],
      [{ activity_id: activity.id, type: 'mcq', stem: 'None right?', components: options(['A', 'B'], () => false) }, q.mcqOneCorrect],
      [{ activity_id: activity.id, type: 'mcq', stem: 'Same?', components: options(['Yes', ' yes '], (i) => i === 0) }, q.sameText],
      [{ activity_id: activity.id, type: 'mcq', stem: 'Gap?', components: [{ option_text: 'A', is_correct: true, position: 1 }, { option_text: 'B', is_correct: false, position: 3 }] }, q.positions],
      [{ activity_id: activity.id, type: 'fill_blanks', stem: 'The ____.', components: [] }, q.fillAnswers],
      [{ activity_id: activity.id, type: 'fill_blanks', stem: 'The ____.', components: options(['point', 'end'], (i) => i === 0) }, q.allCorrect('fill-in-the-blank')],
      [{ activity_id: activity.id, type: 'order', stem: 'Order one?', components: options(['Only'], () => true) }, q.orderItems],
      [{ activity_id: activity.id, type: 'order', stem: 'Order?', components: options(['A', 'B'], (i) => i === 0) }, q.allCorrect('ordering')],
      [{ activity_id: activity.id, type: 'flashcard', stem: 'Front', comment: 'Back', components: options(['A'], () => true) }, q.flashcardOptions],
      [{ activity_id: activity.id, type: 'flashcard', stem: 'Front', comment: ' ', components: [] }, q.flashcardBack],
      [{ activity_id: activity.id, type: 'mcq', stem: '  ', components: options(['A', 'B'], (i) => i === 0) }, 'stem must not be blank.'],
    ];
    for (const [body, message] of cases) {
      const error = await refusedUnchanged(() => addQuestion(body), 400);
      expect(error.message, body.stem).toBe(message);
    }
    const unknown = await refusedUnchanged(() => addQuestion({ ...fourQuestions(999_999)[3]! }), 404);
    expect(unknown.message).toBe('There is no activity with id 999999.');
  });
});

describe('readings, tips and context cards', () => {
  it('a reading is added to a subtopic; blank text 400, unknown subtopic 404', async () => {
    const reading = (await admin.POST('/reading/add', { body: { reading_title: 'Lead with it', reading_text: 'One.\n\nTwo.', subtopic_id: subtopicA() } })).data!;
    expect(reading).toEqual({ id: expect.any(Number), reading_title: 'Lead with it', reading_text: 'One.\n\nTwo.', subtopic_id: subtopicA(), active: true });
    expect((await admin.GET('/reading/all')).data).toContainEqual(reading);
    await refusedUnchanged(() => admin.POST('/reading/add', { body: { reading_title: 'T', reading_text: ' ', subtopic_id: subtopicA() } }), 400);
    await refusedUnchanged(() => admin.POST('/reading/add', { body: { reading_title: 'T', reading_text: 'x', subtopic_id: 999_999 } }), 404);
  });

  it('a tip is added once: the same text again is 409, a blank one 400', async () => {
    const text = `Pause before you answer (${code('tip')}).`;
    const tip = (await admin.POST('/tip/add', { body: { tip_text: text } })).data!;
    expect((await admin.GET('/tip/all')).data).toContainEqual(tip);
    expect((await refusedUnchanged(() => admin.POST('/tip/add', { body: { tip_text: ` ${text}` } }), 409)).message).toBe(curriculumMessages.tipTaken);
    await refusedUnchanged(() => admin.POST('/tip/add', { body: { tip_text: '  ' } }), 400);
  });

  it('a context card is added to a day of a goal; taken code 409, a day beyond the program 400, unknown goal 404', async () => {
    const cardCode = code('card');
    const body = { code: cardCode, context_card_display_name: 'Why', card_title: 'Short wins', card_display_text: 'Readers skim.', image_url: null, image_display_position: 'top' as const, goal_id: fixture.sprint.goal, day_number: 10 };
    const card = (await admin.POST('/context-card/add', { body })).data!;
    expect(card).toEqual({ ...body, id: expect.any(Number) });
    expect((await admin.GET('/context-card/all')).data).toContainEqual(card);
    expect((await refusedUnchanged(() => admin.POST('/context-card/add', { body }), 409)).message).toBe(curriculumMessages.codeTaken('context card', cardCode));
    expect((await refusedUnchanged(() => admin.POST('/context-card/add', { body: { ...body, code: code('card'), day_number: 11 } }), 400)).message).toBe(curriculumMessages.dayBeyondProgram(11, 10));
    await refusedUnchanged(() => admin.POST('/context-card/add', { body: { ...body, code: code('card'), goal_id: 999_999 } }), 404);
  });
});

describe('revisions', () => {
  it('are added asking questions of activities in the order given, and listed with them; bad input 400, taken code 409, unknown question 400, each writing nothing', async () => {
    const activity = await addActivity();
    const written: Schema<'Question'>[] = [];
    for (const question of fourQuestions(activity.id).slice(0, 3)) written.push((await addQuestion(question)).data!);
    const [mcq, fill, order] = written;
    const body = { code: code('rev'), name: ' Recap ', description: 'The point, again.', question_ids: [order!.id, mcq!.id, fill!.id] };
    const added = await admin.POST('/revision/add', { body });
    expect(added.response.status).toBe(201);
    const summary = (question: Schema<'Question'>) => ({ id: question.id, type: question.type, stem: question.stem, activity_id: activity.id, activity_name: activity.name });
    expect(added.data).toEqual({ id: expect.any(Number), code: body.code, name: 'Recap', description: 'The point, again.', active: true, questions: [summary(order!), summary(mcq!), summary(fill!)] });
    expect((await admin.GET('/revision/all')).data).toContainEqual(added.data);

    const taken = await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, name: 'Other' } }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('revision', body.code));
    const unknown = await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: code('rev'), question_ids: [mcq!.id, 999_999] } }), 400);
    expect(unknown.message).toBe('There is no question with id 999999.');
    const blank = await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: code('rev'), description: ' ' } }), 400);
    expect(blank.message).toBe('description must not be blank.');
    const count = 'A revision asks 1 to 50 questions, each once.';
    expect((await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: code('rev'), question_ids: [] } }), 400)).message).toBe(count);
    expect((await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: code('rev'), question_ids: [mcq!.id, mcq!.id] } }), 400)).message).toBe(count);
    await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: code('rev'), question_ids: Array.from({ length: 51 }, (_, i) => i + 1) } }), 400);
    await refusedUnchanged(() => admin.POST('/revision/add', { body: { ...body, code: 'has spaces' } }), 400);
  });

  it('an authored revision is switched off and on, and deleted while no schedule lists it (its questions stay with their activity)', async () => {
    const activity = await addActivity();
    const question = (await addQuestion(fourQuestions(activity.id)[3]!)).data!;
    const revision = (await admin.POST('/revision/add', { body: { code: code('rev'), name: 'Flash', description: 'Cards again.', question_ids: [question.id] } })).data!;
    const flag = { params: { path: { kind: 'revision' as const, id: revision.id } } };
    expect((await admin.PATCH('/curriculum/{kind}/{id}/active', { ...flag, body: { active: false } })).data).toEqual({ kind: 'revision', id: revision.id, active: false });
    expect((await admin.GET('/revision/all')).data).toContainEqual({ ...revision, active: false });

    const goal = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Recap goal', description: 'd', program_id: fixture.program.id } })).data!;
    const days = emptyDays(14);
    days[1]!.learn.push({ item_type: 'revision', id: revision.id });
    const schedule = { params: { path: { goal_id: goal.id } } };
    expect((await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { ...schedule, body: { days } }), 400)).message).toBe(curriculumMessages.inactive('revision', revision.id));
    await admin.PATCH('/curriculum/{kind}/{id}/active', { ...flag, body: { active: true } });
    expect((await admin.PUT('/goal/static-schedule/{goal_id}', { ...schedule, body: { days } })).response.status).toBe(200);
    const scheduled = await refusedUnchanged(() => admin.DELETE('/curriculum/{kind}/{id}', flag), 409);
    expect(scheduled.message).toContain('is in the schedule of the goal "Recap goal" (day 2)');

    await admin.PUT('/goal/static-schedule/{goal_id}', { ...schedule, body: { days: emptyDays(14) } });
    expect((await admin.DELETE('/curriculum/{kind}/{id}', flag)).data).toEqual({ message: 'The revision "Flash" has been deleted.' });
    expect((await admin.GET('/revision/all')).data!.map((listed) => listed.id)).not.toContain(revision.id);
    expect((await admin.GET('/activity/all')).data!.find((listed) => listed.id === activity.id)!.questions.map((listed) => listed.id)).toEqual([question.id]);
  });
});

const stepsOfEveryType: Schema<'ChallengeStepInput'>[] = [
  { step_type: 'reading', step_display: 'Read your last email.' },
  { step_type: 'mcq', step_display: 'Where was the point?', challenge_steps_components: [{ option_text: 'Top', is_correct: true }, { option_text: 'Bottom' }] },
  { step_type: 'textbox', step_display: 'Rewrite its first line.' },
  { step_type: 'scale_or_rating', step_display: 'How clear is it now?', challenge_steps_components: [{ option_text: 'Unclear' }, { option_text: 'Okay' }, { option_text: 'Clear' }] },
  { step_type: 'visual_flash_card', step_display: 'Keep this in mind.', image_url: '/images/bluf.png' },
];
const challengeBody = (steps = stepsOfEveryType) => ({ code: code('ch'), name: 'Rewrite an email', description: 'Point first.', type: 'drill' as const, calender_required: false, time_required_in_minutes: 10, reward_points: 30, challenge_steps: steps });

describe('challenges', () => {
  it('are added with their steps; taken code 409, steps broken for their type 400, writing nothing', async () => {
    const body = challengeBody();
    const challenge = (await admin.POST('/challenge/add', { body })).data!;
    expect(challenge).toEqual({ id: expect.any(Number), code: body.code, name: body.name, description: body.description, type: 'drill', calender_required: false, time_required_in_minutes: 10, reward_points: 30, template_url: null, active: true });
    expect((await admin.GET('/challenge/all')).data).toContainEqual(challenge);
    const byDefault = (await admin.POST('/challenge/add', { body: { code: code('ch'), name: 'Book a 1:1', description: 'Ask for feedback.', type: 'challenge', time_required_in_minutes: 30, reward_points: 20 } })).data!;
    expect(byDefault.calender_required).toBe(true);

    expect((await refusedUnchanged(() => admin.POST('/challenge/add', { body }), 409)).message).toBe(curriculumMessages.codeTaken('challenge', body.code));
    const s = curriculumMessages.step;
    const broken: [typeof stepsOfEveryType, string][] = [
      [[{ step_type: 'mcq', step_display: 'Q', challenge_steps_components: [{ option_text: 'A', is_correct: true }] }], s.mcqOptions(1)],
      [[stepsOfEveryType[0]!, { step_type: 'mcq', step_display: 'Q', challenge_steps_components: [{ option_text: 'A' }, { option_text: 'B' }] }], s.mcqOneCorrect(2)],
      [[{ step_type: 'scale_or_rating', step_display: 'Rate', challenge_steps_components: [{ option_text: 'Low', is_correct: true }, { option_text: 'High' }] }], s.scaleCorrect(1)],
      [[{ step_type: 'scale_or_rating', step_display: 'Rate', challenge_steps_components: [{ option_text: 'Only' }] }], s.scaleLabels(1)],
      [[{ step_type: 'textbox', step_display: 'Write', challenge_steps_components: [{ option_text: 'A' }] }], s.noOptions(1, 'textbox')],
      [[{ step_type: 'reading', step_display: 'Read', image_url: '/images/x.png' }], s.noImage(1, 'reading')],
    ];
    for (const [steps, message] of broken) {
      expect((await refusedUnchanged(() => admin.POST('/challenge/add', { body: challengeBody(steps) }), 400)).message).toBe(message);
    }
    await refusedUnchanged(() => admin.POST('/challenge/add', { body: { ...challengeBody(), time_required_in_minutes: 0 } }), 400);
  });
});

describe('a goal’s static schedule', () => {
  it('is replaced whole: every day of the program once, known and active items only; the goal listings follow it', async () => {
    const goal = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Sched', description: 'd', program_id: fixture.program.id } })).data!;
    const activity = await addActivity();
    const challenge = (await admin.POST('/challenge/add', { body: challengeBody([]) })).data!;
    const path = { params: { path: { goal_id: goal.id } } };

    expect((await admin.GET('/goal/static-schedule/{goal_id}', path)).data).toEqual({ goal_id: goal.id, number_of_days: 14, days: emptyDays(14) });
    const short = await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days: emptyDays(13) } }), 400);
    expect(short.message).toBe(curriculumMessages.scheduleDays(14));
    const twice = emptyDays(14);
    twice[13]!.day_number = 1; // day 1 twice, day 14 missing
    await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days: twice } }), 400);

    const days = emptyDays(14);
    days[0]!.learn.push({ item_type: 'activity', id: activity.id }, { item_type: 'revision', id: fixture.ids('revisions', 'fx-rev-1') });
    days[0]!.do.push({ challenge_id: challenge.id });
    days[3]!.learn.push({ item_type: 'activity', id: activity.id });
    const unknown = structuredClone(days);
    unknown[2]!.do.push({ challenge_id: 999_999 });
    expect((await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days: unknown } }), 400)).message).toBe('There is no challenge with id 999999.');
    const doubled = structuredClone(days);
    doubled[0]!.learn.push({ item_type: 'activity', id: activity.id });
    expect((await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days: doubled } }), 400)).message).toBe(curriculumMessages.twiceOnADay(1));
    await refusedUnchanged(() => admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: 999_999 } }, body: { days } }), 404);

    const saved = (await admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days } })).data!;
    expect(saved.days[0]).toEqual({
      day_number: 1,
      learn: [
        { item_type: 'activity', id: activity.id, name: activity.name },
        { item_type: 'revision', id: fixture.ids('revisions', 'fx-rev-1'), name: expect.any(String) },
      ],
      do: [{ challenge_id: challenge.id, name: challenge.name }],
    });
    expect((await admin.GET('/goal/static-schedule/{goal_id}', path)).data).toEqual(saved);
    expect((await admin.GET('/activity/list', { params: { query: { goal_id: goal.id } } })).data).toEqual([{ goal_id: goal.id, activity_id: activity.id, active: true, activity }]);
    expect((await admin.GET('/challenge/list', { params: { query: { goal_id: goal.id } } })).data).toEqual([{ goal_id: goal.id, challenge_id: challenge.id, active: true, challenge }]);

    // Replaced again without the activity: it leaves the schedule and the goal's activity listing.
    const emptied = (await admin.PUT('/goal/static-schedule/{goal_id}', { ...path, body: { days: emptyDays(14) } })).data!;
    expect(emptied.days.every((day) => day.learn.length === 0 && day.do.length === 0)).toBe(true);
    expect((await admin.GET('/activity/list', { params: { query: { goal_id: goal.id } } })).data).toEqual([]);
    expect((await failure(admin.GET('/activity/list', { params: { query: { goal_id: 999_999 } } }))).status).toBe(404);
  });
});

describe('content saved in the back-office', () => {
  it('is what an enrolled learner gets: the day list, the players with their questions and key, and the challenge’s steps', async () => {
    const subtopic = (await admin.POST('/subtopic/add', { body: { code: code('sub'), name: 'Brevity', description: 'Fewer words.', topic_id: topicA() } })).data!;
    const goal = (await admin.POST('/goal/add', { body: { code: code('goal'), name: 'Write briefly', description: 'Short messages.', program_id: fixture.program.id, topic_ids: [topicA()] } })).data!;
    const activity = (await admin.POST('/activity/add', { body: { ...activityBody(), subtopic_id: subtopic.id } })).data!;
    for (const question of fourQuestions(activity.id)) await addQuestion(question);
    const challenge = (await admin.POST('/challenge/add', { body: challengeBody() })).data!;
    const [mcqAsked, , orderAsked] = (await admin.GET('/activity/all')).data!.find((listed) => listed.id === activity.id)!.questions;
    const revision = (await admin.POST('/revision/add', { body: { code: code('rev'), name: 'Recap the point', description: 'Again.', question_ids: [orderAsked!.id, mcqAsked!.id] } })).data!;
    const days = emptyDays(14);
    days[0]!.learn.push({ item_type: 'activity', id: activity.id }, { item_type: 'revision', id: revision.id });
    days[0]!.do.push({ challenge_id: challenge.id });
    await admin.PUT('/goal/static-schedule/{goal_id}', { params: { path: { goal_id: goal.id } }, body: { days } });

    const learner = server.newClient();
    await registerAndLogin(learner);
    await learner.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    const user_response_list = fixture.assessment.map((question) => ({ question_id: question.id, component_id: question.options[0]! }));
    await learner.POST('/strapi-assessment/assessment-response', { body: { program_id: fixture.program.id, user_response_list } });
    await learner.POST('/goal/select/{goal_id}', { params: { path: { goal_id: goal.id } } });

    const today = (await learner.GET('/activity/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!;
    expect(today.activityList).toEqual([expect.objectContaining({ activity_id: activity.id, completed: false })]);
    expect(today.revisionList).toEqual([expect.objectContaining({ revision_id: revision.id, goal_id: goal.id, revision: { name: 'Recap the point' } })]);
    const revised = (await learner.GET('/revision/get-questions/{goal_id}/{revision_id}', { params: { path: { goal_id: goal.id, revision_id: revision.id } } })).data!;
    expect(revised.map((item) => [item.question_id, item.question.type, item.question.stem])).toEqual([
      [orderAsked!.id, 'order', 'Order a crisp message.'],
      [mcqAsked!.id, 'mcq', 'Where does the point go?'],
    ]);
    const todo = (await learner.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!;
    expect(JSON.stringify(todo)).toContain(`"challenge_id":${challenge.id}`);

    const player = (await learner.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goal.id), activity_id: activity.id } } })).data!;
    expect(player.questions.map((item) => [item.question.type, item.question.stem])).toEqual([
      ['mcq', 'Where does the point go?'],
      ['fill_blanks', 'Say the ____ first.'],
      ['order', 'Order a crisp message.'],
      ['flashcard', 'BLUF'],
    ]);
    const [mcq, fill] = player.questions;
    const first = mcq!.question.components.find((component) => component.mcq_options.option_text === 'First')!;
    const answered = (await learner.POST('/strapi/response', { body: { type: 'mcq', answer: first.id, activity_id: activity.id, goal_id: goal.id, question_id: mcq!.question_id } })).data!;
    expect(answered).toEqual({ isUserCorrect: true, correctAnswer: first.id, comment: expect.any(String) });
    const filled = (await learner.POST('/strapi/response', { body: { type: 'fill_blanks', answer: 'Conclusion', activity_id: activity.id, goal_id: goal.id, question_id: fill!.question_id } })).data!;
    expect(filled.isUserCorrect).toBe(true);

    const detail = (await learner.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goal.id, challenge_id: challenge.id } } })).data!;
    expect(detail).toMatchObject({ id: challenge.id, name: 'Rewrite an email', type: 'drill', calender_required: false, reward_points: 30 });
    expect(detail.challenge_steps.map((step) => step.step_type)).toEqual(['reading', 'mcq', 'textbox', 'scale_or_rating', 'visual_flash_card']);
    expect(detail.challenge_steps[3]!.challenge_steps_components.map((option) => option.option_text)).toEqual(['Unclear', 'Okay', 'Clear']);
    expect(detail.challenge_steps[4]!.image_url).toBe('/images/bluf.png');
  });
});
