import { Alert, Button, Group, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { useAddFlashcard, useAddNote, type Question } from '../api';
import { journalEntry, type Checked } from '../answers';
import { learnMessages } from '../messages';
import type { JournalSaves } from '../use-journal-saves';

interface SaveToJournalProps {
  question: Question;
  checked: Checked | null;
  saved: JournalSaves;
  onSaved: (kind: keyof JournalSaves) => void;
}

/**
 * Add to notes and Add To FlashCards for one question (docs/learn-players.md): the stem as the title, the comment
 * or the correct answer as the text. Once added a button reads Added to Notes / Added To FlashCards and does
 * nothing more; it stays focusable so focus is not lost, and the success is announced.
 */
export function SaveToJournal({ question, checked, saved, onSaved }: SaveToJournalProps) {
  const addNote = useAddNote();
  const addFlashcard = useAddFlashcard();
  const [announcement, setAnnouncement] = useState('');
  const entry = journalEntry(question, checked);
  const failed = addNote.error ?? addFlashcard.error;

  /** Saves once: a saved entry's button does nothing more. */
  function save<Body>(kind: keyof JournalSaves, mutation: { isPending: boolean; mutate: (body: Body, options: { onSuccess: () => void }) => void }, body: Body, notice: string) {
    if (saved[kind] || mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: () => {
        onSaved(kind);
        setAnnouncement(notice);
      },
    });
  }
  const saveNote = () => save('note', addNote, { note_title: entry.title, note_text: entry.text }, learnMessages.noteAddedNotice);
  const saveFlashcard = () => save('flashcard', addFlashcard, { flashcard_title: entry.title, flashcard_text: entry.text }, learnMessages.flashcardAddedNotice);

  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={saveNote} loading={addNote.isPending} data-disabled={saved.note || undefined} aria-disabled={saved.note || undefined}>
          {saved.note ? learnMessages.noteAdded : learnMessages.addNote}
        </Button>
        <Button
          variant="light"
          onClick={saveFlashcard}
          loading={addFlashcard.isPending}
          data-disabled={saved.flashcard || undefined}
          aria-disabled={saved.flashcard || undefined}
        >
          {saved.flashcard ? learnMessages.flashcardAdded : learnMessages.addFlashcard}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed, learnMessages.apiError)}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
