import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anAuthoredProgram, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGoal, aTopic, filterListHandlers } from '../../../testing/curriculum-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

const sprintHasGoal =
  'A sprint has exactly one goal: "Run crisp meetings" already belongs to the sprint "Meeting Sprint". Deactivate it first to give the sprint another goal.';

beforeAll(() => import('./goal-screens'));

function choicesApi() {
  server.use(
    http.get('/program/all', ({ response }) => response(200).json([anAuthoredProgram(), anAuthoredProgram({ id: 2, code: 'sprint', name: 'Meeting Sprint' })])),
    http.get('/topic/all', ({ response }) => response(200).json([aTopic(), aTopic({ id: 2, code: 'listening', name: 'Listening' })])),
  );
}

describe('/admin/goal/add', () => {
  it('sends the goal with its program and topics, then says Goal has been added', async () => {
    signInAdmin(server);
    choicesApi();
    const bodies: unknown[] = [];
    server.use(
      http.post('/goal/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(aGoal());
      }),
    );
    const { user } = renderRoute(routes, '/admin/goal/add');
    expect(await screen.findByRole('heading', { name: 'Add goal' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'meetings');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Run crisp meetings');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Agenda first, decisions last.');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    await user.click(await screen.findByRole('checkbox', { name: 'Listening' }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Goal has been added');
    expect(bodies).toEqual([{ code: 'meetings', name: 'Run crisp meetings', description: 'Agenda first, decisions last.', program_id: 2, topic_ids: [2] }]);
    expect(screen.getByRole('checkbox', { name: 'Listening' })).not.toBeChecked();
  });

  it('refuses a direction character in the name next to the field, as the server does, and sends the texts trimmed', async () => {
    signInAdmin(server);
    choicesApi();
    const bodies: unknown[] = [];
    server.use(http.post('/goal/add', async ({ request, response }) => (bodies.push(await request.json()), response(200).json(aGoal()))));
    const { user } = renderRoute(routes, '/admin/goal/add');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'meetings');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Run crisp \u202emeetings');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' Agenda first, decisions last.  ');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must not contain characters that change the direction of text.');
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Run crisp meetings ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Goal has been added');
    expect(bodies).toEqual([{ code: 'meetings', name: 'Run crisp meetings', description: 'Agenda first, decisions last.', program_id: 2, topic_ids: [] }]);
  });

  it("asks for a program, and shows the server's refusal", async () => {
    signInAdmin(server);
    choicesApi();
    server.use(http.post('/goal/add', ({ response }) => response(400).json(errorBody('ValidationError', 'name must not be empty.'))));
    const { user } = renderRoute(routes, '/admin/goal/add');
    await screen.findByRole('option', { name: 'Meeting Sprint' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveAccessibleDescription('Choose a program.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name must not be empty.');
  });

  it('shows the refusal of a second goal for a sprint (409) as the server words it, keeping what was typed', async () => {
    signInAdmin(server);
    choicesApi();
    server.use(http.post('/goal/add', ({ response }) => response(409).json(errorBody('SprintHasGoal', sprintHasGoal))));
    const { user } = renderRoute(routes, '/admin/goal/add');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'meetings-2');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Shorter meetings');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Half the time.');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sprintHasGoal);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Shorter meetings');
  });
});

describe('/admin/goal/list', () => {
  it('shows each goal with its description, topics and status', async () => {
    signInAdmin(server);
    server.use(
      http.get('/goal/all', ({ response }) =>
        response(200).json([
          aGoal({ goal_topic_maps: [{ topic: { id: 1, name: 'Clarity' } }, { topic: { id: 2, name: 'Listening' } }] }),
          aGoal({ id: 12, code: 'old', name: 'Old goal', active: false, goal_topic_maps: [] }),
        ]),
      ),
    );
    renderRoute(routes, '/admin/goal/list');
    const list = await screen.findByRole('list', { name: 'Goals' });
    // By name, as the list sorts by default.
    const [old, messages] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(messages).getByRole('heading', { name: 'Write messages people act on' })).toBeInTheDocument();
    expect(within(messages).getByText('Short, clear, with one ask.')).toBeInTheDocument();
    expect(within(messages).getByText('Topics: Clarity, Listening')).toBeInTheDocument();
    expect(within(messages).getByText('Active')).toBeInTheDocument();
    expect(within(old).getByText('No topics')).toBeInTheDocument();
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the refusal to switch on a second goal of a sprint (409), and the goal stays inactive', async () => {
    signInAdmin(server);
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal({ id: 12, code: 'old', name: 'Old goal', active: false })])),
      http.patch('/curriculum/{kind}/{id}/active', ({ response }) => response(409).json(errorBody('SprintHasGoal', sprintHasGoal))),
    );
    const { user } = renderRoute(routes, '/admin/goal/list');
    const card = within(await screen.findByRole('list', { name: 'Goals' })).getByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Activate Old goal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sprintHasGoal);
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
  });
});
