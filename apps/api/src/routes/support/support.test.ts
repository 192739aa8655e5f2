import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, supportTickets, users } from '../../db/schema/index';
import { failure, registerAndLogin } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SUPPORT = 'support@stride.example';
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

async function newLearner(): Promise<{ client: TestClient; email: string; userId: number }> {
  const client = server.newClient();
  const { email, session } = await registerAndLogin(client);
  return { client, email, userId: session.id };
}

/** The ids of an issue type and a topic, by their texts. */
async function choices(client: TestClient) {
  const list = (await client.GET('/support/get-issue-list')).data!;
  const type = (text: string) => list.issueTypeList.find((item) => item.issue_type_text === text)!.id;
  const topic = (text: string) => list.issueTopicList.find((item) => item.issue_topic_text === text)!.id;
  return { type, topic };
}

describe('the issue list', () => {
  it('holds the seeded issue types and topics, in a database that was only migrated', async () => {
    const { client } = await newLearner();
    const list = (await client.GET('/support/get-issue-list')).data!;
    expect(list.issueTypeList.map((item) => item.issue_type_text)).toEqual(['Technical problem', 'Content', 'Account and billing', 'Other']);
    expect(list.issueTopicList.map((item) => item.issue_topic_text)).toEqual([
      'Sign-in and account',
      'Programs and goals',
      'Activities and revisions',
      'Challenges',
      'Points, streaks and leaderboard',
      'Teams and groups',
      'Subscription and payment',
      'Other',
    ]);
    expect(await failure(server.newClient().GET('/support/get-issue-list'))).toMatchObject({ status: 401 });
  });

  it('gives each type the ids of the topics it offers', async () => {
    const { client } = await newLearner();
    const list = (await client.GET('/support/get-issue-list')).data!;
    const topicText = new Map(list.issueTopicList.map((topic) => [topic.id, topic.issue_topic_text]));
    const offered = Object.fromEntries(list.issueTypeList.map((type) => [type.issue_type_text, (type.issue_topic_ids ?? []).map((id) => topicText.get(id))]));
    expect(offered).toEqual({
      'Technical problem': ['Sign-in and account', 'Programs and goals', 'Activities and revisions', 'Challenges', 'Points, streaks and leaderboard', 'Teams and groups', 'Other'],
      Content: ['Programs and goals', 'Activities and revisions', 'Challenges', 'Other'],
      'Account and billing': ['Sign-in and account', 'Teams and groups', 'Subscription and payment', 'Other'],
      Other: list.issueTopicList.map((topic) => topic.issue_topic_text),
    });
  });
});

describe('a support ticket', () => {
  it('is stored and emailed to the support address through the outbox', async () => {
    const { client, email, userId } = await newLearner();
    const { type, topic } = await choices(client);
    const ticket = (
      await client.POST('/support/create', {
        body: { issue_type_id: type('Technical problem'), issue_topic_id: topic('Challenges'), subject: '  Timer stops early ', body: 'The challenge timer stopped at 2 minutes.' },
      })
    ).data!;
    expect(ticket).toEqual({
      id: expect.any(Number),
      issue_type_id: type('Technical problem'),
      issue_topic_id: topic('Challenges'),
      subject: 'Timer stops early',
      body: 'The challenge timer stopped at 2 minutes.',
      created_at: expect.stringMatching(/^2026-11-16T09:00/),
    });
    const [stored] = await server.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(stored).toMatchObject({ user_id: userId, subject: 'Timer stops early' });
    // A subject is one line: a line break (which would start a new mail header) is refused, naming the field.
    const broken = await failure(
      client.POST('/support/create', { body: { issue_type_id: type('Technical problem'), issue_topic_id: topic('Challenges'), subject: 'Timer\r\nBcc: x@example.com', body: 'Text.' } }),
    );
    expect([broken.status, broken.message]).toEqual([400, 'subject must not contain control characters.']);

    const outbox = (await client.GET('/dev/outbox', { params: { query: { to: SUPPORT } } })).data!;
    const message = outbox.messages.find((candidate) => candidate.subject.startsWith(`[Support #${ticket.id}]`));
    expect(message).toMatchObject({ to: SUPPORT, subject: `[Support #${ticket.id}] Technical problem / Challenges: Timer stops early` });
    expect(message!.text).toContain(`From: Ada Lovelace <${email}> (user ${userId})`);
    expect(message!.text).toContain('The challenge timer stopped at 2 minutes.');
  });

  it('is refused with a topic that does not belong to its type, an unknown type or topic, or a blank subject or body', async () => {
    const { client, userId } = await newLearner();
    const { type, topic } = await choices(client);
    const send = (body: { issue_type_id: number; issue_topic_id: number; subject?: string; body?: string }) =>
      failure(client.POST('/support/create', { body: { subject: 'Help', body: 'Please help.', ...body } }));

    expect(await send({ issue_type_id: type('Content'), issue_topic_id: topic('Subscription and payment') })).toMatchObject({
      status: 400,
      code: 'TopicNotOfIssueType',
      message: 'This topic does not belong to the chosen issue type. Please choose another topic.',
    });
    expect(await send({ issue_type_id: 999_999, issue_topic_id: topic('Other') })).toMatchObject({ status: 404, message: 'There is no issue type with id 999999.' });
    expect(await send({ issue_type_id: type('Other'), issue_topic_id: 999_999 })).toMatchObject({ status: 404, message: 'There is no issue topic with id 999999.' });
    expect(await send({ issue_type_id: type('Other'), issue_topic_id: topic('Other'), subject: '   ' })).toMatchObject({ status: 400, message: 'Support Title is required' });
    expect(await send({ issue_type_id: type('Other'), issue_topic_id: topic('Other'), body: ' \n ' })).toMatchObject({ status: 400, message: 'Support Body is required' });
    expect(await server.database.db.select().from(supportTickets).where(eq(supportTickets.user_id, userId))).toEqual([]);

    // Every topic belongs to the type Other; Other belongs to every type.
    expect((await client.POST('/support/create', { body: { issue_type_id: type('Other'), issue_topic_id: topic('Subscription and payment'), subject: 'Invoice', body: 'Where is it?' } })).response.status).toBe(200);
    expect((await client.POST('/support/create', { body: { issue_type_id: type('Content'), issue_topic_id: topic('Other'), subject: 'Typo', body: 'Day 3.' } })).response.status).toBe(200);
  });
});

describe('the hourly limit of support tickets', () => {
  it('refuses the 11th message within an hour with 429, and lets the learner write again an hour later', async () => {
    const { client, userId } = await newLearner();
    const { type, topic } = await choices(client);
    const body = { issue_type_id: type('Other'), issue_topic_id: topic('Other'), subject: 'Hello', body: 'A question.' };
    for (let sent = 1; sent <= 10; sent += 1) expect((await client.POST('/support/create', { body })).response.status).toBe(200);
    // The test clock moves in real time: on a busy machine the ten took more than a second.
    const tenthSentAt = server.clock.now();
    expect(await failure(client.POST('/support/create', { body }))).toMatchObject({
      status: 429,
      message: 'You have sent many messages to support in the last hour. Please try again in 60 minutes.',
    });
    // Another learner is not held back by it.
    const other = await newLearner();
    expect((await other.client.POST('/support/create', { body })).response.status).toBe(200);

    server.clock.set(new Date(tenthSentAt.getTime() + 60 * 60_000 + 1000));
    expect((await client.POST('/support/create', { body })).response.status).toBe(200);
    expect(await server.database.db.select().from(supportTickets).where(eq(supportTickets.user_id, userId))).toHaveLength(11);
  });
});

describe('the subscription request', () => {
  /** Today in Kolkata on the clock below, and 365 days later. */
  const kolkata = { start: '2026-11-17', end: '2027-11-17' };

  it("is stored with the server's dates in the learner's time zone and answered with the thank-you", async () => {
    const { client, email, userId } = await newLearner();
    await server.database.db.update(users).set({ time_zone: 'Asia/Kolkata' }).where(eq(users.id, userId));
    // 20:00 UTC on the 16th is already the 17th in Kolkata; the browser, elsewhere, still says the 16th.
    server.clock.set(new Date('2026-11-16T20:00:00Z'));
    const answer = await client.POST('/support/confirm-subscription', {
      body: { number_of_user: 1, subscription_type: 2, subscription_start_date: '2026-11-16', subscription_end_date: '2027-11-16' },
    });
    expect(answer.data).toEqual({ message: 'Thank you! A payment link will arrive by email shortly. Premium turns on once the payment is complete.' });
    const rows = await server.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
    expect(rows).toEqual([
      expect.objectContaining({
        number_of_user: 1,
        subscription_type: 2,
        subscription_start_date: kolkata.start,
        subscription_end_date: kolkata.end,
        amount: 2500,
        currency: 'INR',
        status: 'requested',
      }),
    ]);
    const outbox = (await client.GET('/dev/outbox', { params: { query: { to: SUPPORT } } })).data!;
    const message = outbox.messages.find((candidate) => candidate.subject === `Premium subscription request #${rows[0]!.id} from ${email}`);
    expect(message!.text).toContain(`Plan: annual, 1 user, INR 2500.\nFrom ${kolkata.start} to ${kolkata.end}.`);

    // Confirming again while the request awaits payment changes nothing.
    const again = await client.POST('/support/confirm-subscription', {
      body: { number_of_user: 1, subscription_type: 2, subscription_start_date: kolkata.start, subscription_end_date: kolkata.end },
    });
    expect(again.data).toEqual(answer.data);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId))).toHaveLength(1);
  });

  it('is refused for another plan or dates other than today and 365 days later', async () => {
    const { client, userId } = await newLearner();
    const confirm = (body: Partial<{ number_of_user: number; subscription_type: 1 | 2; subscription_start_date: string; subscription_end_date: string }>) =>
      failure(
        client.POST('/support/confirm-subscription', {
          body: { number_of_user: 1, subscription_type: 2, subscription_start_date: '2026-11-16', subscription_end_date: '2027-11-16', ...body },
        }),
      );
    const plan = { status: 400, message: 'Premium is offered as an annual plan for 1 user.' };
    const dates = { status: 400, message: 'The subscription starts today and ends 365 days later. Please reload the page and submit again.' };
    expect(await confirm({ number_of_user: 5 })).toMatchObject(plan);
    expect(await confirm({ subscription_type: 1 })).toMatchObject(plan);
    expect(await confirm({ subscription_start_date: '2026-10-01', subscription_end_date: '2027-10-01' })).toMatchObject(dates);
    expect(await confirm({ subscription_start_date: '2026-11-18', subscription_end_date: '2027-11-18' })).toMatchObject(dates);
    expect(await confirm({ subscription_end_date: '2036-11-16' })).toMatchObject(dates);
    expect(await confirm({ subscription_end_date: '2026-11-15' })).toMatchObject(dates);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId))).toEqual([]);
  });
});
