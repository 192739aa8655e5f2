import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGoal, aReading, aSubtopic, anActivity } from '../../../testing/curriculum-data';

const server = setupMockApi();

beforeAll(() => import('./activity-screens'));

const withQuestions = anActivity({
  questions: [
    { id: 31, type: 'mcq', stem: 'Where does the ask go?' },
    { id: 32, type: 'flashcard', stem: 'BLUF stands for?' },
  ],
});

describe('/admin/activity/add', () => {
  it('sends the activity with its numbers, type, reading and subtopic, then says it was added', async () => {
    signInAdmin(server);
    const bodies: unknown[] = [];
    server.use(
      http.get('/reading/all', ({ response }) => response(200).json([aReading()])),
      http.get('/subtopic/all', ({ response }) => response(200).json([aSubtopic()])),
      http.post('/activity/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(anActivity());
      }),
    );
    const { user } = renderRoute(routes, '/admin/activity/add');
    expect(await screen.findByRole('heading', { name: 'Add activity' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'revise-clarity');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Revise clarity');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'The week in five questions.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Revise');
    const reattempt = screen.getByRole('textbox', { name: 'Reattempt after (days)' });
    await user.clear(reattempt);
    await user.type(reattempt, '2');
    await user.clear(screen.getByRole('textbox', { name: 'All-correct bonus' }));
    await user.type(screen.getByRole('textbox', { name: 'All-correct bonus' }), '15');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Reading' }), 'Why the point goes first');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Subtopic' }), 'Bottom line up front');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Activity has been successfully added');
    expect(bodies).toEqual([
      {
        code: 'revise-clarity',
        name: 'Revise clarity',
        description: 'The week in five questions.',
        type: 'revise',
        reattempt_after_days: 2,
        same_day_bonus: 0,
        same_day_all_correct_bonus: 0,
        all_correct_bonus: 15,
        reading_id: 4,
        subtopic_id: 10,
      },
    ]);
  });
});

describe('/admin/activity/all', () => {
  it('lists every activity with its details, its questions and Add questions', async () => {
    signInAdmin(server);
    server.use(
      http.get('/program/all', ({ response }) => response(200).json([])),
      http.get('/goal/all', ({ response }) => response(200).json([])),
      http.get('/activity/all', ({ response }) => response(200).json([withQuestions, anActivity({ id: 6, code: 'x', name: 'Empty one', active: false })])),
    );
    const { user, router } = renderRoute(routes, '/admin/activity/all');
    const list = await screen.findByRole('list', { name: 'Activities' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Lead with the point' })).toBeInTheDocument();
    expect(within(first).getByText('Code lead-with-point · Learn · reattempt after 3 days')).toBeInTheDocument();
    const questions = within(first).getByRole('list', { name: 'Questions of Lead with the point' });
    expect(within(questions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Where does the ask go? (Multiple choice)',
      'BLUF stands for? (Flashcard)',
    ]);
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('No questions yet.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(first).getByRole('link', { name: 'Add questions to Lead with the point' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/question/add/5'));
  });
});

describe('/admin/activity/list', () => {
  it("filters by goal, keeps the goal in the address, and shows the listing's own flag", async () => {
    signInAdmin(server);
    const asked: string[] = [];
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal(), aGoal({ id: 12, code: 'meetings', name: 'Run crisp meetings' })])),
      http.get('/activity/list', ({ query, response }) => {
        asked.push(query.get('goal_id') ?? '');
        return response(200).json(
          query.get('goal_id') === '12' ? [] : [{ goal_id: 11, activity_id: 5, active: false, activity: withQuestions }],
        );
      }),
    );
    const { user, router } = renderRoute(routes, '/admin/activity/list');
    const goal = await screen.findByRole('combobox', { name: 'Goal' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Goal' }), 'Write messages people act on');
    const list = await screen.findByRole('list', { name: 'Activities of the goal' });
    expect(within(list).getByRole('heading', { name: 'Lead with the point' })).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Add questions to Lead with the point' })).toHaveAttribute('href', '/admin/question/add/5');
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(goal, 'Run crisp meetings');
    expect(await screen.findByText('This goal has no activities yet.')).toBeInTheDocument();
    expect(asked).toEqual(['11', '12']);
  });
});
