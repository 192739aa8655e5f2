import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import type { Body } from '@stride/api-sdk';
import { aRevision, anActivity, filterListHandlers } from '../../../testing/curriculum-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(() => import('./revision-screens'));

/** Serves two activities with questions; the first add is answered with a revision, the next with `refusal`. */
function revisionApi(refusal: { status: 400 | 409; message: string }) {
  const bodies: Body<'addRevision'>[] = [];
  server.use(
    http.get('/activity/all', ({ response }) =>
      response(200).json([
        anActivity({
          questions: [
            { id: 21, type: 'mcq', stem: 'Where does the point go?' },
            { id: 22, type: 'flashcard', stem: 'BLUF' },
          ],
        }),
        anActivity({ id: 6, code: 'trim', name: 'Trim the preamble', questions: [{ id: 31, type: 'order', stem: 'Order a crisp message.' }] }),
        anActivity({ id: 7, code: 'empty', name: 'Nothing yet' }),
      ]),
    ),
    http.post('/revision/add', async ({ request, response }) => {
      bodies.push(await request.json());
      if (bodies.length === 1) return response(201).json(aRevision());
      return response(refusal.status).json(errorBody(refusal.status === 400 ? 'ValidationError' : 'Conflict', refusal.message));
    }),
  );
  return bodies;
}

const question = (number: number) => screen.getByRole('group', { name: `Question ${number}` });
/** The chosen questions' stems, in order. */
const chosenOrder = () => screen.queryAllByRole('group', { name: /^Question \d+$/ }).map((group) => group.querySelector('p')?.textContent);

describe('/admin/revision/add', () => {
  it('picks questions from activities, orders and trims them by keyboard (announced), sends them in order, then says it was added', async () => {
    signInAdmin(server);
    const bodies = revisionApi({ status: 409, message: 'A revision with the code "clarity-week" already exists. Choose another code.' });
    const { user } = renderRoute(routes, '/admin/revision/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add revision' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'clarity-week');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Clarity week');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'The week, again.');
    expect(screen.getByText('No questions chosen yet.')).toBeInTheDocument();

    const activity = await screen.findByRole('combobox', { name: 'Activity' });
    await waitFor(() => expect(activity).toBeEnabled());
    await user.selectOptions(activity, 'Nothing yet');
    expect(screen.getByText('This activity has no questions yet.')).toBeInTheDocument();
    await user.selectOptions(activity, 'Lead with the point');
    const lead = screen.getByRole('group', { name: 'Questions of Lead with the point' });
    await user.click(within(lead).getByRole('checkbox', { name: 'Where does the point go?' }));
    await user.click(within(lead).getByRole('checkbox', { name: 'BLUF' }));
    expect(screen.getByText('"BLUF" added as question 2.')).toBeInTheDocument();
    await user.selectOptions(activity, 'Trim the preamble');
    await user.click(screen.getByRole('checkbox', { name: 'Order a crisp message.' }));
    expect(chosenOrder()).toEqual(['Where does the point go?', 'BLUF', 'Order a crisp message.']);
    expect(within(question(3)).getByText('Ordering · from Trim the preamble')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    // The ordering question moves to the top with two presses of Enter; focus follows it, then goes to Move down.
    within(question(3)).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(chosenOrder()).toEqual(['Where does the point go?', 'Order a crisp message.', 'BLUF']);
    expect(screen.getByText('Question 3 moved up to position 2.')).toBeInTheDocument();
    await waitFor(() => expect(within(question(2)).getByRole('button', { name: 'Move up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(chosenOrder()).toEqual(['Order a crisp message.', 'Where does the point go?', 'BLUF']);
    await waitFor(() => expect(within(question(1)).getByRole('button', { name: 'Move down' })).toHaveFocus());

    within(question(2)).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    expect(chosenOrder()).toEqual(['Order a crisp message.', 'BLUF']);
    expect(screen.getByText('"Where does the point go?" removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Chosen questions (2)')).toHaveFocus());
    // Unticking takes a question off the list too.
    await user.selectOptions(activity, 'Lead with the point');
    expect(screen.getByRole('checkbox', { name: 'Where does the point go?' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'BLUF' }));
    expect(chosenOrder()).toEqual(['Order a crisp message.']);
    await user.click(screen.getByRole('checkbox', { name: 'BLUF' }));
    await user.click(screen.getByRole('checkbox', { name: 'Where does the point go?' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Revision has been added');
    expect(bodies).toEqual([{ code: 'clarity-week', name: 'Clarity week', description: 'The week, again.', question_ids: [31, 22, 21] }]);
    // A saved form starts over.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    expect(screen.getByText('No questions chosen yet.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'clarity-week');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A revision with the code "clarity-week" already exists. Choose another code.');
    expect(bodies[1]).toEqual({ code: 'clarity-week', name: '', description: '', question_ids: [] });
  });
});

describe('/admin/revision/add, the text rule', () => {
  it('refuses a direction character in the name next to the field, as the server does, and sends name and description trimmed', async () => {
    signInAdmin(server);
    const bodies = revisionApi({ status: 409, message: 'Taken.' });
    const { user } = renderRoute(routes, '/admin/revision/add');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'clarity-week');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '\u202dClarity week');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '  The week, again.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must not contain characters that change the direction of text.');
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Clarity week ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Revision has been added');
    expect(bodies).toEqual([{ code: 'clarity-week', name: 'Clarity week', description: 'The week, again.', question_ids: [] }]);
  });
});

describe('/admin/revision/list', () => {
  it('lists the revisions with their status, description, questions in order and actions', async () => {
    signInAdmin(server);
    server.use(http.get('/revision/all', ({ response }) => response(200).json([aRevision(), aRevision({ id: 4, code: 'old', name: 'Old recap', active: false, questions: [] })])));
    renderRoute(routes, '/admin/revision/list');
    const list = await screen.findByRole('list', { name: 'Revisions' });
    // The cards, not the question lists inside them.
    const [first, second] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Clarity week' })).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText("The week's points, asked again.")).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Questions of Clarity week' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'BLUF (Flashcard, from Lead with the point)',
      'Where does the point go? (Multiple choice, from Lead with the point)',
    ]);
    expect(within(first).getByRole('button', { name: 'Deactivate Clarity week' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Clarity week' })).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Activate Old recap' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('switches a revision off through PATCH curriculum/revision/{id}/active and shows it inactive', async () => {
    signInAdmin(server);
    let active = true;
    const calls: unknown[] = [];
    server.use(
      http.get('/revision/all', ({ response }) => response(200).json([aRevision({ active })])),
      http.patch('/curriculum/{kind}/{id}/active', async ({ params, request, response }) => {
        const body = await request.json();
        calls.push({ kind: params.kind, id: params.id, ...body });
        active = body.active;
        return response(200).json({ kind: 'revision', id: 3, active });
      }),
    );
    const { user } = renderRoute(routes, '/admin/revision/list');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Clarity week' }));
    expect(await screen.findByRole('button', { name: 'Activate Clarity week' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Revisions' })).getByText('Inactive')).toBeInTheDocument();
    expect(calls).toEqual([{ kind: 'revision', id: '3', active: false }]);
  });
});
