import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

// The route loads the page lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./feedback-page'));

const earlierFeedback = {
  id: 4,
  feedback_text: 'Short and useful.',
  rating: { overall: 4, experience: 4, relevance: 5, quality_learn: 4, quality_do: 3 },
  created_at: '2026-10-01T09:00:00.000Z',
};

describe('/feedback', () => {
  it('shows the feedback form under its heading', async () => {
    signIn(server);
    renderRoute(routes, '/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your feedback' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Overall', 'Experience', 'Relevance', 'Quality of Learn', 'Quality of Do']);
    expect(screen.getByRole('textbox', { name: 'Tell us more' })).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet.')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('sends the stars and the text, thanks the learner, leads back to the dashboard, where the prompt does not come', async () => {
    signIn(server);
    let sent: unknown;
    const stored: (typeof earlierFeedback)[] = [];
    server.use(
      // A tenth day: with no feedback given, the dashboard would ask for it.
      http.get('/user-data/stats', ({ response }) => response(200).json({ total_points: 200, task_streak: 2, no_of_days_of_learning: 10 })),
      http.get('/feedback/user-feedback', ({ response }) => response(200).json(stored)),
      http.post('/feedback/new', async ({ request, response }) => {
        sent = await request.json();
        stored.push({ ...earlierFeedback, id: 5, feedback_text: 'More drills, please.' });
        return response(200).json(stored[0]!);
      }),
    );
    const { user, router, queryClient } = renderRoute(routes, '/feedback');
    await user.click(await screen.findByRole('radio', { name: 'Overall: 5 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Quality of Learn: 2 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'More drills, please.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
    expect(sent).toEqual({ feedback_text: 'More drills, please.', rating: { overall: 5, experience: 0, relevance: 0, quality_learn: 2, quality_do: 0 } });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog', { name: 'Share your feedback' })).not.toBeInTheDocument();
  });

  it('refuses control and direction characters in the text next to it, as the server does, and sends it trimmed', async () => {
    signIn(server);
    const sent: unknown[] = [];
    server.use(http.post('/feedback/new', async ({ request, response }) => (sent.push(await request.json()), response(200).json(earlierFeedback))));
    const { user } = renderRoute(routes, '/feedback');
    const text = await screen.findByRole('textbox', { name: 'Tell us more' });
    await user.type(text, 'More \u202edrills');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription('Feedback must not contain characters that change the direction of text.');
    expect(sent).toEqual([]);

    await user.clear(text);
    await user.type(text, '  More drills,{Enter}please. ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
    expect(sent).toEqual([{ feedback_text: 'More drills,\nplease.', rating: { overall: 0, experience: 0, relevance: 0, quality_learn: 0, quality_do: 0 } }]);
  });

  it('says when sending failed and keeps the form', async () => {
    signIn(server);
    server.use(http.post('/feedback/new', ({ response }) => response(409).json(errorBody('FeedbackAlreadyGiven', 'You have already given feedback.'))));
    const { user } = renderRoute(routes, '/feedback');
    await user.click(await screen.findByRole('radio', { name: 'Experience: 3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again.');
    expect(screen.getByRole('radio', { name: 'Experience: 3 stars' })).toBeChecked();
  });

  it('thanks a learner who has already given feedback instead of offering the form again', async () => {
    signIn(server);
    server.use(http.get('/feedback/user-feedback', ({ response }) => response(200).json([earlierFeedback])));
    renderRoute(routes, '/feedback');
    expect(await screen.findByText('You have already shared your feedback.')).toBeInTheDocument();
    expect(screen.getByText('Thanks for your feedback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});
