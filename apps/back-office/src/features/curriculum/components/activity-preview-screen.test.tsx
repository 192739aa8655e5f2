import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anAuthoredProgram, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { curriculumQueries, type QuestionItem } from '../api';
import { aGoal, anActivity } from '../../../testing/curriculum-data';
import { previewFillBlanks, previewFlashcard, previewMcq, previewOrder } from '../../../testing/preview-data';

const server = setupMockApi();

beforeAll(async () => {
  await import('./activity-preview-screen');
  await import('./activity-screens');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Serves activity 5's preview questions, checking that the preview asks with goal_id null. */
function preview(questions: QuestionItem[]) {
  server.use(
    http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ params, response }) => {
      expect([params.goal_id, params.activity_id]).toEqual(['null', '5']);
      return response(200).json({ reattempt: true, questions, reading: null });
    }),
  );
}

const fromList = { from: '/admin/activity/list?goal_id=11', goal_id: 11, program_name: 'Effective Communication at Work', activity_name: 'Lead with the point' };
const button = (name: string) => screen.getByRole('button', { name });
const progress = () => screen.getByRole('progressbar', { name: 'Questions completed' });

describe('/admin/activity/preview/{activity_id}', () => {
  it('steps through the questions with Next and Back, checks answers green and red, and Finish returns to the referrer with the goal', async () => {
    signInAdmin(server);
    preview([previewMcq, previewFillBlanks]);
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal()])),
      http.get('/activity/list', ({ response }) => response(200).json([])),
    );
    const { user, router } = renderRoute(routes, { pathname: '/admin/activity/preview/5', state: fromList });

    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Lead with the point' })).toBeInTheDocument();
    // Activity pages have no Customer and Curriculum links (docs/back-office-app.md).
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: previewMcq.question.stem })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(button('Back')).toBeDisabled();
    expect(button('Check')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'At the end' }));
    await user.click(button('Check'));
    expect(screen.getByText('INCORRECT ANSWER').closest('[role="status"]')).toHaveTextContent('Readers decide in the first line.');
    expect(screen.getByRole('radio', { name: /At the end/ })).toHaveTextContent('Your answer: wrong');
    expect(screen.getByRole('radio', { name: /In the first line/ })).toHaveTextContent('Correct answer');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(button('Next'));
    const stem = screen.getByRole('heading', { level: 2, name: previewFillBlanks.question.stem });
    await waitFor(() => expect(stem).toHaveFocus());
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    // The last question reads Finish only once it is answered.
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();

    await user.click(button('Back'));
    expect(screen.getByText('INCORRECT ANSWER')).toBeInTheDocument();
    await user.click(button('Next'));

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '  On  Time ');
    await user.click(button('Check'));
    expect(screen.getByText('CORRECT ANSWER')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    await user.click(button('Finish'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity/list'));
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(router.state.location.state).toEqual({ goal_id: 11, program_name: 'Effective Communication at Work' });
  });

  it('offers Finish at once on a last flashcard, and shuffles an ordering question, checked against its key', async () => {
    signInAdmin(server);
    // Math.random 0 turns the items 1, 2, 3 into 2, 3, 1.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    preview([previewOrder, previewFlashcard]);
    server.use(http.get('/activity/all', ({ response }) => response(200).json([])));
    const { user, router } = renderRoute(routes, '/admin/activity/preview/5');

    const items = await screen.findByRole('list', { name: previewOrder.question.stem });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity preview' })).toBeInTheDocument();
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ask for their view'),
      expect.stringContaining('Agree on next steps'),
      expect.stringContaining('Describe what you saw'),
    ]);
    await user.click(button('Move "Describe what you saw" up'));
    await user.click(button('Check'));
    expect(screen.getByText('INCORRECT ANSWER')).toBeInTheDocument();
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Belongs at 2'),
      expect.stringContaining('Belongs at 1'),
      expect.stringContaining('Right place'),
    ]);

    await user.click(button('Next'));
    expect(await screen.findByRole('button', { name: /What does BLUF stand for\?/ })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(button('Finish'));
    // Opened by its address, the preview returns to all activities.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity/all'));
    expect(router.state.location.state).toEqual({ goal_id: null, program_name: null });
  });

  it('asks before quitting: No stays on the question, Yes returns to the referrer with the goal and program', async () => {
    signInAdmin(server);
    preview([previewFlashcard, previewMcq]);
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal()])),
      http.get('/activity/list', ({ response }) => response(200).json([])),
    );
    const { user, router } = renderRoute(routes, { pathname: '/admin/activity/preview/5', state: fromList });
    await screen.findByRole('heading', { level: 2, name: previewFlashcard.question.stem });
    expect(button('Next')).toBeEnabled();

    const quit = button('Quit');
    await user.click(quit);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to quit?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/activity/preview/5');
    await waitFor(() => expect(quit).toHaveFocus());

    await user.click(quit);
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure to quit?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity/list'));
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(router.state.location.state).toEqual({ goal_id: 11, program_name: 'Effective Communication at Work' });
  });

  it('says when the activity has no questions, and shows the server refusing an unknown activity', async () => {
    signInAdmin(server);
    preview([]);
    const first = renderRoute(routes, { pathname: '/admin/activity/preview/5', state: fromList });
    expect(await screen.findByText('This activity has no questions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add questions' })).toHaveAttribute('href', '/admin/question/add/5');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    first.unmount();

    server.use(http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ response }) => response(404).json(errorBody('NotFound', 'Activity 9 does not exist.'))));
    renderRoute(routes, '/admin/activity/preview/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity 9 does not exist.');
  });
});

describe('the Preview link of an activity card', () => {
  it('opens the preview from a goal listing with where it came from, and the preview returns there', async () => {
    signInAdmin(server);
    preview([previewFlashcard]);
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json([aGoal()])),
      http.get('/program/all', ({ response }) => response(200).json([anAuthoredProgram({ id: 2, name: 'Meeting Sprint' }), anAuthoredProgram()])),
      http.get('/activity/list', ({ response }) => response(200).json([{ goal_id: 11, activity_id: 5, active: true, activity: anActivity() }])),
    );
    const { user, router, queryClient } = renderRoute(routes, '/admin/activity/list?goal_id=11');
    await user.click(await screen.findByRole('link', { name: 'Preview Lead with the point' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Lead with the point' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/activity/list?goal_id=11', goal_id: 11, program_name: null, activity_name: 'Lead with the point' });
    // The listing does not know the goal's program: the preview looks it up to hand it back.
    await waitFor(() => expect(queryClient.getQueryState(curriculumQueries.programs().queryKey)?.status).toBe('success'));
    await user.click(button('Finish'));
    expect(await screen.findByRole('heading', { name: 'Activities by goal' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(router.state.location.state).toEqual({ goal_id: 11, program_name: 'Effective Communication at Work' });
  });
});
