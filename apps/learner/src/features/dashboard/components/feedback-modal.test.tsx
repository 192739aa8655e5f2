import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));

const earlierFeedback = {
  id: 4,
  feedback_text: 'Short and useful.',
  rating: { overall: 4, experience: 4, relevance: 5, quality_learn: 4, quality_do: 3 },
  created_at: '2026-10-01T09:00:00.000Z',
};

/** A learner on their nth day of learning, with or without feedback given. */
function learner(days: number, given: (typeof earlierFeedback)[] = []) {
  signIn(server);
  server.use(
    http.get('/user-data/stats', ({ response }) => response(200).json({ total_points: 200, task_streak: 2, no_of_days_of_learning: days })),
    http.get('/feedback/user-feedback', ({ response }) => response(200).json(given)),
  );
}

/** Renders the dashboard and waits until everything it asked for has answered. */
async function settledDashboard() {
  const view = renderRoute(routes, '/user/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return view;
}

describe('the feedback prompt', () => {
  it.each([10, 20])('asks on day %i when no feedback was given', async (days) => {
    learner(days);
    renderRoute(routes, '/user/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Share your feedback' });
    expect(within(dialog).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Overall',
      'Experience',
      'Relevance',
      'Quality of Learn',
      'Quality of Do',
    ]);
  });

  it.each([0, 9, 11])('does not ask on day %i', async (days) => {
    learner(days);
    await settledDashboard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask again once feedback was given', async () => {
    learner(10, [earlierFeedback]);
    await settledDashboard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while Welcome Back is open', async () => {
    learner(10);
    server.use(http.post('/goal/welcome-back', ({ response }) => response(200).json({ resumed_goals: [{ goal_id: 11, name: 'Write messages people act on' }] })));
    const { user } = renderRoute(routes, '/user/dashboard');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(screen.queryByRole('dialog', { name: 'Share your feedback' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Share your feedback' })).toBeInTheDocument();
  });

  it('sends the stars clicked (0 for untouched categories) and the text, thanks the learner and exits for good', async () => {
    learner(10);
    let sent: unknown;
    server.use(
      http.post('/feedback/new', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ ...earlierFeedback, id: 5, feedback_text: 'Keep the drills short.' });
      }),
    );
    const { user, router } = renderRoute(routes, '/user/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Share your feedback' });
    await user.click(within(dialog).getByRole('radio', { name: 'Overall: 3 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Overall: 4 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Relevance: 5 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Quality of Do: 1 star' }));
    expect(within(dialog).getByRole('radio', { name: 'Overall: 4 stars' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'Keep the drills short.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Thanks for your feedback')).toBeInTheDocument();
    expect(sent).toEqual({ feedback_text: 'Keep the drills short.', rating: { overall: 4, experience: 0, relevance: 5, quality_learn: 0, quality_do: 1 } });
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back on the dashboard later, the feedback is remembered.
    await act(() => router.navigate('/journal'));
    await act(() => router.navigate('/user/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when sending failed and keeps the form', async () => {
    learner(20);
    server.use(http.post('/feedback/new', ({ response }) => response(409).json(errorBody('FeedbackAlreadyGiven', 'You have already given feedback.'))));
    const { user } = renderRoute(routes, '/user/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Share your feedback' });
    await user.click(within(dialog).getByRole('radio', { name: 'Experience: 2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occured. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Experience: 2 stars' })).toBeChecked();
  });
});
