import type { Schema } from '@stride/api-sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { flashcards, notes, readings, savedReadings } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { User } from '../sessions/session-store';

export const journalMessages = {
  unknownReading: (readingId: number) => `There is no reading with id ${readingId}.`,
  readingSaved: 'Saved',
} as const;

/**
 * The learner's journal (personal-social-orgadmin §2): what the players add to it so far, notes and
 * flashcards from a question and the reading of a completion screen. Each row is the caller's own.
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
        .values({ user_id: user.id, ...card, created_at: clock.now() })
        .returning({ id: flashcards.id, flashcard_title: flashcards.flashcard_title, flashcard_text: flashcards.flashcard_text, created_at: flashcards.created_at });
      if (!row) throw new Error('flashcard was not written');
      return { ...row, created_at: row.created_at.toISOString() };
    },

    /** Saves a reading to the journal; saving it again changes nothing. Readings are shared content. */
    async saveReading(user: User, readingId: number): Promise<void> {
      const [reading] = await db.select({ id: readings.id }).from(readings).where(and(eq(readings.id, readingId), eq(readings.active, true)));
      if (!reading) throw notFound(journalMessages.unknownReading(readingId));
      await db.insert(savedReadings).values({ user_id: user.id, reading_id: readingId, saved_at: clock.now() }).onConflictDoNothing();
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
