import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import type { CompletedChallenge, Flashcard, Note, Todo } from '../api';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./journal-screens'));

const pageParam = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');
/** The server's page `page` of `items`, as the journal's list calls answer. */
const pageOf = <Item,>(items: Item[], page: number) => ({ items: items.slice((page - 1) * 5, page * 5), page, page_size: 5 as const, total: items.length });

const aNote = (id: number): Note => ({ id, note_title: `Note ${id}`, note_text: `What I learned ${id}`, added_date: '2026-11-18T10:00:00.000Z' });

/** Serves `notes` (a live list: removals and additions change it), and records the calls. */
function notesApi(notes: Note[]) {
  const calls: string[] = [];
  server.use(
    http.get('/user-data/notes', ({ request, response }) => {
      calls.push(`GET page ${pageParam(request)}`);
      return response(200).json(pageOf(notes, pageParam(request)));
    }),
    http.post('/user-data/add-note', async ({ request, response }) => {
      const body = (await request.json()) as { note_title: string; note_text: string };
      calls.push(`ADD ${body.note_title}|${body.note_text}`);
      const note = { ...aNote(100 + notes.length), ...body };
      notes.unshift(note);
      return response(200).json(note);
    }),
    http.post('/user-data/remove-note/{id}', ({ params, response }) => {
      calls.push(`REMOVE ${params.id}`);
      notes.splice(notes.findIndex((note) => note.id === Number(params.id)), 1);
      return response(200).json({ message: 'Note removed' });
    }),
  );
  return calls;
}

describe('the journal', () => {
  it('opens on the notes, 5 a page, with page buttons, and the bottom tab bar', async () => {
    signIn(server);
    const calls = notesApi(Array.from({ length: 7 }, (_, index) => aNote(7 - index)));
    const { user, router } = renderRoute(routes, '/journal');
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('heading', { name: 'Note 7' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Journal' });
    expect(within(tabs).getAllByRole('button').concat(within(tabs).getAllByRole('link')).map((tab) => tab.textContent).sort()).toEqual(
      ['Challenge', 'FlashCard', 'Home', 'Notes', 'Tips'],
    );
    expect(within(tabs).getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(await screen.findByRole('heading', { name: 'Note 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your notes' })).getAllByRole('listitem')).toHaveLength(2);
    expect(calls).toEqual(['GET page 1', 'GET page 2']);

    // Removing the last note of the last page steps back a page.
    await user.click(screen.getByRole('button', { name: 'Remove note Note 2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Note 2' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove note Note 1' }));
    expect(await screen.findByRole('heading', { name: 'Note 7' })).toBeInTheDocument();
    // Page 1 as cached shows at once, then as the server now answers it: one page, no page buttons.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages of your notes' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/journal');
  });

  it('adds a note: both fields required, the saved dialog closes itself, the list shows it', async () => {
    signIn(server);
    const calls = notesApi([]);
    const { user } = renderRoute(routes, '/journal/notes');
    expect(await screen.findByText('You have no notes yet. Add one here, or from a question in an activity.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Short emails');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Enter All Fields');
    expect(calls.filter((call) => call.startsWith('ADD'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' One ask per email. ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('dialog', { name: 'Note saved successfully!' })).toBeInTheDocument();
    expect(calls).toContain('ADD Short emails|One ask per email.');
    expect(await screen.findByRole('heading', { name: 'Short emails' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses control and direction characters next to the field, as the server does, and sends the note NFC and trimmed', async () => {
    signIn(server);
    const calls = notesApi([]);
    const { user } = renderRoute(routes, '/journal/notes');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const text = screen.getByRole('textbox', { name: 'Note' });
    // A right-to-left override would make the title read backwards in the list.
    await user.type(title, 'Short \u202eemails');
    await user.click(text);
    await user.paste('One ask\u001b[31m per email.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(title).toHaveAccessibleDescription('Title must not contain characters that change the direction of text.');
    expect(text).toHaveAccessibleDescription('Note must not contain control characters.');
    expect(calls.filter((call) => call.startsWith('ADD'))).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    // Each message goes once its field changes.
    await user.clear(title);
    expect(title).not.toHaveAccessibleDescription();
    await user.type(title, '  Cafe\u0301 talk ');
    await user.clear(text);
    await user.type(text, ' One ask per email.{Enter}Then stop.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('dialog', { name: 'Note saved successfully!' })).toBeInTheDocument();
    expect(calls).toContain('ADD Caf\u00e9 talk|One ask per email.\nThen stop.');
  });

  it('says so when a note cannot be saved', async () => {
    signIn(server);
    notesApi([]);
    server.use(http.post('/user-data/add-note', ({ response }) => response(400).json(errorBody('ValidationError', 'Something went wrong.'))));
    const { user } = renderRoute(routes, '/journal/notes');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'A title');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'A text');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error, Please Try Again Later.');
  });

  it('shows the flashcards and removes one; says when there are none', async () => {
    signIn(server);
    const cards: Flashcard[] = [{ id: 3, flashcard_title: 'Why 25-minute meetings?', flashcard_text: 'A break between meetings.', created_at: '2026-11-18T10:00:00.000Z' }];
    server.use(
      http.get('/user-data/flashcards', ({ request, response }) => response(200).json(pageOf(cards, pageParam(request)))),
      http.post('/user-data/remove-flashcard/{id}', ({ response }) => {
        cards.pop();
        return response(200).json({ message: 'Flashcard removed' });
      }),
    );
    const { user, router } = renderRoute(routes, '/journal?tab=flashcards');
    const list = await screen.findByRole('list', { name: 'Your flashcards' });
    expect(within(list).getByText('A break between meetings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FlashCard' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Remove flashcard Why 25-minute meetings?' }));
    expect(await screen.findByText('No saved flashCards found.')).toBeInTheDocument();

    server.use(http.get('/user-data/saved-tips', ({ response }) => response(200).json(pageOf([{ tip: { id: 4, tip_text: 'Batch your email.' } }], 1))));
    await user.click(screen.getByRole('button', { name: 'Tips' }));
    expect(await screen.findByText('Batch your email.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=tips');
  });

  it('lists completed challenges with the rating and feedback given', async () => {
    signIn(server);
    const done: CompletedChallenge = {
      id: 93,
      challenge_id: 6,
      goal_id: 11,
      challenge: { name: 'Rewrite an email', type: 'drill' },
      completed_date: '2026-11-18T10:00:00.000Z',
      user_response: 4,
      user_feedback: 'Shorter emails, faster answers.',
    };
    server.use(http.get('/user-data/completed-challenges', ({ response }) => response(200).json(pageOf([done], 1))));
    renderRoute(routes, '/journal?tab=challenges');
    const list = await screen.findByRole('list', { name: 'Your completed challenges' });
    expect(within(list).getByRole('heading', { name: 'Rewrite an email' })).toBeInTheDocument();
    expect(within(list).getByText(/^Drill · completed /)).toBeInTheDocument();
    expect(within(list).getByText('You found it very good (4 of 5 stars)')).toBeInTheDocument();
    expect(within(list).getByText('“Shorter emails, faster answers.”')).toBeInTheDocument();
    // Send for review stays reachable from the journal: the take's completion page, on that section (docs/journal.md).
    expect(within(list).getByRole('link', { name: 'Send Rewrite an email for review' })).toHaveAttribute('href', '/challenge/complete/6?take=93#send-for-review');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('flashcard review', () => {
  it('shows the due count on the tab, then each due card front first, graded Again to Easy', async () => {
    signIn(server);
    const due = [
      { id: 3, flashcard_title: 'Why 25-minute meetings?', flashcard_text: 'A break between meetings.', created_at: '2026-11-18T10:00:00.000Z', due_at: '2026-11-18T10:00:00.000Z', reps: 0 },
      { id: 4, flashcard_title: 'One ask per email', flashcard_text: 'Answers come faster.', created_at: '2026-11-18T10:00:00.000Z', due_at: '2026-11-18T10:00:00.000Z', reps: 2 },
    ];
    const grades: string[] = [];
    server.use(
      http.get('/user-data/flashcards/due', ({ response }) => response(200).json({ due_count: due.length - grades.length, cards: due.slice(grades.length) })),
      http.post('/user-data/flashcards/{id}/review', async ({ params, request, response }) => {
        const { grade } = (await request.json()) as { grade: string };
        grades.push(`${params.id} ${grade}`);
        return response(200).json({ id: Number(params.id), due_at: '2026-11-21T10:00:00.000Z', reps: 1, lapses: 0, state: 'review' as const });
      }),
    );
    const { user } = renderRoute(routes, '/journal');
    await user.click(await screen.findByRole('button', { name: 'FlashCard (2 due)' }));
    expect(await screen.findByText('2 cards are due for review today.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review now' }));

    expect(screen.getByRole('heading', { name: 'Why 25-minute meetings?' })).toBeInTheDocument();
    expect(screen.queryByText('A break between meetings.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('A break between meetings.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    const gradesGroup = screen.getByRole('group', { name: 'How well did you remember it?' });
    expect(within(gradesGroup).getAllByRole('button').map((button) => button.textContent)).toEqual(['Again', 'Hard', 'Good', 'Easy']);
    await user.click(within(gradesGroup).getByRole('button', { name: 'Good' }));

    // Each grade counts the tab down at once, and the session goes on with the cards it started with.
    expect(await screen.findByRole('heading', { name: 'One ask per email' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'FlashCard (1 due)' })).toBeInTheDocument();
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(await screen.findByText('All caught up: you reviewed every card due today.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'FlashCard' })).toBeInTheDocument();
    expect(grades).toEqual(['3 good', '4 again']);
    await user.click(screen.getByRole('button', { name: 'Back to my flashcards' }));
    expect(await screen.findByRole('button', { name: 'FlashCard' })).toBeInTheDocument();
  });
});

describe('to-dos', () => {
  it('are added and ticked off one way', async () => {
    signIn(server);
    const todos: Todo[] = [{ id: 1, todo_title: 'Book the retro', completed: false }];
    server.use(
      http.get('/user-data/todos', ({ request, response }) => response(200).json(pageOf(todos, pageParam(request)))),
      http.post('/user-data/add-todo', async ({ request, response }) => {
        const { todo_title } = (await request.json()) as { todo_title: string };
        const todo = { id: 2, todo_title, completed: false };
        todos.unshift(todo);
        return response(200).json(todo);
      }),
      http.post('/user-data/complete-todo/{id}', ({ params, response }) => {
        const todo = todos.find((candidate) => candidate.id === Number(params.id))!;
        todo.completed = true;
        return response(200).json(todo);
      }),
    );
    const { user } = renderRoute(routes, '/journal/todo');
    const retro = await screen.findByRole('checkbox', { name: 'Book the retro' });
    expect(retro).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'New to-do' }), 'Send the summary{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Send the summary' })).not.toBeChecked();
    // The spec's success message (docs/journal.md), and the box is ready for the next one.
    expect((await screen.findByText('Added')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'New to-do' })).toHaveValue('');

    await user.click(screen.getByRole('checkbox', { name: 'Book the retro' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Book the retro/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Book the retro/ })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('take the tick back with a message when the server refuses it', async () => {
    signIn(server);
    server.use(
      http.get('/user-data/todos', ({ request, response }) => response(200).json(pageOf([{ id: 1, todo_title: 'Book the retro', completed: false }], pageParam(request)))),
      http.post('/user-data/complete-todo/{id}', ({ response }) => response(404).json(errorBody('NotFound', 'You have no to-do with id 1.'))),
    );
    const { user } = renderRoute(routes, '/journal/todo');
    await user.click(await screen.findByRole('checkbox', { name: 'Book the retro' }));
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Book the retro/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Book the retro/ })).toBeEnabled();
  });

  it('refuse a direction character next to the field, as the server does, and are sent trimmed', async () => {
    signIn(server);
    const sent: unknown[] = [];
    server.use(
      http.get('/user-data/todos', ({ response }) => response(200).json(pageOf([], 1))),
      http.post('/user-data/add-todo', async ({ request, response }) => (sent.push(await request.json()), response(200).json({ id: 2, todo_title: 'Send the summary', completed: false }))),
    );
    const { user } = renderRoute(routes, '/journal/todo');
    const todo = await screen.findByRole('textbox', { name: 'New to-do' });
    await user.type(todo, 'Send the \u2066summary{Enter}');
    expect(todo).toHaveAccessibleDescription('To-do must not contain characters that change the direction of text.');
    expect(sent).toEqual([]);

    await user.clear(todo);
    await user.type(todo, '  Send the summary ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(sent).toEqual([{ todo_title: 'Send the summary' }]);
  });

  it('say when a to-do cannot be added', async () => {
    signIn(server);
    server.use(
      http.get('/user-data/todos', ({ response }) => response(200).json(pageOf([], 1))),
      http.post('/user-data/add-todo', ({ response }) => response(400).json(errorBody('ValidationError', 'Something went wrong.'))),
    );
    const { user } = renderRoute(routes, '/journal/todo');
    expect(await screen.findByText('You have no to-dos yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New to-do' }), 'Send the summary');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });
});

describe('saved readings', () => {
  it('are listed with their text', async () => {
    signIn(server);
    server.use(http.get('/user-data/saved-readings', ({ response }) => response(200).json(pageOf([{ reading: { id: 5, reading_title: 'Meetings with a purpose', reading_text: 'Every meeting needs one.' } }], 1))));
    renderRoute(routes, '/journal/reading');
    const list = await screen.findByRole('list', { name: 'Your saved readings' });
    expect(within(list).getByRole('heading', { name: 'Meetings with a purpose' })).toBeInTheDocument();
    expect(within(list).getByText('Every meeting needs one.')).toBeInTheDocument();
  });
});
