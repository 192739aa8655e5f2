import { useState } from 'react';

/** Which of a question's saves are done; kept by the player so they stay done when the learner comes back. */
export interface JournalSaves {
  note: boolean;
  flashcard: boolean;
}

const none: JournalSaves = { note: false, flashcard: false };

/** Which questions have been added to notes and flashcards in this visit, so the buttons stay flipped. */
export function useJournalSaves() {
  const [saves, setSaves] = useState<Record<number, JournalSaves>>({});
  return {
    savedOf: (questionId: number) => saves[questionId] ?? none,
    markSaved: (questionId: number) => (kind: keyof JournalSaves) =>
      setSaves((current) => ({ ...current, [questionId]: { ...(current[questionId] ?? none), [kind]: true } })),
  };
}
