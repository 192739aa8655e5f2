import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { explanationOf, fillBlanks, flashcard, goalSchedule, mcq, mcqAnsweredWrong, revisionState, unanswered } from '../../../testing/learn-fixtures';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

beforeAll(async () => {
  await import('./revision-screens');
  await import('./old-revision-screen');
  await import('./completion-screen');
});

vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const questions = [mcq, flashcard, fillBlanks].map((question) => ({ question_id: question.id, question: unanswered(question).question }));

/** The revision's questions and its answers; returns the bodies posted to revision/response and revision/complete. */
function revision() {
  const posted: unknown[] = [];
  const completed: unknown[] = [];
  server.use(
    http.get('/revision/get-questions/{goal_id}/{revision_id}', ({ params, response }) => {
      expect([params.goal_id, params.revision_id]).toEqual(['11', '8']);
      return response(200).json(questions);
    }),
    http.post('/revision/response', async ({ request, response }) => {
      const body = (await request.json()) as { type: string; question_id: number };
      posted.push(body);
      const comment = explanationOf(body.question_id);
      return body.type === 'mcq'
        ? response(200).json({ isUserCorrect: false, correctAnswer: 12, comment })
        : response(200).json({ isUserCorrect: true, correctAnswer: 'timely', comment });
    }),
    http.post('/revision/complete/{revision_id}', async ({ params, request, response }) => {
      completed.push({ revision_id: params.revision_id, body: await request.json() });
      return response(200).json({ user_revision_id: 90, user_score: 6 });
    }),
  );
  return { posted, completed };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the revision player', () => {
  it('checks with the revision call, shows the verdict with the comment, skips checking flashcards, and finishes', async () => {
    signIn(server);
    const { posted, completed } = revision();
    const { user, router } = renderRoute(routes, { pathname: '/revision/id/8', state: revisionState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A summary of earlier emails' }));
    await user.click(button('Check'));
    const banner = (await screen.findByText('INCORRECT ANSWER')).closest('[role="status"]');
    expect(banner).toHaveTextContent(mcq.comment!);
    expect(posted).toEqual([{ type: 'mcq', answer: 13, revision_id: 8, goal_id: 11, question_id: 101 }]);

    await user.click(button('Next'));
    expect(screen.getByRole('button', { name: /What does SBI stand for\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    await user.click(button('Next'));

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'timely');
    await user.click(button('Check'));
    expect((await screen.findByText('CORRECT ANSWER')).closest('[role="status"]')).toHaveTextContent(fillBlanks.comment!);
    expect(posted).toHaveLength(2);

    await user.click(button('Finish'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(completed).toEqual([{ revision_id: '8', body: { goal_id: 11 } }]);
    expect(router.state.location.pathname).toBe('/revision/complete');
    const state = router.state.location.state as Record<string, unknown>;
    expect(state).toMatchObject({ user_revision_id: 90, user_score: 6, goal_id: 11, revision_name: 'Feedback basics', revision_id: 8 });
    expect(Date.parse(state.start_time as string)).toBeLessThanOrEqual(Date.parse(state.end_time as string));
    // The difficulty survey is for activities only.
    expect(screen.getByText('You earned 6 points')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('reviews the first attempt read-only, with the comments', async () => {
    signIn(server);
    server.use(
      http.get('/revision/user-responses', ({ query, response }) => {
        expect((['revision_id', 'goal_id', 'attempt'] as const).map((name) => query.get(name))).toEqual(['8', '11', '1']);
        return response(200).json([mcqAnsweredWrong]);
      }),
    );
    const { user, router } = renderRoute(routes, { pathname: '/revision/review/8', state: revisionState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics: review' })).toBeInTheDocument();
    expect(screen.getByText('INCORRECT ANSWER').closest('[role="status"]')).toHaveTextContent(mcq.comment!);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await user.click(button('Finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });
});

describe('revision screens opened by their address alone (a reload, a shared link)', () => {
  const schedule = () => server.use(http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ response }) => response(200).json(goalSchedule)));

  it('plays the revision with the goal from ?goal=, named by the goal’s schedule', async () => {
    signIn(server);
    revision();
    schedule();
    renderRoute(routes, '/revision/id/8?goal=11');
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics' })).toBeInTheDocument();
  });

  it('reviews with the goal from ?goal=, named by the goal’s schedule, else "Revision"', async () => {
    signIn(server);
    server.use(http.get('/revision/user-responses', ({ response }) => response(200).json([mcqAnsweredWrong])));
    const { unmount } = renderRoute(routes, '/revision/review/8?goal=11');
    // The default schedule has no days.
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision: review' })).toBeInTheDocument();
    unmount();
    schedule();
    renderRoute(routes, '/revision/review/8?goal=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics: review' })).toBeInTheDocument();
  });

  it('plays the classic revision with the revision and goal from ?revision=&goal=, named by the goal’s schedule', async () => {
    signIn(server);
    revision();
    schedule();
    renderRoute(routes, '/revision/oldrevision?revision=8&goal=11');
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback basics' })).toBeInTheDocument();
  });
});

describe('the classic revision player', () => {
  it('shows every question on one page, each with its own Check, and one Finish', async () => {
    signIn(server);
    const { posted, completed } = revision();
    const { user, router } = renderRoute(routes, { pathname: '/revision/oldrevision', state: { ...revisionState, revision_id: 8 } });
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: fillBlanks.stem })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Check' })).toHaveLength(2);
    screen.getAllByRole('button', { name: 'Check' }).forEach((check) => expect(check).toBeDisabled());

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'timely');
    await user.click(screen.getAllByRole('button', { name: 'Check' })[1]!);
    expect((await screen.findByText('CORRECT ANSWER')).closest('[role="status"]')).toHaveTextContent(fillBlanks.comment!);
    expect(posted).toEqual([{ type: 'fill_blanks', answer: 'timely', revision_id: 8, goal_id: 11, question_id: 102 }]);
    expect(screen.getAllByRole('button', { name: 'Check' })).toHaveLength(1);

    await user.click(button('Finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/revision/complete'));
    expect(router.state.location.search).toBe('?revision=8&goal=11');
    expect(completed).toEqual([{ revision_id: '8', body: { goal_id: 11 } }]);
  });

  it('refuses a typed answer with control characters next to it, as the server does, before checking it', async () => {
    signIn(server);
    const { posted } = revision();
    const { user } = renderRoute(routes, { pathname: '/revision/oldrevision', state: { ...revisionState, revision_id: 8 } });
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.click(answer);
    await user.paste('timely\u0007');
    await user.click(screen.getAllByRole('button', { name: 'Check' })[1]!);
    expect(answer).toHaveAccessibleDescription('Your answer must not contain control characters.');
    expect(posted).toEqual([]);

    await user.clear(answer);
    await user.type(answer, 'timely ');
    await user.click(screen.getAllByRole('button', { name: 'Check' })[1]!);
    expect(await screen.findByText('CORRECT ANSWER')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'fill_blanks', answer: 'timely', revision_id: 8, goal_id: 11, question_id: 102 }]);
  });

  it('sends a learner without a live session to sign in', async () => {
    const { router } = renderRoute(routes, { pathname: '/revision/oldrevision', state: { ...revisionState, revision_id: 8 } });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('sends a learner whose session expired to sign in', async () => {
    signIn(server, { expiryDate: new Date(Date.now() - 60_000).toISOString() });
    const { router } = renderRoute(routes, { pathname: '/revision/oldrevision', state: { ...revisionState, revision_id: 8 } });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('without the revision in navigation state, says so', async () => {
    signIn(server);
    renderRoute(routes, '/revision/oldrevision');
    expect(await screen.findByText(/could not tell which of your goals this revision belongs to/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });
});
