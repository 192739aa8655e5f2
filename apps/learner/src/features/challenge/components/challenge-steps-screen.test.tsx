import type { Schema } from '@stride/api-sdk';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import {
  aTake,
  aUserChallenge,
  answered,
  challengeState,
  flashCardStep,
  mcqStep,
  readingStep,
  scaleStep,
  stepChallenge,
  stepResponse,
  textboxStep,
} from '../../../testing/challenge-fixtures';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

// jsdom draws no canvas: the completion screen's confetti (lib/celebrate) is left out, as in finished-screen.test.tsx.
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const server = setupMockApi(...defaultHandlers);

beforeAll(async () => {
  await import('./challenge-steps-screen');
  await import('./finished-screen');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 20, 45));
});
afterEach(() => vi.useRealTimers());

type ChallengeStep = Schema<'ChallengeStep'>;

/**
 * The step challenge as the server answers it, with `steps` in the current take and an open take or none;
 * returns every write the screen sends, in order.
 */
function challenge(steps: ChallengeStep[], { open = true }: { open?: boolean } = {}) {
  const writes: unknown[] = [];
  let nextId = 500;
  server.use(
    http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ params, response }) => {
      expect([params.goal_id, params.challenge_id]).toEqual(['11', '7']);
      return response(200).json({ ...stepChallenge, challenge_steps: steps });
    }),
    http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(open ? aTake({ id: 91, challenge_id: 7 }) : null)),
    http.get('/user-challenge/goal-id/{goal_id}/challenge-id/{id}', ({ params, response }) => {
      expect([params.goal_id, params.id]).toEqual(['11', '7']);
      return response(200).json(aUserChallenge(steps));
    }),
    http.post('/challenge/schedule/{challenge_id}', async ({ request, response }) => {
      writes.push({ schedule: await request.json() });
      return response(200).json(aTake({ id: 91, challenge_id: 7 }));
    }),
    http.post('/user-data/user-challenge-step', async ({ request, response }) => {
      const body = (await request.json()) as { challenge_step_id: number; goal_id: number; mcq_response?: number; fill_in_the_blanks_response?: string; assesment_response?: number };
      writes.push({ post: body });
      const data = stepResponse({ id: nextId++, ...body });
      if (body.mcq_response === undefined) return response(200).json({ data, isCorrect: null, correctAnswer: null });
      return response(200).json({ data, isCorrect: body.mcq_response === 22, correctAnswer: { mcq_options: [{ id: 22, option_text: 'What one thing would make this report clearer?' }] } });
    }),
    http.patch('/user-data/user-challenge-step', async ({ request, response }) => {
      const body = (await request.json()) as { user_challenge_step_id: number; fill_in_the_blanks_response?: string };
      writes.push({ patch: body });
      return response(200).json(stepResponse({ id: body.user_challenge_step_id, challenge_step_id: textboxStep.id, ...body }));
    }),
    http.post('/challenge/respond/{challenge_id}', async ({ params, request, response }) => {
      writes.push({ respond: params.challenge_id, body: await request.json() });
      return response(200).json(aTake({ id: 91, challenge_id: 7, is_completed: true, points_earned: 40 }));
    }),
    http.get('/user-data/challenge/{user_challenge_id}', ({ response }) => response(200).json(aTake({ id: 91, challenge_id: 7, is_completed: true, points_earned: 40 }))),
  );
  return writes;
}

const open = (state: object = challengeState) => renderRoute(routes, { pathname: '/challenge/id/new/7', state });
const button = (name: string) => screen.getByRole('button', { name });
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

describe('the challenge step player', () => {
  it('schedules on Start when no take is open: now, to the minute, for 30 minutes', async () => {
    signIn(server);
    const writes = challenge(stepChallenge.challenge_steps, { open: false });
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: stepChallenge.name })).toBeInTheDocument();
    expect(screen.getByText(readingStep.step_display)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(button('Start'));
    expect(await screen.findByRole('progressbar', { name: 'Progress: step 1 of 5' })).toHaveAttribute('aria-valuenow', '0');
    expect(writes).toEqual([
      { schedule: { date: '2026-11-18', start_time: new Date(2026, 10, 18, 10, 20).toISOString(), end_time: new Date(2026, 10, 18, 10, 50).toISOString(), goal_id: 11 } },
    ]);
  });

  it('opens by its address alone (a reload, a shared link): the goal comes from ?goal=', async () => {
    signIn(server);
    challenge(stepChallenge.challenge_steps);
    renderRoute(routes, '/challenge/id/new/7?goal=11');
    expect(await screen.findByRole('heading', { level: 1, name: stepChallenge.name })).toBeInTheDocument();
    expect(button('Start')).toBeInTheDocument();
  });

  it('schedules a long challenge for its time on Start, and its steps wait until that time has passed (docs/challenges.md)', async () => {
    signIn(server);
    const writes = challenge(stepChallenge.challenge_steps, { open: false });
    const long = { ...stepChallenge, time_required_in_minutes: 60 };
    const scheduled = aTake({ id: 91, challenge_id: 7, start_time: new Date(2026, 10, 18, 10, 20).toISOString(), opens_at: new Date(2026, 10, 18, 11, 20).toISOString() });
    server.use(
      http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ response }) => response(200).json(long)),
      http.post('/challenge/schedule/{challenge_id}', async ({ request, response }) => {
        writes.push({ schedule: await request.json() });
        return response(200).json(scheduled);
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/do it first, then come back to reflect on it from/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(writes).toEqual([{ schedule: expect.objectContaining({ end_time: new Date(2026, 10, 18, 11, 20).toISOString() }) }]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows an open long take’s steps once its time has passed, not before', async () => {
    signIn(server);
    challenge(stepChallenge.challenge_steps);
    const take = (opensAt: Date) => aTake({ id: 91, challenge_id: 7, opens_at: opensAt.toISOString() });
    server.use(http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(take(new Date(2026, 10, 18, 10, 30)))));
    const first = open();
    expect(await screen.findByText(/come back to reflect on it/)).toBeInTheDocument();
    first.unmount();

    server.use(http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(take(new Date(2026, 10, 18, 10, 20)))));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress: step 1 of 5' })).toBeInTheDocument();
  });

  it('plays every step type by its rules, then completes the take on Finish', async () => {
    signIn(server);
    const writes = challenge(stepChallenge.challenge_steps);
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));

    // Reading: no answer needed; going on records a view.
    expect(await screen.findByRole('heading', { level: 2, name: 'Read this' })).toBeInTheDocument();
    expect(button('Back')).toBeDisabled();
    await user.click(button('Next'));

    // Multiple choice: Check waits for a choice, then the verdict and the correct option, then Next.
    await waitFor(() => expect(heading(mcqStep.step_display)).toHaveFocus());
    expect(screen.getByRole('progressbar', { name: 'Progress: step 2 of 5' })).toHaveAttribute('aria-valuenow', '20');
    expect(button('Check')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Any thoughts?' }));
    await user.click(button('Check'));
    expect((await screen.findByText('INCORRECT ANSWER')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /What one thing/ })).toHaveTextContent('Correct answer');
    expect(screen.getByRole('radio', { name: /Any thoughts/ })).toHaveTextContent('Your answer: wrong');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(button('Next'));

    // Textbox: Next waits for a text; saved with POST.
    await waitFor(() => expect(heading(textboxStep.step_display)).toHaveFocus());
    expect(button('Next')).toBeDisabled();
    expect(screen.getByText('Answer this step to go on.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), ' Priya, about my report ');
    await user.click(button('Next'));

    // Scale: saved with POST as the point's index from 0.
    await waitFor(() => expect(heading(scaleStep.step_display)).toHaveFocus());
    expect(button('Next')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Very' }));
    await user.click(button('Next'));

    // Back to the text: a change is saved with PATCH, an unchanged scale sends nothing.
    await waitFor(() => expect(heading('Flash card')).toHaveFocus());
    await user.click(button('Back'));
    await user.click(button('Back'));
    const text = screen.getByRole('textbox', { name: 'Your answer' });
    expect(text).toHaveValue(' Priya, about my report ');
    await user.clear(text);
    await user.type(text, 'Sam');
    await user.click(button('Next'));
    await waitFor(() => expect(heading(scaleStep.step_display)).toHaveFocus());
    await user.click(button('Next'));

    // Flash card, the last step: Finish records the view, completes the take and opens CONGRATULATIONS.
    expect(screen.getByRole('img', { name: `Picture for the step: ${flashCardStep.step_display}` })).toHaveAttribute('src', '/images/sbi.png');
    await user.click(button('Finish'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CONGRATULATIONS' })).toBeInTheDocument();
    expect(screen.getByText('You earned 40 points')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/challenge/complete/new/7');
    expect(router.state.location.search).toBe('?take=91');
    expect(router.state.location.state).toEqual({ user_challenge_id: 91, goal_id: 11 });
    expect(writes).toEqual([
      { post: { challenge_step_id: 201, goal_id: 11 } },
      { post: { challenge_step_id: 202, goal_id: 11, mcq_response: 21 } },
      { post: { challenge_step_id: 203, goal_id: 11, fill_in_the_blanks_response: 'Priya, about my report' } },
      { post: { challenge_step_id: 204, goal_id: 11, assesment_response: 2 } },
      { patch: { user_challenge_step_id: 502, goal_id: 11, fill_in_the_blanks_response: 'Sam' } },
      { post: { challenge_step_id: 205, goal_id: 11 } },
      { respond: '7', body: { id: 91, goal_id: 11, is_completed: true } },
    ]);
  });

  it('opens after the steps answered in this take and PATCHes a stored answer that changes', async () => {
    signIn(server);
    const steps = [
      answered(readingStep, stepResponse({ id: 1, challenge_step_id: readingStep.id })),
      answered(mcqStep, stepResponse({ id: 2, challenge_step_id: mcqStep.id, mcq_response: 22 })),
      answered(textboxStep, stepResponse({ id: 3, challenge_step_id: textboxStep.id, fill_in_the_blanks_response: 'Priya' })),
      scaleStep,
    ];
    const writes = challenge(steps);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 2, name: scaleStep.step_display })).toBeInTheDocument();
    await user.click(button('Back'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Priya');
    await user.click(button('Next'));
    expect(writes).toEqual([]);
    await user.click(button('Back'));
    await user.click(button('Back'));
    // A stored mcq answer is locked and shows no verdict (the key is never sent); Next needs no Check.
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    await user.click(button('Next'));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), ' and Sam');
    await user.click(button('Next'));
    await waitFor(() => expect(writes).toEqual([{ patch: { user_challenge_step_id: 3, goal_id: 11, fill_in_the_blanks_response: 'Priya and Sam' } }]));
  });

  it('reviews a completed challenge without sending anything; Finish returns to the dashboard', async () => {
    signIn(server);
    const steps = [
      answered(mcqStep, stepResponse({ id: 2, challenge_step_id: mcqStep.id, mcq_response: 22 })),
      answered(textboxStep, stepResponse({ id: 3, challenge_step_id: textboxStep.id, fill_in_the_blanks_response: 'Priya' })),
    ];
    const writes = challenge(steps, { open: false });
    const { user, router } = open({ ...challengeState, completed: true });
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: `${stepChallenge.name}: review` })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /What one thing/ })).toBeChecked();
    await user.click(button('Next'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    await user.click(button('Finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(writes).toEqual([]);
  });

  it('shows why an answer was refused and stays on the step', async () => {
    signIn(server);
    challenge([textboxStep, scaleStep]);
    server.use(http.post('/user-data/user-challenge-step', ({ response }) => response(409).json(errorBody('ChallengeNotScheduled', 'Schedule this challenge first.'))));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Priya');
    await user.click(button('Next'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Schedule this challenge first.');
    expect(heading(textboxStep.step_display)).toBeInTheDocument();
  });

  it('refuses a written answer with control or direction characters next to it, as the server does, and sends it trimmed', async () => {
    signIn(server);
    const writes = challenge([textboxStep, scaleStep]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.click(answer);
    await user.paste('Priya\u001b[2J');
    await user.click(button('Next'));
    expect(answer).toHaveAccessibleDescription('Your answer must not contain control characters.');
    expect(heading(textboxStep.step_display)).toBeInTheDocument();
    expect(writes).toEqual([]);

    // The message goes as the answer changes.
    await user.clear(answer);
    expect(answer).not.toHaveAccessibleDescription();
    await user.type(answer, ' Priya,{Enter}about my report{Enter}');
    await user.click(button('Next'));
    expect(await screen.findByRole('heading', { level: 2, name: scaleStep.step_display })).toBeInTheDocument();
    expect(writes).toEqual([{ post: { challenge_step_id: textboxStep.id, goal_id: 11, fill_in_the_blanks_response: 'Priya,\nabout my report' } }]);
  });

  it('asks before quitting, saying the progress is lost: No stays, Yes goes to the dashboard', async () => {
    signIn(server);
    challenge([textboxStep]);
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: 'Quit' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure to quit?' });
    expect(dialog).toHaveTextContent('You will lose all the progress of this challenge');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button('Quit'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });
});
