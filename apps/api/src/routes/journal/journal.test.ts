import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flashcards, readings, tips, todos } from '../../db/schema/index';
import { learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, registerAndLogin } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
});
afterAll(async () => {
  await server?.close();
});

const at = (isoDate: string, time = '09:00') => new Date(`${isoDate}T${time}:00Z`);
beforeEach(() => server.clock.set(at('2026-11-16')));

async function newLearner(): Promise<TestClient> {
  const client = server.newClient();
  await registerAndLogin(client);
  return client;
}

/** Moves the clock on a minute, so that each item added after it is newer than the last. */
const tick = () => server.clock.set(new Date(server.clock.now().getTime() + 60_000));

describe('notes', () => {
  it('are listed newest first in pages of 5, with the page and the total', async () => {
    const client = await newLearner();
    for (let number = 1; number <= 7; number += 1) {
      tick();
      await client.POST('/user-data/add-note', { body: { note_title: `Note ${number}`, note_text: `Text ${number}` } });
    }
    const first = (await client.GET('/user-data/notes')).data!;
    expect(first).toMatchObject({ page: 1, page_size: 5, total: 7 });
    expect(first.items.map((note) => note.note_title)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
    const second = (await client.GET('/user-data/notes', { params: { query: { page: 2 } } })).data!;
    expect(second).toMatchObject({ page: 2, total: 7 });
    expect(second.items.map((note) => note.note_title)).toEqual(['Note 2', 'Note 1']);
    expect(second.items[0]).toEqual({ id: expect.any(Number), note_title: 'Note 2', note_text: 'Text 2', added_date: expect.stringMatching(/^2026-11-16T09:02/) });
    expect((await client.GET('/user-data/notes', { params: { query: { page: 3 } } })).data).toEqual({ items: [], page: 3, page_size: 5, total: 7 });
    expect(await failure(client.GET('/user-data/notes', { params: { query: { page: 0 } } }))).toMatchObject({ status: 400 });

    // Another learner's journal is their own.
    expect((await (await newLearner()).GET('/user-data/notes')).data).toEqual({ items: [], page: 1, page_size: 5, total: 0 });
  });

  it('are removed by their owner only', async () => {
    const client = await newLearner();
    const note = (await client.POST('/user-data/add-note', { body: { note_title: 'Keep it short', note_text: 'One idea per email.' } })).data!;
    const stranger = await newLearner();
    expect(await failure(stranger.POST('/user-data/remove-note/{id}', { params: { path: { id: note.id } } }))).toMatchObject({
      status: 404,
      message: `You have no note with id ${note.id}.`,
    });
    expect((await client.GET('/user-data/notes')).data!.total).toBe(1);

    expect((await client.POST('/user-data/remove-note/{id}', { params: { path: { id: note.id } } })).data).toEqual({ message: 'Note removed' });
    expect((await client.GET('/user-data/notes')).data).toMatchObject({ items: [], total: 0 });
    expect(await failure(client.POST('/user-data/remove-note/{id}', { params: { path: { id: note.id } } }))).toMatchObject({ status: 404 });
  });
});

describe('flashcards', () => {
  it('are listed newest first in pages of 5 and removed by their owner only', async () => {
    const client = await newLearner();
    const added = [];
    for (let number = 1; number <= 6; number += 1) {
      tick();
      added.push((await client.POST('/user-data/flashcard', { body: { flashcard_title: `Card ${number}`, flashcard_text: `Back ${number}` } })).data!);
    }
    const first = (await client.GET('/user-data/flashcards')).data!;
    expect(first).toMatchObject({ page: 1, page_size: 5, total: 6 });
    expect(first.items.map((card) => card.flashcard_title)).toEqual(['Card 6', 'Card 5', 'Card 4', 'Card 3', 'Card 2']);
    expect((await client.GET('/user-data/flashcards', { params: { query: { page: 2 } } })).data!.items).toEqual([added[0]]);

    const stranger = await newLearner();
    expect(await failure(stranger.POST('/user-data/remove-flashcard/{id}', { params: { path: { id: added[0]!.id } } }))).toMatchObject({
      status: 404,
      message: `You have no flashcard with id ${added[0]!.id}.`,
    });
    expect((await client.POST('/user-data/remove-flashcard/{id}', { params: { path: { id: added[0]!.id } } })).data).toEqual({ message: 'Flashcard removed' });
    expect((await client.GET('/user-data/flashcards')).data!.total).toBe(5);
  });
});

describe('to-dos', () => {
  it('are listed pending first, newest first, and completed one way', async () => {
    const client = await newLearner();
    const titles = ['Book the retro', 'Send the summary', 'Ask for feedback'];
    const added = [];
    for (const todo_title of titles) {
      tick();
      added.push((await client.POST('/user-data/add-todo', { body: { todo_title } })).data!);
    }
    expect(added[0]).toEqual({ id: expect.any(Number), todo_title: 'Book the retro', completed: false });

    const done = (await client.POST('/user-data/complete-todo/{id}', { params: { path: { id: added[2]!.id } } })).data!;
    expect(done).toEqual({ ...added[2], completed: true });
    const list = (await client.GET('/user-data/todos')).data!;
    expect(list).toMatchObject({ page: 1, total: 3 });
    expect(list.items.map((todo) => [todo.todo_title, todo.completed])).toEqual([
      ['Send the summary', false],
      ['Book the retro', false],
      ['Ask for feedback', true],
    ]);

    // Completing it again changes nothing, not even when it was completed.
    const [before] = await server.database.db.select({ completed_at: todos.completed_at }).from(todos).where(eq(todos.id, done.id));
    tick();
    expect((await client.POST('/user-data/complete-todo/{id}', { params: { path: { id: done.id } } })).data).toEqual(done);
    const [after] = await server.database.db.select({ completed_at: todos.completed_at }).from(todos).where(eq(todos.id, done.id));
    expect(after).toEqual(before);

    const stranger = await newLearner();
    expect(await failure(stranger.POST('/user-data/complete-todo/{id}', { params: { path: { id: added[0]!.id } } }))).toMatchObject({
      status: 404,
      message: `You have no to-do with id ${added[0]!.id}.`,
    });
    expect((await client.GET('/user-data/todos')).data!.items.filter((todo) => todo.completed)).toHaveLength(1);
    expect(await failure(client.POST('/user-data/add-todo', { body: { todo_title: '' } }))).toMatchObject({ status: 400 });
  });
});

describe('saved tips and readings', () => {
  it('list what the learner saved, newest first; a tip is unsaved by its id', async () => {
    const client = await newLearner();
    const db = server.database.db;
    const [first, second] = await db.select({ id: tips.id, tip_text: tips.tip_text }).from(tips).orderBy(asc(tips.id)).limit(2);
    await client.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: first!.id } } });
    tick();
    await client.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: second!.id } } });
    expect((await client.GET('/user-data/saved-tips')).data).toEqual({ items: [{ tip: second }, { tip: first }], page: 1, page_size: 5, total: 2 });

    const stranger = await newLearner();
    expect(await failure(stranger.POST('/user-data/unsave-tip/{id}', { params: { path: { id: first!.id } } }))).toMatchObject({
      status: 404,
      message: `You have not saved the tip with id ${first!.id}.`,
    });
    expect((await client.POST('/user-data/unsave-tip/{id}', { params: { path: { id: first!.id } } })).data).toEqual({ message: 'Tip removed' });
    expect((await client.GET('/user-data/saved-tips')).data).toMatchObject({ items: [{ tip: second }], total: 1 });

    const [reading] = await db.select({ id: readings.id, reading_title: readings.reading_title, reading_text: readings.reading_text }).from(readings).limit(1);
    await client.POST('/user-data/save-reading/{reading_id}', { params: { path: { reading_id: reading!.id } } });
    expect((await client.GET('/user-data/saved-readings')).data).toEqual({ items: [{ reading }], page: 1, page_size: 5, total: 1 });
    expect((await stranger.GET('/user-data/saved-readings')).data).toMatchObject({ items: [], total: 0 });
  });
});

describe('completed challenges', () => {
  it('list the learner’s completed takes with their rating and feedback, newest first', async () => {
    const { client } = await learnerWithClearGoal(server, fixture);
    const goalId = fixture.program.clear;
    const complete = async (code: string, date: string, body: { user_response?: number; user_feedback?: string }) => {
      server.clock.set(at(date));
      const challengeId = fixture.ids('challenges', code);
      // Started an hour before the clock: the 30-minute meeting's time has passed, so it may be completed (docs/challenges.md).
      const slot = { date, start_time: `${date}T08:00:00.000Z`, end_time: `${date}T08:30:00.000Z`, goal_id: goalId };
      const take = (await client.POST('/challenge/schedule/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body: slot })).data!;
      await client.POST('/challenge/respond/{challenge_id}', { params: { path: { challenge_id: challengeId } }, body: { id: take.id, goal_id: goalId, is_completed: true, ...body } });
      return { challengeId, takeId: take.id };
    };
    // "Rewrite an email" opens on day 1 of the goal (Monday 16), the meeting on day 3.
    const drill = await complete('fx-ch-steps', '2026-11-16', { user_response: 4, user_feedback: 'Shorter emails, faster answers.' });
    const meeting = await complete('fx-ch-meeting', '2026-11-18', {});

    const list = (await client.GET('/user-data/completed-challenges')).data!;
    expect(list).toEqual({
      items: [
        { id: meeting.takeId, challenge_id: meeting.challengeId, goal_id: goalId, challenge: { name: 'Open a meeting with the goal', type: 'challenge' }, completed_date: expect.stringMatching(/^2026-11-18T09:00/), user_response: null, user_feedback: null },
        { id: drill.takeId, challenge_id: drill.challengeId, goal_id: goalId, challenge: { name: 'Rewrite an email', type: 'drill' }, completed_date: expect.stringMatching(/^2026-11-16T09:00/), user_response: 4, user_feedback: 'Shorter emails, faster answers.' },
      ],
      page: 1,
      page_size: 5,
      total: 2,
    });
    expect((await (await newLearner()).GET('/user-data/completed-challenges')).data).toMatchObject({ items: [], total: 0 });
  });
});

describe('flashcard review (FSRS)', () => {
  const review = (client: TestClient, id: number, grade: 'again' | 'hard' | 'good' | 'easy') =>
    client.POST('/user-data/flashcards/{id}/review', { params: { path: { id } }, body: { grade } });
  const due = async (client: TestClient) => (await client.GET('/user-data/flashcards/due')).data!;

  it('shows new cards due at once, schedules each grade, and keeps the learner’s cards to the learner', async () => {
    const client = await newLearner();
    server.clock.set(at('2026-11-16', '09:00'));
    const first = (await client.POST('/user-data/flashcard', { body: { flashcard_title: 'Why 25-minute meetings?', flashcard_text: 'A break between meetings.' } })).data!;
    const second = (await client.POST('/user-data/flashcard', { body: { flashcard_title: 'One ask per email', flashcard_text: 'Answers come faster.' } })).data!;
    const before = await due(client);
    expect(before.due_count).toBe(2);
    expect(before.cards.map((card) => [card.id, card.reps])).toEqual([
      [first.id, 0],
      [second.id, 0],
    ]);

    // Good on a new card: its next learning step, ten minutes on; Easy: into review, days away.
    const good = (await review(client, first.id, 'good')).data!;
    expect(good).toMatchObject({ id: first.id, reps: 1, lapses: 0, state: 'learning' });
    expect(good.due_at).toMatch(/^2026-11-16T09:10/);
    const easy = (await review(client, second.id, 'easy')).data!;
    expect(easy).toMatchObject({ reps: 1, state: 'review' });
    expect(new Date(easy.due_at).getTime() - server.clock.now().getTime()).toBeGreaterThan(2 * 86_400_000);
    // Due by the end of the day: the first card again, in ten minutes; the second not.
    expect(await due(client)).toMatchObject({ due_count: 1, cards: [{ id: first.id, reps: 1, due_at: good.due_at }] });

    // Again in review is a lapse: relearning, due within minutes.
    server.clock.set(new Date(easy.due_at));
    const lapse = (await review(client, second.id, 'again')).data!;
    expect(lapse).toMatchObject({ reps: 2, lapses: 1, state: 'relearning' });
    expect(new Date(lapse.due_at).getTime() - server.clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);

    const stranger = await newLearner();
    expect(await failure(review(stranger, first.id, 'good'))).toMatchObject({ status: 404, message: `You have no flashcard with id ${first.id}.` });
    expect((await due(stranger)).due_count).toBe(0);
    expect(await failure(client.POST('/user-data/flashcards/{id}/review', { params: { path: { id: first.id } }, body: { grade: 'perfect' as 'good' } }))).toMatchObject({ status: 400 });
  });

  it('counts the day in the learner’s time zone: a card due at 10:30 UTC is due today in UTC, tomorrow in UTC+14', async () => {
    const cardDueAt = async (timeZone: string) => {
      const client = server.newClient();
      const email = `zone.${Date.now()}.${Math.random()}@example.com`;
      await client.POST('/user/register', { body: { email, password: 'Sunrise#2026', first_name: 'Tia', last_name: 'Kiri', time_zone: timeZone } });
      const { data } = await client.POST('/user/login', { body: { email, password: 'Sunrise#2026', time_zone: timeZone } });
      client.setToken(data!.token);
      const card = (await client.POST('/user-data/flashcard', { body: { flashcard_title: 'Agenda first', flashcard_text: 'No agenda, no meeting.' } })).data!;
      await server.database.db.update(flashcards).set({ due_at: at('2026-11-16', '10:30') }).where(eq(flashcards.id, card.id));
      return client;
    };
    server.clock.set(at('2026-11-16', '09:00'));
    const inUtc = await cardDueAt('UTC');
    const inKiritimati = await cardDueAt('Pacific/Kiritimati'); // 23:00 on the 16th there
    expect((await due(inUtc)).due_count).toBe(1);
    expect((await due(inKiritimati)).due_count).toBe(0);
    server.clock.set(at('2026-11-16', '10:00')); // the 17th begins in Kiritimati
    expect((await due(inKiritimati)).due_count).toBe(1);
  });
});
