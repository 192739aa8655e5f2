import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anAuthoredProgram, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGoal, aTopic } from '../../../testing/curriculum-data';

const server = setupMockApi();

beforeAll(() => import('./assessment-screens'));

type User = ReturnType<typeof renderRoute>['user'];
const questionForm = () => screen.getByRole('form', { name: 'Add assessment question' });
const option = (number: number) => within(questionForm()).getByRole('group', { name: `Option ${number}` });

/** Two programs; goals 11 and 12 belong to the first, 13 to the second. */
function assessmentApi(refusal?: string) {
  const bodies: unknown[] = [];
  server.use(
    http.get('/program/all', ({ response }) => response(200).json([anAuthoredProgram(), anAuthoredProgram({ id: 2, code: 'sprint', name: 'Meeting Sprint' })])),
    http.get('/topic/all', ({ response }) => response(200).json([aTopic()])),
    http.get('/goal/all', ({ response }) =>
      response(200).json([
        aGoal(),
        aGoal({ id: 12, code: 'listen', name: 'Listen well' }),
        aGoal({ id: 13, code: 'meetings', name: 'Run crisp meetings', program_id: 2 }),
      ]),
    ),
    http.post('/goal/add', async ({ request, response }) => {
      bodies.push(await request.json());
      if (refusal) return response(400).json(errorBody('ValidationError', refusal));
      return response(200).json({ id: 40, program_id: 1, stem: 'In a meeting you…', components: [] });
    }),
  );
  return bodies;
}

async function fillOption(user: User, number: number, answer: string, points: string, goal: string) {
  await user.type(within(option(number)).getByRole('textbox', { name: 'Answer' }), answer);
  const pointsBox = within(option(number)).getByRole('textbox', { name: 'Points' });
  await user.clear(pointsBox);
  await user.type(pointsBox, points);
  await user.selectOptions(within(option(number)).getByRole('combobox', { name: 'Counts for goal' }), goal);
}

describe('/admin/assessment/add', () => {
  it("offers the goal form and the question form; the question's options count for goals of the chosen program", async () => {
    signInAdmin(server);
    const bodies = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add assessment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add goal' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add goal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add assessment question' })).toBeInTheDocument();
    await within(questionForm()).findByRole('option', { name: 'Meeting Sprint' });
    expect(within(option(1)).getByRole('combobox', { name: 'Counts for goal' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(within(questionForm()).getByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    expect(within(option(1)).getAllByRole('option').map((item) => item.textContent)).toEqual(['Choose a goal', 'Run crisp meetings']);
    await user.selectOptions(within(option(1)).getByRole('combobox', { name: 'Counts for goal' }), 'Run crisp meetings');
    // Another program: its own goals, and the goals chosen for the first are cleared.
    await user.selectOptions(within(questionForm()).getByRole('combobox', { name: 'Program' }), 'Effective Communication at Work');
    expect(within(option(1)).getByRole('combobox', { name: 'Counts for goal' })).toHaveValue('');
    expect(within(option(1)).getAllByRole('option').map((item) => item.textContent)).toEqual(['Choose a goal', 'Write messages people act on', 'Listen well']);

    await user.type(within(questionForm()).getByRole('textbox', { name: 'Question' }), 'In a meeting you…');
    await fillOption(user, 1, 'Talk first', '3', 'Write messages people act on');
    await fillOption(user, 2, 'Listen first', '2', 'Listen well');
    await fillOption(user, 3, 'Take notes', '0', 'Listen well');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(questionForm()).getByRole('button', { name: 'Submit' }));

    expect(await within(questionForm()).findByRole('status')).toHaveTextContent('Assessment question has been added');
    expect(bodies).toEqual([
      {
        program_id: 1,
        stem: 'In a meeting you…',
        option_1: 'Talk first',
        option_2: 'Listen first',
        option_3: 'Take notes',
        option_1_points: 3,
        option_2_points: 2,
        option_3_points: 0,
        option_1_goal_id: 11,
        option_2_goal_id: 12,
        option_3_goal_id: 12,
      },
    ]);
    expect(within(questionForm()).getByRole('textbox', { name: 'Question' })).toHaveValue('');
  });

  it("asks for a program and a goal per option, then shows the server's refusal", async () => {
    signInAdmin(server);
    const bodies = assessmentApi('The option 2 must not be blank.');
    const { user } = renderRoute(routes, '/admin/assessment/add');
    await screen.findByRole('heading', { level: 1, name: 'Add assessment' });
    await within(questionForm()).findByRole('option', { name: 'Meeting Sprint' });
    await user.click(within(questionForm()).getByRole('button', { name: 'Submit' }));
    expect(within(questionForm()).getByRole('combobox', { name: 'Program' })).toHaveAccessibleDescription('Choose a program.');
    expect(within(option(2)).getByRole('combobox', { name: 'Counts for goal' })).toHaveAccessibleDescription('Choose a goal.');
    expect(bodies).toEqual([]);

    await user.selectOptions(within(questionForm()).getByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    for (const number of [1, 2, 3]) await user.selectOptions(within(option(number)).getByRole('combobox', { name: 'Counts for goal' }), 'Run crisp meetings');
    await user.click(within(questionForm()).getByRole('button', { name: 'Submit' }));
    expect(await within(questionForm()).findByRole('alert')).toHaveTextContent('The option 2 must not be blank.');
    expect(bodies).toEqual([expect.objectContaining({ program_id: 2, option_1_goal_id: 13, option_2_goal_id: 13, option_3_goal_id: 13 })]);
  });

  it('refuses a question or an answer the server would refuse, next to the field, and sends them trimmed', async () => {
    signInAdmin(server);
    const bodies = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/add');
    await screen.findByRole('heading', { level: 1, name: 'Add assessment' });
    await within(questionForm()).findByRole('option', { name: 'Meeting Sprint' });
    await user.selectOptions(within(questionForm()).getByRole('combobox', { name: 'Program' }), 'Meeting Sprint');
    const stem = within(questionForm()).getByRole('textbox', { name: 'Question' });
    // The contract takes the question as one line: a line break inside it is refused as a control character.
    await user.type(stem, 'In a meeting{Enter}you…');
    await fillOption(user, 1, 'Talk first', '3', 'Run crisp meetings');
    await fillOption(user, 2, 'Listen\u202e first', '2', 'Run crisp meetings');
    await fillOption(user, 3, 'Take notes', '0', 'Run crisp meetings');
    await user.click(within(questionForm()).getByRole('button', { name: 'Submit' }));
    expect(await within(questionForm()).findByText('Question must not contain control characters.')).toBeInTheDocument();
    expect(within(option(2)).getByRole('textbox', { name: 'Answer' })).toHaveAccessibleDescription('Answer must not contain characters that change the direction of text.');
    expect(within(option(1)).getByRole('textbox', { name: 'Answer' })).not.toHaveAccessibleDescription();
    expect(bodies).toEqual([]);

    await user.clear(stem);
    await user.type(stem, ' In a meeting you… {Enter}');
    const second = within(option(2)).getByRole('textbox', { name: 'Answer' });
    await user.clear(second);
    await user.type(second, '  Listen first ');
    await user.click(within(questionForm()).getByRole('button', { name: 'Submit' }));
    expect(await within(questionForm()).findByRole('status')).toHaveTextContent('Assessment question has been added');
    expect(bodies).toEqual([expect.objectContaining({ stem: 'In a meeting you…', option_1: 'Talk first', option_2: 'Listen first', option_3: 'Take notes' })]);
  });

  it('the goal form on the page sends a goal, as /admin/goal/add does', async () => {
    signInAdmin(server);
    const bodies = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/add');
    const goalForm = await screen.findByRole('form', { name: 'Add goal' });
    await user.type(within(goalForm).getByRole('textbox', { name: 'Code' }), 'listen');
    await user.type(within(goalForm).getByRole('textbox', { name: 'Name' }), 'Listen well');
    await user.type(within(goalForm).getByRole('textbox', { name: 'Description' }), 'Hear the ask.');
    await user.selectOptions(await within(goalForm).findByRole('combobox', { name: 'Program' }), 'Effective Communication at Work');
    await user.click(within(goalForm).getByRole('button', { name: 'Submit' }));
    expect(await within(goalForm).findByRole('status')).toHaveTextContent('Goal has been added');
    expect(bodies).toEqual([{ code: 'listen', name: 'Listen well', description: 'Hear the ask.', program_id: 1, topic_ids: [] }]);
  });
});
