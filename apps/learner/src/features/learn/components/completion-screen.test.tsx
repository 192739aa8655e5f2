import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations, stubMatchMedia } from '@stride/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { celebrate } from '../../../lib/celebrate';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./completion-screen'));
afterEach(() => {
  vi.mocked(celebrate).mockClear();
  vi.restoreAllMocks();
});

vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const reading = { id: 4, reading_title: 'Why the point goes first', reading_text: 'Busy readers decide in seconds.', subtopic_id: 2, active: true };
const completed = { user_activity_id: 77, user_score: 12, reading, goal_id: 11, activity_name: 'Lead with the point', activity_id: 5 };

/** Records the difficulty feedback posted. */
function feedbackCalls() {
  const sent: unknown[] = [];
  server.use(
    http.post('/strapi/user-feedback', async ({ request, response }) => {
      sent.push(await request.json());
      return response(200).json({ message: 'Thanks' });
    }),
  );
  return sent;
}

describe('the completion screen', () => {
  it('congratulates, shows the points, throws confetti once and offers the difficulty survey', async () => {
    signIn(server);
    renderRoute(routes, { pathname: '/activity/complete', state: completed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('You earned 12 points')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => [(radio as HTMLInputElement).value, (radio as HTMLInputElement).labels?.[0]?.textContent])).toEqual([
      ['0', 'Very Easy'],
      ['1', 'Easy'],
      ['2', 'Neither Easy nor Difficult'],
      ['3', 'Difficult'],
      ['4', 'Very Difficult'],
    ]);
    expect(screen.getByRole('radiogroup', { name: 'How difficult did you find this activity?' })).toBeInTheDocument();
    await waitFor(() => expect(celebrate).toHaveBeenCalledTimes(1));
    expect(vi.mocked(celebrate).mock.calls[0]![0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('throws no confetti for a learner who asked for reduced motion', async () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    signIn(server);
    renderRoute(routes, { pathname: '/activity/complete', state: completed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('sends the chosen difficulty on Exit, then goes to the dashboard', async () => {
    signIn(server);
    const sent = feedbackCalls();
    const { user, router } = renderRoute(routes, { pathname: '/activity/complete', state: completed });
    await user.click(await screen.findByRole('radio', { name: 'Difficult' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toEqual([{ activity_feedback: 3, user_activity_id: 77 }]);
  });

  it('sends nothing when no difficulty was chosen', async () => {
    signIn(server);
    const sent = feedbackCalls();
    const { user, router } = renderRoute(routes, { pathname: '/activity/complete', state: completed });
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toEqual([]);
  });

  it('shows why the difficulty was not saved, and the next Exit leaves without sending it again', async () => {
    signIn(server);
    const sent: unknown[] = [];
    server.use(
      http.post('/strapi/user-feedback', async ({ request, response }) => {
        sent.push(await request.json());
        return response(409).json(errorBody('FeedbackAlreadyGiven', 'You already told us how this activity felt.'));
      }),
    );
    const { user, router } = renderRoute(routes, { pathname: '/activity/complete', state: completed });
    await user.click(await screen.findByRole('radio', { name: 'Very Easy' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already told us how this activity felt.');
    expect(router.state.location.pathname).toBe('/activity/complete');
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(sent).toHaveLength(1);
  });

  it('shows the reading and saves it once', async () => {
    signIn(server);
    const saved: string[] = [];
    server.use(
      http.post('/user-data/save-reading/{reading_id}', ({ params, response }) => {
        saved.push(params.reading_id);
        return response(200).json({ message: 'Saved' });
      }),
    );
    const { user } = renderRoute(routes, { pathname: '/activity/complete', state: completed });
    expect(await screen.findByRole('heading', { level: 2, name: 'Why the point goes first' })).toBeInTheDocument();
    expect(screen.getByText('Busy readers decide in seconds.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(saved).toEqual(['4']);
  });

  it('hides the survey on revision paths', async () => {
    signIn(server);
    const state = { user_revision_id: 90, user_score: 1, goal_id: 11, revision_name: 'Feedback basics', revision_id: 8, start_time: '2026-11-18T10:00:00Z', end_time: '2026-11-18T10:05:00Z' };
    const { user, router } = renderRoute(routes, { pathname: '/revision/complete', state });
    expect(await screen.findByText('You earned 1 point')).toBeInTheDocument();
    expect(screen.getByText('You have completed Feedback basics.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it.each([
    ['/activity/complete?activity=5&goal=11', '/activity/review/5'],
    ['/revision/complete?revision=8&goal=11', '/revision/review/8'],
  ])('reloaded or shared (%s), opens the item’s review: the attempt’s points were for that moment', async (address, review) => {
    signIn(server);
    server.use(
      http.get('/strapi/user-responses', ({ response }) => response(200).json([])),
      http.get('/revision/user-responses', ({ response }) => response(200).json([])),
    );
    const { router } = renderRoute(routes, address);
    await waitFor(() => expect(router.state.location.pathname).toBe(review));
    expect(router.state.location.search).toBe('?goal=11');
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('without route state or an item in its address, says so and links to the dashboard', async () => {
    signIn(server);
    renderRoute(routes, '/activity/complete');
    expect(await screen.findByText('There is nothing to show here any more. Your progress is saved: carry on from your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(celebrate).not.toHaveBeenCalled();
  });
});
