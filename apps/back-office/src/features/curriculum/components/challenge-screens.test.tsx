import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aChallenge, anAuthoredChallenge } from '../../../testing/challenge-data';
import { aGoal, filterListHandlers } from '../../../testing/curriculum-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(() => import('./challenge-screens'));

type User = ReturnType<typeof renderRoute>['user'];
const step = (number: number) => screen.getByRole('group', { name: `Step ${number}` });
/** The steps' texts, top to bottom. */
const stepOrder = () =>
  screen.getAllByRole('group', { name: /^Step \d+$/ }).map((group) => (within(group).getByRole('textbox', { name: 'Step text' }) as HTMLTextAreaElement).value);

/** Adds a step with the keyboard (the Add step button, then Enter), and checks that focus lands on its type. */
async function addStep(user: User, number: number) {
  screen.getByRole('button', { name: 'Add step' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(step(number)).getByRole('combobox', { name: 'Step type' })).toHaveFocus());
}

async function fillChallenge(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'rewrite-email');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rewrite an email');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Put the point first.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Daily');
  await user.click(screen.getByRole('checkbox', { name: 'Calendar required' }));
  const minutes = screen.getByRole('textbox', { name: 'Time required (minutes)' });
  await user.clear(minutes);
  await user.type(minutes, '15');
  await user.clear(screen.getByRole('textbox', { name: 'Reward points' }));
  await user.type(screen.getByRole('textbox', { name: 'Reward points' }), '40');
}

function challengeApi(refusal?: { status: 400 | 409; message: string }) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/challenge/add', async ({ request, response }) => {
      bodies.push(await request.json());
      if (refusal) return response(refusal.status).json(errorBody(refusal.status === 400 ? 'ValidationError' : 'Conflict', refusal.message));
      return response(200).json(aChallenge());
    }),
  );
  return bodies;
}

describe('/admin/challenge/add', () => {
  it('authors steps by keyboard (add, reorder, remove), sends them in order with the challenge, then says it was added', async () => {
    signInAdmin(server);
    const bodies = challengeApi();
    const { user } = renderRoute(routes, '/admin/challenge/add');
    expect(await screen.findByRole('heading', { name: 'Add challenge' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Calendar required' })).toBeChecked();
    expect(screen.getByText('No steps yet.')).toBeInTheDocument();
    await fillChallenge(user);

    await addStep(user, 1);
    await user.selectOptions(within(step(1)).getByRole('combobox', { name: 'Step type' }), 'Multiple choice');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Step text' }), 'Where was the point?');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 1' }), 'At the top');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 2' }), 'At the bottom');
    await user.click(within(step(1)).getByRole('button', { name: 'Add option' }));
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 3' }), 'Nowhere');
    await user.click(within(step(1)).getByRole('radio', { name: 'Option 1 is correct' }));

    await addStep(user, 2);
    await user.type(within(step(2)).getByRole('textbox', { name: 'Step text' }), 'Read your last email.');

    await addStep(user, 3);
    await user.selectOptions(within(step(3)).getByRole('combobox', { name: 'Step type' }), 'Scale or rating');
    await user.type(within(step(3)).getByRole('textbox', { name: 'Step text' }), 'How clear is it now?');
    expect(within(step(3)).getByRole('group', { name: 'Labels, lowest first' })).toBeInTheDocument();
    await user.type(within(step(3)).getByRole('textbox', { name: 'Label 1' }), 'Unclear');
    await user.type(within(step(3)).getByRole('textbox', { name: 'Label 2' }), 'Clear');

    await addStep(user, 4);
    await user.selectOptions(within(step(4)).getByRole('combobox', { name: 'Step type' }), 'Visual flash card');
    await user.type(within(step(4)).getByRole('textbox', { name: 'Step text' }), 'Keep this in mind.');
    await user.type(within(step(4)).getByRole('textbox', { name: 'Image URL' }), '/images/bluf.png');
    expect(await axeViolations(document.body)).toEqual([]);

    // The scale moves to the top with two presses of Enter: focus follows it, then goes to Move down at the top.
    within(step(3)).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    expect(stepOrder()).toEqual(['Where was the point?', 'How clear is it now?', 'Read your last email.', 'Keep this in mind.']);
    await waitFor(() => expect(within(step(2)).getByRole('button', { name: 'Move up' })).toHaveFocus());
    expect(screen.getByText('Step 3 moved up to position 2.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(stepOrder()).toEqual(['How clear is it now?', 'Where was the point?', 'Read your last email.', 'Keep this in mind.']);
    expect(within(step(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await waitFor(() => expect(within(step(1)).getByRole('button', { name: 'Move down' })).toHaveFocus());
    // The last step moves down no further.
    expect(within(step(4)).getByRole('button', { name: 'Move down' })).toBeDisabled();
    within(step(2)).getByRole('button', { name: 'Move down' }).focus();
    await user.keyboard('{Enter}');
    expect(stepOrder()).toEqual(['How clear is it now?', 'Read your last email.', 'Where was the point?', 'Keep this in mind.']);
    await waitFor(() => expect(within(step(3)).getByRole('button', { name: 'Move down' })).toHaveFocus());

    within(step(4)).getByRole('button', { name: 'Remove step' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Step 4' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add step' })).toHaveFocus());
    // The mcq step kept its correct option through the moves.
    expect(within(step(3)).getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Challenge has been successfully added');
    expect(bodies).toEqual([
      {
        code: 'rewrite-email',
        name: 'Rewrite an email',
        description: 'Put the point first.',
        calender_required: false,
        type: 'day',
        time_required_in_minutes: 15,
        reward_points: 40,
        template_url: null,
        challenge_steps: [
          { step_type: 'scale_or_rating', step_display: 'How clear is it now?', challenge_steps_components: [{ option_text: 'Unclear' }, { option_text: 'Clear' }] },
          { step_type: 'reading', step_display: 'Read your last email.' },
          {
            step_type: 'mcq',
            step_display: 'Where was the point?',
            challenge_steps_components: [
              { option_text: 'At the top', is_correct: true },
              { option_text: 'At the bottom', is_correct: false },
              { option_text: 'Nowhere', is_correct: false },
            ],
          },
        ],
      },
    ]);
    // The form starts over.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    expect(screen.getByText('No steps yet.')).toBeInTheDocument();
  });

  it("shows the server's reason for a broken step and keeps the values; a flash card without an image sends null", async () => {
    signInAdmin(server);
    const bodies = challengeApi({ status: 400, message: 'Step 1 is multiple choice: it needs at least two options.' });
    const { user } = renderRoute(routes, '/admin/challenge/add');
    await screen.findByRole('heading', { name: 'Add challenge' });
    await fillChallenge(user);
    await addStep(user, 1);
    await user.selectOptions(within(step(1)).getByRole('combobox', { name: 'Step type' }), 'Multiple choice');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Step text' }), 'Where was the point?');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 1' }), 'At the top');
    await user.click(within(step(1)).getByRole('button', { name: 'Remove option 2' }));
    await addStep(user, 2);
    await user.selectOptions(within(step(2)).getByRole('combobox', { name: 'Step type' }), 'Visual flash card');
    await user.type(within(step(2)).getByRole('textbox', { name: 'Step text' }), 'Keep this in mind.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Step 1 is multiple choice: it needs at least two options.');
    expect(bodies).toEqual([
      expect.objectContaining({
        challenge_steps: [
          { step_type: 'mcq', step_display: 'Where was the point?', challenge_steps_components: [{ option_text: 'At the top', is_correct: true }] },
          { step_type: 'visual_flash_card', step_display: 'Keep this in mind.', image_url: null },
        ],
      }),
    ]);
    expect(within(step(1)).getByRole('textbox', { name: 'Option 1' })).toHaveValue('At the top');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('/admin/challenge/add and edit, the text rule', () => {
  it('refuses control and direction characters in the challenge and its steps next to the field, and sends every text trimmed', async () => {
    signInAdmin(server);
    const bodies = challengeApi();
    const { user } = renderRoute(routes, '/admin/challenge/add');
    await screen.findByRole('heading', { name: 'Add challenge' });
    await fillChallenge(user);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '\u202e');
    await addStep(user, 1);
    await user.selectOptions(within(step(1)).getByRole('combobox', { name: 'Step type' }), 'Multiple choice');
    await user.click(within(step(1)).getByRole('textbox', { name: 'Step text' }));
    await user.paste('Where was the point?\u0008');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 1' }), 'At the top');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 2' }), 'At the\u200f bottom');
    await addStep(user, 2);
    await user.selectOptions(within(step(2)).getByRole('combobox', { name: 'Step type' }), 'Scale or rating');
    await user.type(within(step(2)).getByRole('textbox', { name: 'Step text' }), 'How clear is it now?');
    await user.type(within(step(2)).getByRole('textbox', { name: 'Label 1' }), 'Unclear\u2066');
    await user.type(within(step(2)).getByRole('textbox', { name: 'Label 2' }), 'Clear');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name must not contain characters that change the direction of text.');
    expect(within(step(1)).getByText('Step text must not contain control characters.')).toBeInTheDocument();
    expect(within(step(1)).getByRole('textbox', { name: 'Option 2' })).toHaveAccessibleDescription('Option 2 must not contain characters that change the direction of text.');
    expect(within(step(1)).getByRole('textbox', { name: 'Option 1' })).not.toHaveAccessibleDescription();
    expect(within(step(2)).getByRole('textbox', { name: 'Label 1' })).toHaveAccessibleDescription('Label 1 must not contain characters that change the direction of text.');
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Rewrite an email ');
    const stepText = within(step(1)).getByRole('textbox', { name: 'Step text' });
    await user.clear(stepText);
    await user.type(stepText, ' Where was the point?{Enter}');
    await user.clear(within(step(1)).getByRole('textbox', { name: 'Option 2' }));
    await user.type(within(step(1)).getByRole('textbox', { name: 'Option 2' }), ' At the bottom ');
    await user.clear(within(step(2)).getByRole('textbox', { name: 'Label 1' }));
    await user.type(within(step(2)).getByRole('textbox', { name: 'Label 1' }), 'Unclear  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Challenge has been successfully added');
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Rewrite an email',
        description: 'Put the point first.',
        challenge_steps: [
          {
            step_type: 'mcq',
            step_display: 'Where was the point?',
            challenge_steps_components: [
              { option_text: 'At the top', is_correct: true },
              { option_text: 'At the bottom', is_correct: false },
            ],
          },
          { step_type: 'scale_or_rating', step_display: 'How clear is it now?', challenge_steps_components: [{ option_text: 'Unclear' }, { option_text: 'Clear' }] },
        ],
      }),
    ]);
  });

  it('checks the steps of a challenge being edited the same way', async () => {
    signInAdmin(server);
    const bodies: unknown[] = [];
    const challenge = anAuthoredChallenge();
    server.use(
      http.get('/challenge/detail/{challenge_id}', ({ response }) => response(200).json(challenge)),
      http.put('/challenge/update/{challenge_id}', async ({ request, response }) => (bodies.push(await request.json()), response(200).json(aChallenge()))),
    );
    const { user } = renderRoute(routes, '/admin/challenge/edit/21');
    await screen.findByRole('heading', { name: 'Edit challenge' });
    const option = within(step(2)).getByRole('textbox', { name: 'Option 2' });
    await user.type(option, '\u202e');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(step(2)).findByText('Option 2 must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(option);
    await user.type(option, 'At the bottom ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Challenge has been successfully updated');
    expect(bodies).toEqual([expect.objectContaining({ challenge_steps: [expect.anything(), expect.objectContaining({ challenge_steps_components: [expect.anything(), { option_text: 'At the bottom', is_correct: true }] })] })]);
  });

  it('does not check the steps of a taken-up challenge, which are neither editable nor sent', async () => {
    signInAdmin(server);
    const bodies: unknown[] = [];
    // Stored before the rule: its steps can no longer change, and the rest of the challenge still can.
    const challenge = anAuthoredChallenge({
      started: true,
      challenge_steps: [{ step_type: 'reading', step_display: 'Read your \u202elast email.', image_url: null, challenge_steps_components: [] }],
    });
    server.use(
      http.get('/challenge/detail/{challenge_id}', ({ response }) => response(200).json(challenge)),
      http.put('/challenge/update/{challenge_id}', async ({ request, response }) => (bodies.push(await request.json()), response(200).json(aChallenge()))),
    );
    const { user } = renderRoute(routes, '/admin/challenge/edit/21');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Rewrite a message ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Challenge has been successfully updated');
    expect(bodies).toEqual([expect.objectContaining({ name: 'Rewrite a message' })]);
    expect(bodies).toEqual([expect.not.objectContaining({ challenge_steps: expect.anything() })]);
  });
});

describe('/admin/challenge/all', () => {
  it('shows every challenge as a card with its details and an Edit link', async () => {
    signInAdmin(server);
    server.use(
      http.get('/challenge/all', ({ response }) =>
        response(200).json([aChallenge(), aChallenge({ id: 22, code: 'book-1-1', name: 'Book a 1:1', type: 'day', calender_required: false, active: false, reward_points: 20 })]),
      ),
      http.get('/challenge/detail/{challenge_id}', ({ response }) => response(200).json(anAuthoredChallenge())),
    );
    const { user, router } = renderRoute(routes, '/admin/challenge/all');
    const list = await screen.findByRole('list', { name: 'Challenges' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Rewrite an email' })).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Put the point first.')).toBeInTheDocument();
    expect(within(first).getByText('Code rewrite-email · Drill · 10 minutes · 30 reward points')).toBeInTheDocument();
    expect(within(first).getByText('Booked in the calendar')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Code book-1-1 · Daily · 10 minutes · 20 reward points')).toBeInTheDocument();
    expect(within(second).getByText('No calendar booking')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(first).getByRole('link', { name: 'Edit Rewrite an email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/challenge/edit/21'));
    expect(await screen.findByRole('heading', { name: 'Edit challenge' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    signInAdmin(server);
    server.use(http.get('/challenge/all', ({ response }) => response(200).json([])));
    renderRoute(routes, '/admin/challenge/all');
    expect(await screen.findByText('No challenges yet.')).toBeInTheDocument();
  });
});

describe('/admin/challenge/list', () => {
  it("filters by goal, keeps the goal in the address, and shows the listing's flag", async () => {
    signInAdmin(server);
    const asked: string[] = [];
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal(), aGoal({ id: 12, code: 'meetings', name: 'Run crisp meetings' })])),
      http.get('/challenge/list', ({ query, response }) => {
        asked.push(query.get('goal_id') ?? '');
        return response(200).json(query.get('goal_id') === '12' ? [] : [{ goal_id: 11, challenge_id: 21, active: false, challenge: aChallenge() }]);
      }),
    );
    const { user, router } = renderRoute(routes, '/admin/challenge/list');
    const goal = await screen.findByRole('combobox', { name: 'Goal' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Goal' }), 'Write messages people act on');
    const list = await screen.findByRole('list', { name: 'Challenges of the goal' });
    expect(within(list).getByRole('heading', { name: 'Rewrite an email' })).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Edit Rewrite an email' })).toHaveAttribute('href', '/admin/challenge/edit/21');
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(goal, 'Run crisp meetings');
    expect(await screen.findByText('This goal has no challenges yet.')).toBeInTheDocument();
    expect(asked).toEqual(['11', '12']);
  });

  it('opens on the goal in the address', async () => {
    signInAdmin(server);
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal()])),
      http.get('/challenge/list', ({ response }) => response(200).json([{ goal_id: 11, challenge_id: 21, active: true, challenge: aChallenge() }])),
    );
    renderRoute(routes, '/admin/challenge/list?goal_id=11');
    expect(await screen.findByRole('list', { name: 'Challenges of the goal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('11'));
  });
});

describe('/admin/challenge/edit/{challenge_id}', () => {
  function editApi(challenge = anAuthoredChallenge(), refusal?: string) {
    const bodies: unknown[] = [];
    server.use(
      http.get('/challenge/detail/{challenge_id}', ({ params, response }) =>
        params.challenge_id === String(challenge.id) ? response(200).json(challenge) : response(404).json(errorBody('NotFound', 'There is no challenge with id 99.')),
      ),
      http.put('/challenge/update/{challenge_id}', async ({ params, request, response }) => {
        bodies.push({ id: params.challenge_id, body: await request.json() });
        if (refusal) return response(409).json(errorBody('ChallengeTaken', refusal));
        return response(200).json(aChallenge({ name: 'Rewrite a message' }));
      }),
    );
    return bodies;
  }

  it('opens with the challenge and its steps, sends the changes, and keeps what was saved', async () => {
    signInAdmin(server);
    const bodies = editApi();
    const { user } = renderRoute(routes, '/admin/challenge/edit/21');
    expect(await screen.findByRole('heading', { name: 'Edit challenge' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('rewrite-email');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rewrite an email');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('drill');
    expect(screen.getByRole('textbox', { name: 'Time required (minutes)' })).toHaveValue('10');
    expect(stepOrder()).toEqual(['Read your last email.', 'Where was the point?']);
    expect(within(step(2)).getByRole('combobox', { name: 'Step type' })).toHaveValue('mcq');
    expect(within(step(2)).getByRole('textbox', { name: 'Option 2' })).toHaveValue('At the bottom');
    expect(within(step(2)).getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rewrite a message');
    within(step(2)).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Challenge has been successfully updated');
    expect(bodies).toEqual([
      {
        id: '21',
        body: {
          code: 'rewrite-email',
          name: 'Rewrite a message',
          description: 'Put the point first.',
          calender_required: true,
          type: 'drill',
          time_required_in_minutes: 10,
          reward_points: 30,
          template_url: null,
          challenge_steps: [
            {
              step_type: 'mcq',
              step_display: 'Where was the point?',
              challenge_steps_components: [
                { option_text: 'At the top', is_correct: false },
                { option_text: 'At the bottom', is_correct: true },
              ],
            },
            { step_type: 'reading', step_display: 'Read your last email.' },
          ],
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rewrite a message');
    expect(stepOrder()).toEqual(['Where was the point?', 'Read your last email.']);
  });

  it("shows a taken-up challenge's steps without editing them, sends none, and shows the server's refusal", async () => {
    signInAdmin(server);
    const bodies = editApi(anAuthoredChallenge({ started: true, template_url: '/templates/email.docx' }), 'A challenge with the code "x" already exists. Choose another code.');
    const { user } = renderRoute(routes, '/admin/challenge/edit/21');
    expect(await screen.findByRole('heading', { name: 'Edit challenge' })).toBeInTheDocument();
    const steps = screen.getByRole('group', { name: 'Steps' });
    expect(within(steps).getByText(/Learners have already taken this challenge up/)).toBeInTheDocument();
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reading: Read your last email.', 'Multiple choice: Where was the point?']);
    expect(screen.queryByRole('button', { name: 'Add step' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A challenge with the code "x" already exists. Choose another code.');
    expect(bodies).toEqual([{ id: '21', body: expect.not.objectContaining({ challenge_steps: expect.anything() }) }]);
    expect(bodies).toEqual([{ id: '21', body: expect.objectContaining({ code: 'x', template_url: '/templates/email.docx' }) }]);
  });

  it('says when there is no such challenge', async () => {
    signInAdmin(server);
    editApi();
    renderRoute(routes, '/admin/challenge/edit/99');
    expect(await screen.findByText('There is no challenge at this address.')).toBeInTheDocument();
  });
});
