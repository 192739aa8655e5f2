import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { FormMessage } from '@stride/ui';
import { normalizeText, textError } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTextErrors } from '../../../lib/text-errors';
import { journalQueries, useAddTodo, useCompleteTodo, type Todo } from '../api';
import { journalMessages } from '../messages';
import { JournalList, usePageNumber } from './journal-list';

/**
 * A to-do is completed by ticking it, one way only (docs/journal.md): a ticked box stays ticked.
 * The tick shows at once while the server is asked, and is taken back with a message if the server refuses.
 */
function TodoItem({ todo }: { todo: Todo }) {
  const complete = useCompleteTodo();
  // Set in the click's own render: the mutation's pending state reaches the component a task later, and the
  // controlled box would meanwhile show unticked again.
  const [tickedHere, setTickedHere] = useState(false);
  const ticked = todo.completed || tickedHere;
  const tick = () => {
    setTickedHere(true);
    complete.mutate(todo.id, { onError: () => setTickedHere(false) });
  };
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Checkbox
        label={todo.todo_title}
        checked={ticked}
        disabled={ticked}
        onChange={tick}
        description={ticked ? 'Done' : undefined}
        error={complete.isError ? journalMessages.todoFailed : undefined}
      />
    </Paper>
  );
}

/** A new to-do: not blank, within the text rule the server applies (said next to the field), sent NFC-normalised and trimmed. */
function NewTodoForm() {
  const [title, setTitle] = useState('');
  const addTodo = useAddTodo();
  const texts = useTextErrors<'title'>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!texts.check({ title: textError(title, 'To-do') })) return;
    if (!normalizeText(title)) return;
    addTodo.mutate(normalizeText(title), { onSuccess: () => setTitle('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="New to-do"
            {...texts.inputProps('title', title, setTitle)}
            maxLength={200}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={addTodo.isPending} disabled={!title.trim()}>
            Add
          </Button>
        </Group>
        {/* Hides after 4 s and clears, so the next to-do added says it again. */}
        <FormMessage type="success" message={addTodo.isSuccess ? journalMessages.todoAdded : null} onHide={addTodo.reset} />
        {addTodo.isError && (
          <Alert color="red" role="alert">
            {journalMessages.todoFailed}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The learner's to-dos, pending first, 5 a page, with the form to add one. */
export function TodosSection() {
  const [page, setPage] = usePageNumber();
  const todos = useQuery(journalQueries.todos(page));
  return (
    <Stack gap="md">
      <NewTodoForm />
      <JournalList query={todos} onPage={setPage} label="Your to-dos" empty={journalMessages.noTodos} item={(todo) => <TodoItem key={todo.id} todo={todo} />} />
    </Stack>
  );
}
