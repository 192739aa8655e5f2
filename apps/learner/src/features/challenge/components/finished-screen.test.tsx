import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { celebrate } from '../../../lib/celebrate';
import { aTake, stepChallenge } from '../../../testing/challenge-fixtures';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./finished-screen'));
afterEach(() => vi.mocked(celebrate).mockClear());

vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const state = { user_challenge_id: 91, goal_id: 11 };

/** The completed take as the screen reads it (100 points earned); records the respond calls. */
function respondCalls(fail = false, points = 100) {
  const sent: unknown[] = [];
  server.use(
    http.get('/user-data/challenge/{user_challenge_id}', ({ params, response }) => {
      expect(params.user_challenge_id).toBe('91');
      return response(200).json(
        aTake({ id: 91, challenge_id: 7, challenge: { id: 7, name: stepChallenge.name, type: stepChallenge.type }, is_completed: true, points_earned: points }),
      );
    }),
    http.post('/challenge/respond/{challenge_id}', async ({ params, request, response }) => {
      sent.push({ challenge_id: params.challenge_id, body: await request.json() });
      if (fail) return response(404).json(errorBody('NotFound', 'There is no scheduled challenge 91 of yours.'));
      return response(200).json(aTake({ id: 91, challenge_id: 7, is_completed: true, user_response: 4 }));
    }),
  );
  return sent;
}

const open = () => renderRoute(routes, { pathname: '/challenge/complete/new/7', search: '?take=91', state });

describe('the CONGRATULATIONS screen, the one completion screen of every challenge', () => {
  it('says what was completed and the points earned, offers five choices and saves the one picked on Exit', async () => {
    signIn(server);
    const sent = respondCalls();
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'CONGRATULATIONS' })).toBeInTheDocument();
    expect(screen.getByText(`You have completed ${stepChallenge.name}.`)).toBeInTheDocument();
    expect(screen.getByText('You earned 100 points')).toBeInTheDocument();
    await waitFor(() => expect(celebrate).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('radiogroup', { name: 'How did you find this challenge?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => [(radio as HTMLInputElement).value, (radio as HTMLInputElement).labels?.[0]?.textContent])).toEqual([
      ['1', '1: Poor'],
      ['2', '2: Fair'],
      ['3', '3: Good'],
      ['4', '4: Very good'],
      ['5', '5: Excellent'],
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: '4: Very good' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toEqual([{ challenge_id: '7', body: { id: 91, goal_id: 11, is_completed: true, user_response: 4 } }]);
  });

  it('says a challenge done again earned nothing more', async () => {
    signIn(server);
    respondCalls(false, 0);
    open();
    expect(await screen.findByText('You earned 0 points')).toBeInTheDocument();
    expect(screen.getByText('A challenge earns its points the first time you complete it.')).toBeInTheDocument();
  });

  it('opens by its address alone (a reload, a shared link): the take comes from ?take=', async () => {
    signIn(server);
    respondCalls();
    renderRoute(routes, '/challenge/complete/new/7?take=91');
    expect(await screen.findByText('You earned 100 points')).toBeInTheDocument();
  });

  it('sends a take not completed yet to its completion page', async () => {
    signIn(server);
    server.use(
      http.get('/user-data/challenge/{user_challenge_id}', ({ response }) => response(200).json(aTake({ id: 91, challenge_id: 7 }))),
      http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ response }) => response(200).json(stepChallenge)),
    );
    const { router } = renderRoute(routes, '/challenge/complete/new/7?take=91');
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenge/complete/7'));
    expect(router.state.location.search).toBe('?take=91');
  });

  it('sends nothing when no choice was made', async () => {
    signIn(server);
    const sent = respondCalls();
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toEqual([]);
  });

  it('leads to Send for review with the take', async () => {
    signIn(server);
    respondCalls();
    server.use(http.get('/group/get-group-admin-emails-by-user', ({ response }) => response(200).json([])));
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenge/complete/7'));
    expect(router.state.location.search).toBe('?take=91');
    expect(router.state.location.hash).toBe('#send-for-review');
    expect(router.state.location.state).toEqual({ user_challenge_id: 91, goal_id: 11 });
    // The page opens on that section.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Send for review' })).toHaveFocus());
  });

  it('shows why the choice was not saved, and the next Exit leaves without sending it again', async () => {
    signIn(server);
    const sent = respondCalls(true);
    const { user, router } = open();
    await user.click(await screen.findByRole('radio', { name: '2: Fair' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no scheduled challenge 91 of yours.');
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toHaveLength(1);
  });
});
