import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anEnrolledGoal, errorBody, http } from '@stride/api-sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { stubMatchMedia } from '@stride/ui/testing';

const server = setupMockApi(...defaultHandlers);

const questions = [
  { id: 101, stem: 'In meetings I mostly…', components: [{ id: 1, option_text: 'talk' }, { id: 2, option_text: 'listen' }] },
  { id: 102, stem: 'People ask me to…', components: [{ id: 3, option_text: 'get to the point' }, { id: 4, option_text: 'let them finish' }] },
];
const state = { program_type: 'program', program_name: 'Effective Communication at Work' };
const result = {
  goal_id: 11,
  goal: { id: 11, name: 'Be clear', description: 'Say what matters first.' },
  other_goals: [{ id: 12, name: 'Listen well', description: 'Hear before answering.' }],
};

function withQuestions() {
  server.use(http.get('/strapi-assessment/assessment-question/{program_id}', ({ response }) => response(200).json(questions)));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the assessment questions', () => {
  it('show one question at a time and move on 700 ms after a choice', async () => {
    signIn(server);
    withQuestions();
    renderRoute(routes, { pathname: '/assessment/questions/1', state });
    expect(await screen.findByRole('heading', { name: 'Effective Communication at Work: assessment' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'In meetings I mostly…' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('radio', { name: 'listen' }));
    act(() => vi.advanceTimersByTime(650));
    expect(screen.getByRole('radiogroup', { name: 'In meetings I mostly…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('radiogroup', { name: 'People ask me to…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2' })).toHaveAttribute('aria-current', 'step');
  });

  it('move by arrows and dots, and Submit stays off until every question is answered', async () => {
    signIn(server);
    withQuestions();
    const { user } = renderRoute(routes, { pathname: '/assessment/questions/1', state });
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('radiogroup', { name: 'People ask me to…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'get to the point' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Question 1' }));
    expect(screen.getByRole('radiogroup', { name: 'In meetings I mostly…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
  });

  it('under reduced motion wait for Next instead of moving by themselves', async () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    signIn(server);
    withQuestions();
    const { user } = renderRoute(routes, { pathname: '/assessment/questions/1', state });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'talk' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.getByRole('radiogroup', { name: 'In meetings I mostly…' })).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByRole('radiogroup', { name: 'People ask me to…' })).toBeInTheDocument();
  });

  it('post the answers the first time and open the result', async () => {
    signIn(server);
    withQuestions();
    const posted = vi.fn();
    server.use(
      http.get('/user-data/assessment-response/{programId}', ({ response }) => response(200).json([])),
      http.post('/strapi-assessment/assessment-response', async ({ request, response }) => {
        posted(await request.json());
        return response(200).json({ message: 'Your answers are saved.' });
      }),
      http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(200).json(result)),
    );
    const { user, router } = renderRoute(routes, { pathname: '/assessment/questions/1', state });
    await user.click(await screen.findByRole('radio', { name: 'listen' }));
    await user.click(await screen.findByRole('radio', { name: 'let them finish' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Your recommended goal' })).toBeInTheDocument();
    expect(posted).toHaveBeenCalledWith({
      program_id: 1,
      user_response_list: [
        { question_id: 101, component_id: 2 },
        { question_id: 102, component_id: 4 },
      ],
    });
    expect(router.state.location.pathname).toBe('/assessment/result/1');
  });

  it('patch earlier answers, and show the server’s message when it refuses', async () => {
    signIn(server);
    withQuestions();
    server.use(
      http.get('/user-data/assessment-response/{programId}', ({ response }) => response(200).json([{ question_id: 101, component_id: 1 }])),
      http.patch('/strapi-assessment/assessment-response', ({ response }) => response(403).json(errorBody('NotEnrolled', 'Please enrol in this program first.'))),
    );
    const { user } = renderRoute(routes, { pathname: '/assessment/questions/1', state });
    await user.click(await screen.findByRole('radio', { name: 'listen' }));
    await user.click(await screen.findByRole('radio', { name: 'get to the point' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enrol in this program first.');
  });

  it('skip straight to the result for a sprint', async () => {
    signIn(server);
    server.use(http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(200).json({ ...result, other_goals: [] })));
    const { router } = renderRoute(routes, { pathname: '/assessment/questions/3', state: { program_type: 'sprint', program_name: 'Giving Feedback That Lands' } });
    expect(await screen.findByRole('heading', { name: 'Your sprint goal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assessment/result/3');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('the assessment result', () => {
  it('recommends a goal, lets the learner pick another and finalises it, then opens the dashboard', async () => {
    signIn(server);
    const selected = vi.fn();
    server.use(
      http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(200).json(result)),
      http.post('/goal/select/{goal_id}', async ({ params, response }) => {
        selected(params.goal_id);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return response(200).json(anEnrolledGoal({ goal_id: 12, static_schedule_day_number: 1, completion_percentage: 0, start_date: '2026-11-18' }));
      }),
    );
    const { user, router } = renderRoute(routes, { pathname: '/assessment/result/1', state });
    expect(await screen.findByRole('heading', { level: 2, name: 'Be clear' })).toBeInTheDocument();
    const choices = screen.getByRole('radiogroup', { name: 'Choose your goal' });
    expect(within(choices).getByRole('radio', { name: /Be clear \(recommended\)/ })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: /Listen well/ }));
    await user.click(screen.getByRole('button', { name: 'Finalise goal' }));
    // Found is enough: the dialog closes once the goal is set, and Testing Library yields to React after
    // finding it, so asking again whether it is in the document races the navigation.
    await screen.findByRole('dialog', { name: 'Setting up your goal' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(selected).toHaveBeenCalledWith('12');
  });

  it('shows a refusal in a dialog the learner can close', async () => {
    signIn(server);
    server.use(
      http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(200).json(result)),
      http.post('/goal/select/{goal_id}', ({ response }) =>
        response(409).json(errorBody('GoalAlreadySelected', 'You are already following another goal of this program. Quit it first to choose a different one.')),
      ),
    );
    const { user } = renderRoute(routes, { pathname: '/assessment/result/1', state });
    await user.click(await screen.findByRole('button', { name: 'Finalise goal' }));
    const dialog = await screen.findByRole('dialog', { name: "We couldn't finalise your goal" });
    expect(dialog).toHaveTextContent('You are already following another goal of this program. Quit it first to choose a different one.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the learner to the questions when the assessment is not done', async () => {
    signIn(server);
    server.use(http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(404).json(errorBody('NotFound', 'Take the assessment to see the goal it recommends.'))));
    renderRoute(routes, { pathname: '/assessment/result/1', state });
    expect(await screen.findByText('Take the assessment to see the goal it recommends.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/assessment/questions/1');
  });
});
