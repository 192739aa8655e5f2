import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { aTake, challengeState, plainChallenge, stepChallenge } from '../../../testing/challenge-fixtures';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

// jsdom draws no canvas: the completion screen's confetti (lib/celebrate) is left out, as in finished-screen.test.tsx.
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const server = setupMockApi(...defaultHandlers);

beforeAll(async () => {
  await import('./challenge-screen');
  await import('./complete-screen');
  await import('./challenge-steps-screen');
});
// The browser's clock (only Date: timers stay real for the screen and user events): Wednesday 18 November 2026, 10:20 local.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 20, 30));
});
afterEach(() => vi.useRealTimers());

/** Records the schedule calls; answers with the take scheduled. */
function scheduleCalls(answer = aTake()) {
  const sent: unknown[] = [];
  server.use(
    http.post('/challenge/schedule/{challenge_id}', async ({ params, request, response }) => {
      sent.push({ challenge_id: params.challenge_id, body: await request.json() });
      return response(200).json(answer);
    }),
  );
  return sent;
}

const open = (state: object = challengeState) => renderRoute(routes, { pathname: '/challenge/id/6', state });

describe('the challenge screen', () => {
  it('goes to the completion page of the open take, replacing itself', async () => {
    signIn(server);
    const take = aTake({ id: 95, goal_id: 12 });
    server.use(
      http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(take)),
      http.get('/user-data/challenge/{user_challenge_id}', ({ response }) => response(200).json(take)),
    );
    const { router } = open();
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/challenge/complete/6');
    expect(router.state.location.search).toBe('?take=95');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ user_challenge_id: 95, goal_id: 12 });
  });

  it('goes to the step player for a challenge with steps, with the same state', async () => {
    signIn(server);
    server.use(http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ response }) => response(200).json(stepChallenge)));
    const { router } = open();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/challenge/id/new/6');
    expect(router.state.location.search).toBe('?goal=11');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual(challengeState);
  });

  it('offers today, the next full hour and two hours from now, and schedules them', async () => {
    signIn(server);
    const sent = scheduleCalls();
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: plainChallenge.name })).toBeInTheDocument();
    expect(screen.getByText('Time required: 30 minutes')).toBeInTheDocument();
    expect(screen.getByText('Reward: 20 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Template' })).toHaveAttribute('href', '/templates/feedback-request.docx');
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent('Wednesday 18 November 2026');
    expect(screen.getByLabelText('Start time')).toHaveValue('11:00');
    expect(screen.getByLabelText('End time')).toHaveValue('12:20');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const scheduled = await screen.findByRole('heading', { name: 'Scheduled' });
    await waitFor(() => expect(scheduled).toHaveFocus());
    expect(sent).toEqual([
      {
        challenge_id: '6',
        body: { date: '2026-11-18', start_time: new Date(2026, 10, 18, 11, 0).toISOString(), end_time: new Date(2026, 10, 18, 12, 20).toISOString(), goal_id: 11 },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/challenge/ics/90');
    await user.click(screen.getByRole('button', { name: 'Add to Tasks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('asks for every value before scheduling', async () => {
    signIn(server);
    const sent = scheduleCalls();
    const { user } = open();
    fireEvent.change(await screen.findByLabelText('Start time'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all the values for scheduling...');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(screen.getByRole('button', { name: 'Date' })).not.toHaveTextContent('2026');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all the values for scheduling...');
    expect(sent).toEqual([]);
  });

  it('shows why the server refused the schedule', async () => {
    signIn(server);
    server.use(http.post('/challenge/schedule/{challenge_id}', ({ response }) => response(400).json(errorBody('InvalidSchedule', 'The end time must be after the start time.'))));
    const { user } = open();
    fireEvent.change(await screen.findByLabelText('End time'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The end time must be after the start time.');
  });

  it('shows the server’s refusal to open the challenge', async () => {
    signIn(server);
    server.use(http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ response }) => response(403).json(errorBody('Forbidden', 'This challenge is not open yet.'))));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This challenge is not open yet.');
  });

  it('opens by its address alone (a reload, a shared link): the goal comes from ?goal=', async () => {
    signIn(server);
    const asked: unknown[] = [];
    server.use(
      http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ params, response }) => {
        asked.push(params.goal_id);
        return response(200).json(plainChallenge);
      }),
    );
    renderRoute(routes, '/challenge/id/6?goal=11');
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(asked).toEqual(['11']);
  });

  it('without a goal in its address, takes the goal of the open take, the one answer there is', async () => {
    signIn(server);
    const take = aTake({ id: 95, goal_id: 12 });
    server.use(
      http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(take)),
      http.get('/user-data/challenge/{user_challenge_id}', ({ response }) => response(200).json(take)),
    );
    const { router } = renderRoute(routes, '/challenge/id/6');
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?take=95');
  });

  it('without a goal in navigation state, its address or an open take, says so and links to the dashboard', async () => {
    signIn(server);
    renderRoute(routes, '/challenge/id/6');
    expect(await screen.findByText(/could not tell which of your goals this challenge belongs to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});
