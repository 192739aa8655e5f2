import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { normalizeText, textError } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTextErrors } from '../../../lib/text-errors';
import { journalQueries, useAddNote, useRemoveNote, type Note } from '../api';
import { journalMessages, NOTE_SAVED_DIALOG_MS } from '../messages';
import { JournalList, usePageNumber } from './journal-list';
import { journalDate } from './journal-date';
import { JournalEntry } from './journal-entry';

/**
 * A new note: title and text both required (docs/journal.md) and within the text rule the server
 * applies, each said next to its field; sent NFC-normalised and trimmed. The saved dialog closes itself after 2 s.
 */
function NewNoteForm() {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const addNote = useAddNote();
  const texts = useTextErrors<'title' | 'text'>();

  useEffect(() => {
    if (!savedOpen) return;
    const timer = setTimeout(() => setSavedOpen(false), NOTE_SAVED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [savedOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = { note_title: normalizeText(title), note_text: normalizeText(text) };
    const readable = texts.check({ title: textError(title, 'Title'), text: textError(text, 'Note', { kind: 'lines' }) });
    setInvalid(!note.note_title || !note.note_text);
    if (!readable || !note.note_title || !note.note_text) return;
    addNote.mutate(note, {
      onSuccess: () => {
        setTitle('');
        setText('');
        setSavedOpen(true);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="new-note-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="new-note-title">
          New note
        </Title>
        <TextInput
          label="Title"
          {...texts.inputProps('title', title, setTitle)}
          maxLength={200}
        />
        <Textarea
          label="Note"
          {...texts.inputProps('text', text, setText)}
          rows={4}
          maxLength={4000}
        />
        {invalid && (
          <Alert color="red" role="alert">
            {journalMessages.allFieldsRequired}
          </Alert>
        )}
        {addNote.isError && (
          <Alert color="red" role="alert">
            {journalMessages.noteFailed}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={addNote.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
      <Modal opened={savedOpen} onClose={() => setSavedOpen(false)} title={journalMessages.noteSaved} centered size="sm">
        <Text>Find it in your notes below.</Text>
      </Modal>
    </Paper>
  );
}

function NoteItem({ note }: { note: Note }) {
  const remove = useRemoveNote();
  return (
    <JournalEntry
      title={note.note_title}
      text={note.note_text}
      date={journalDate(note.added_date)}
      removeLabel={`Remove note ${note.note_title}`}
      removing={remove.isPending}
      onRemove={() => remove.mutate(note.id)}
    />
  );
}

/** The learner's notes, newest first, 5 a page, with the form to add one. */
export function NotesSection({ withForm = true }: { withForm?: boolean }) {
  const [page, setPage] = usePageNumber();
  const notes = useQuery(journalQueries.notes(page));
  return (
    <Stack gap="md">
      {withForm && <NewNoteForm />}
      <JournalList query={notes} onPage={setPage} label="Your notes" empty={journalMessages.noNotes} item={(note) => <NoteItem key={note.id} note={note} />} />
    </Stack>
  );
}
