import type { Schema } from '@stride/api-sdk';
import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { challenges, flashcards, notes, readings, savedReadings, savedTips, tips, todos, userChallenges } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { addDays, localDate, zonedInstant } from '../../lib/local-days';
import type { User } from '../sessions/session-store';

export const journalMessages = {
  unknownReading: (readingId: number) => `There is no reading with id ${readingId}.`,
  readingSaved: 'Saved',
  unknownNote: (id: number) => `You have no note with id ${id}.`,
  noteRemoved: 'Note removed',
  unknownFlashcard: (id: number) => `You have no flashcard with id ${id}.`,
  flashcardRemoved: 'Flashcard removed',
  unknownTodo: (id: number) => `You have no to-do with id ${id}.`,
  unsavedTip: (id: number) => `You have not saved the tip with id ${id}.`,
  tipUnsaved: 'Tip removed',
} as const;

/**
 * Flashcard review (docs/journal.md, "Flashcard review"): FSRS with its default parameters (90 % retention
 * wanted, intervals up to 100 years, learning steps of 1 and 10 minutes) and no fuzz, so that the same
 * history always gives the same next review.
 */
const scheduler = fsrs({ enable_fuzz: false });
const grades: Record<Schema<'FlashcardGrade'>, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const stateNames = { [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning' } as const;
/** At most this many due cards in one answer: a review session, not the whole deck. */
const DUE_CARDS_LIMIT = 20;

/** The journal's lists come in pages of 5 (docs/journal.md). */
export const JOURNAL_PAGE_SIZE = 5;

interface Page<Item> {
  items: Item[];
  page: number;
  page_size: typeof JOURNAL_PAGE_SIZE;
  total: number;
}

/**
 * One page of a learner's rows: the page's rows and the count of all of them, read in parallel (each an
 * index range of the learner's rows: see the indexes of db/schema/journal.ts and user-challenges.ts).
 */
async function pageOf<Row, Item>(
  db: Database,
  list: { from: PgTable; where: SQL | undefined; rows: (offset: number, limit: number) => Promise<Row[]>; item: (row: Row) => Item },
  page = 1,
): Promise<Page<Item>> {
  const [rows, [counted]] = await Promise.all([
    list.rows((page - 1) * JOURNAL_PAGE_SIZE, JOURNAL_PAGE_SIZE),
    db.select({ total: count() }).from(list.from).where(list.where),
  ]);
  return { items: rows.map(list.item), page, page_size: JOURNAL_PAGE_SIZE, total: counted?.total ?? 0 };
}

/**
 * The learner's journal (docs/journal.md): notes and flashcards (added from a question or by
 * hand), to-dos, saved tips and readings, and completed challenges, each listed in pages of 5. Every call
 * reads and changes the caller's own rows only: another learner's id is answered as unknown (404).
 */
export function createJournal(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async addNote(user: User, note: { note_title: string; note_text: string }): Promise<Schema<'Note'>> {
      const [row] = await db
        .insert(notes)
        .values({ user_id: user.id, ...note, added_date: clock.now() })
        .returning({ id: notes.id, note_title: notes.note_title, note_text: notes.note_text, added_date: notes.added_date });
      if (!row) throw new Error('note was not written');
      return { ...row, added_date: row.added_date.toISOString() };
    },

    async addFlashcard(user: User, card: { flashcard_title: string; flashcard_text: string }): Promise<Schema<'Flashcard'>> {
      const [row] = await db
        .insert(flashcards)
        .values({ user_id: user.id, ...card, created_at: clock.now(), due_at: clock.now() })
        .returning({ id: flashcards.id, flashcard_title: flashcards.flashcard_title, flashcard_text: flashcards.flashcard_text, created_at: flashcards.created_at });
      if (!row) throw new Error('flashcard was not written');
      return { ...row, created_at: row.created_at.toISOString() };
    },

    notes(user: User, page?: number): Promise<Schema<'NotePage'>> {
      const mine = eq(notes.user_id, user.id);
      return pageOf(db, {
        from: notes,
        where: mine,
        rows: (offset, limit) =>
          db
            .select({ id: notes.id, note_title: notes.note_title, note_text: notes.note_text, added_date: notes.added_date })
            .from(notes)
            .where(mine)
            .orderBy(desc(notes.added_date), desc(notes.id))
            .offset(offset)
            .limit(limit),
        item: (row) => ({ ...row, added_date: row.added_date.toISOString() }),
      }, page);
    },

    async removeNote(user: User, id: number): Promise<void> {
      const removed = await db.delete(notes).where(and(eq(notes.id, id), eq(notes.user_id, user.id))).returning({ id: notes.id });
      if (removed.length === 0) throw notFound(journalMessages.unknownNote(id));
    },

    flashcards(user: User, page?: number): Promise<Schema<'FlashcardPage'>> {
      const mine = eq(flashcards.user_id, user.id);
      return pageOf(db, {
        from: flashcards,
        where: mine,
        rows: (offset, limit) =>
          db
            .select({ id: flashcards.id, flashcard_title: flashcards.flashcard_title, flashcard_text: flashcards.flashcard_text, created_at: flashcards.created_at })
            .from(flashcards)
            .where(mine)
            .orderBy(desc(flashcards.created_at), desc(flashcards.id))
            .offset(offset)
            .limit(limit),
        item: (row) => ({ ...row, created_at: row.created_at.toISOString() }),
      }, page);
    },

    /** The cards due by the end of the learner's day (in their time zone), soonest first, and how many. */
    async dueFlashcards(user: User): Promise<Schema<'DueFlashcards'>> {
      const endOfToday = zonedInstant(addDays(localDate(clock.now(), user.time_zone), 1), 0, 0, user.time_zone);
      const due = and(eq(flashcards.user_id, user.id), lt(flashcards.due_at, endOfToday));
      const [cards, [counted]] = await Promise.all([
        db
          .select({ id: flashcards.id, flashcard_title: flashcards.flashcard_title, flashcard_text: flashcards.flashcard_text, created_at: flashcards.created_at, due_at: flashcards.due_at, reps: flashcards.reps })
          .from(flashcards)
          .where(due)
          .orderBy(asc(flashcards.due_at), asc(flashcards.id))
          .limit(DUE_CARDS_LIMIT),
        db.select({ due_count: count() }).from(flashcards).where(due),
      ]);
      return {
        due_count: counted?.due_count ?? 0,
        cards: cards.map((card) => ({ ...card, created_at: card.created_at.toISOString(), due_at: card.due_at.toISOString() })),
      };
    },

    /** Grades one recall of the learner's card; FSRS sets its next due time from its state and the grade. */
    async reviewFlashcard(user: User, id: number, grade: Schema<'FlashcardGrade'>): Promise<Schema<'FlashcardReview'>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(flashcards)
          .where(and(eq(flashcards.id, id), eq(flashcards.user_id, user.id)))
          .for('update');
        if (!row) throw notFound(journalMessages.unknownFlashcard(id));
        const now = clock.now();
        const card: Card = {
          due: row.due_at,
          stability: row.stability,
          difficulty: row.difficulty,
          elapsed_days: 0,
          scheduled_days: row.scheduled_days,
          learning_steps: row.learning_steps,
          reps: row.reps,
          lapses: row.lapses,
          state: row.fsrs_state as State,
          last_review: row.last_reviewed_at ?? undefined,
        };
        const next = scheduler.next(card, now, grades[grade]).card;
        await tx
          .update(flashcards)
          .set({
            due_at: next.due,
            fsrs_state: next.state,
            stability: next.stability,
            difficulty: next.difficulty,
            scheduled_days: next.scheduled_days,
            learning_steps: next.learning_steps,
            reps: next.reps,
            lapses: next.lapses,
            last_reviewed_at: now,
          })
          .where(eq(flashcards.id, id));
        const state = next.state === State.New ? 'learning' : stateNames[next.state];
        return { id, due_at: next.due.toISOString(), reps: next.reps, lapses: next.lapses, state };
      });
    },

    async removeFlashcard(user: User, id: number): Promise<void> {
      const removed = await db.delete(flashcards).where(and(eq(flashcards.id, id), eq(flashcards.user_id, user.id))).returning({ id: flashcards.id });
      if (removed.length === 0) throw notFound(journalMessages.unknownFlashcard(id));
    },

    todos(user: User, page?: number): Promise<Schema<'TodoPage'>> {
      const mine = eq(todos.user_id, user.id);
      return pageOf(db, {
        from: todos,
        where: mine,
        rows: (offset, limit) =>
          db
            .select(todoColumns)
            .from(todos)
            .where(mine)
            .orderBy(asc(todos.completed), desc(todos.created_at), desc(todos.id))
            .offset(offset)
            .limit(limit),
        item: (row) => row,
      }, page);
    },

    async addTodo(user: User, todo: { todo_title: string }): Promise<Schema<'Todo'>> {
      const [row] = await db.insert(todos).values({ user_id: user.id, ...todo, created_at: clock.now() }).returning(todoColumns);
      if (!row) throw new Error('to-do was not written');
      return row;
    },

    /** Completes a to-do; completing it again changes nothing (there is no way back). */
    async completeTodo(user: User, id: number): Promise<Schema<'Todo'>> {
      const mine = and(eq(todos.id, id), eq(todos.user_id, user.id));
      const [completed] = await db.update(todos).set({ completed: true, completed_at: clock.now() }).where(and(mine, eq(todos.completed, false))).returning(todoColumns);
      if (completed) return completed;
      const [already] = await db.select(todoColumns).from(todos).where(mine);
      if (!already) throw notFound(journalMessages.unknownTodo(id));
      return already;
    },

    savedTips(user: User, page?: number): Promise<Schema<'SavedTipPage'>> {
      const mine = eq(savedTips.user_id, user.id);
      return pageOf(db, {
        from: savedTips,
        where: mine,
        rows: (offset, limit) =>
          db
            .select({ id: tips.id, tip_text: tips.tip_text })
            .from(savedTips)
            .innerJoin(tips, eq(tips.id, savedTips.tip_id))
            .where(mine)
            .orderBy(desc(savedTips.saved_at), desc(savedTips.tip_id))
            .offset(offset)
            .limit(limit),
        item: (tip) => ({ tip }),
      }, page);
    },

    async unsaveTip(user: User, tipId: number): Promise<void> {
      const removed = await db.delete(savedTips).where(and(eq(savedTips.tip_id, tipId), eq(savedTips.user_id, user.id))).returning({ id: savedTips.tip_id });
      if (removed.length === 0) throw notFound(journalMessages.unsavedTip(tipId));
    },

    savedReadings(user: User, page?: number): Promise<Schema<'SavedReadingPage'>> {
      const mine = eq(savedReadings.user_id, user.id);
      return pageOf(db, {
        from: savedReadings,
        where: mine,
        rows: (offset, limit) =>
          db
            .select({ id: readings.id, reading_title: readings.reading_title, reading_text: readings.reading_text })
            .from(savedReadings)
            .innerJoin(readings, eq(readings.id, savedReadings.reading_id))
            .where(mine)
            .orderBy(desc(savedReadings.saved_at), desc(savedReadings.reading_id))
            .offset(offset)
            .limit(limit),
        item: (reading) => ({ reading }),
      }, page);
    },

    /** Completed challenges with the rating and feedback the learner gave on completing them. */
    completedChallenges(user: User, page?: number): Promise<Schema<'CompletedChallengePage'>> {
      const mine = and(eq(userChallenges.user_id, user.id), eq(userChallenges.is_completed, true));
      return pageOf(db, {
        from: userChallenges,
        where: mine,
        rows: (offset, limit) =>
          db
            .select({
              id: userChallenges.id,
              challenge_id: userChallenges.challenge_id,
              goal_id: userChallenges.goal_id,
              name: challenges.name,
              type: challenges.type,
              completed_date: userChallenges.completed_date,
              user_response: userChallenges.user_response,
              user_feedback: userChallenges.user_feedback,
            })
            .from(userChallenges)
            .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
            .where(mine)
            .orderBy(desc(userChallenges.completed_date), desc(userChallenges.id))
            .offset(offset)
            .limit(limit),
        item: ({ name, type, completed_date, ...row }) => {
          // The check user_challenges_completed_has_date makes this impossible; the type cannot know it.
          if (!completed_date) throw new Error(`completed challenge ${row.challenge_id} has no completed_date`);
          return { ...row, challenge: { name, type }, completed_date: completed_date.toISOString() };
        },
      }, page);
    },

    /** Saves a reading to the journal; saving it again changes nothing. Readings are shared content. */
    async saveReading(user: User, readingId: number): Promise<void> {
      const [reading] = await db.select({ id: readings.id }).from(readings).where(and(eq(readings.id, readingId), eq(readings.active, true)));
      if (!reading) throw notFound(journalMessages.unknownReading(readingId));
      await db.insert(savedReadings).values({ user_id: user.id, reading_id: readingId, saved_at: clock.now() }).onConflictDoNothing();
    },
  };
}

const todoColumns = { id: todos.id, todo_title: todos.todo_title, completed: todos.completed };

export type Journal = ReturnType<typeof createJournal>;
