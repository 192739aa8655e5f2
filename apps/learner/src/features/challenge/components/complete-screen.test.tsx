import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { aTake, plainChallenge } from '../../../testing/challenge-fixtures';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

// jsdom draws no canvas: the completion screen's confetti (lib/celebrate) is left out, as in finished-screen.test.tsx.
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./complete-screen'));
afterEach(() => vi.useRealTimers());

const state = { user_challenge_id: 90, goal_id: 11 };
const admins = [
  { group_id: 3, name: 'Design team', group_admin: { email: 'lead@stride.example' } },
  { group_id: 4, name: 'Writers', group_admin: { email: 'editor@stride.example' } },
];
const reviewItems = [{ text: 'Step 1', question: 'Who will you ask, and about what?', user_response: 'Priya, about my report' }];

/** The take as the completion page reads it; returns the respond calls. */
function take(overrides: Parameters<typeof aTake>[0] = {}) {
  const record = aTake(overrides);
  const responded: unknown[] = [];
  server.use(
    http.get('/user-data/challenge/{user_challenge_id}', ({ params, response }) => {
      expect(params.user_challenge_id).toBe('90');
      return response(200).json(record);
    }),
    http.post('/challenge/respond/{challenge_id}', async ({ params, request, response }) => {
      responded.push({ challenge_id: params.challenge_id, body: await request.json() });
      return response(200).json({ ...record, is_completed: true });
    }),
    http.get('/group/get-group-admin-emails-by-user', ({ response }) => response(200).json(admins)),
  );
  return responded;
}

const open = () => renderRoute(routes, { pathname: '/challenge/complete/6', search: '?take=90', state });

/** Completing opens the one completion screen of the take (docs/challenges.md). */
async function expectCompletionScreen(router: ReturnType<typeof open>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/challenge/complete/new/6'));
  expect(router.state.location.search).toBe('?take=90');
}
const button = (name: string) => screen.getByRole('button', { name });

describe('the challenge completion page', () => {
  it('completes the take with the rating and feedback, then opens the completion screen', async () => {
    signIn(server);
    const responded = take();
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: plainChallenge.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/challenge/ics/90');
    expect(screen.queryByRole('heading', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Your experience: 4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), '  Asked Priya; it went well.  ');
    await user.click(button('Complete'));
    await expectCompletionScreen(router);
    expect(responded).toEqual([{ challenge_id: '6', body: { id: 90, goal_id: 11, is_completed: true, user_response: 4, user_feedback: 'Asked Priya; it went well.' } }]);
  });

  it('refuses control and direction characters in the feedback next to the field, as the server does, and sends it trimmed', async () => {
    signIn(server);
    const responded = take();
    const { user, router } = open();
    const feedback = await screen.findByRole('textbox', { name: 'Your feedback' });
    await user.type(feedback, 'Asked Priya;\u202e it went well.');
    await user.click(button('Complete'));
    expect(feedback).toHaveAccessibleDescription('Your feedback must not contain characters that change the direction of text.');
    expect(responded).toEqual([]);

    await user.clear(feedback);
    // Line breaks are fine in a feedback; the ones around it are trimmed away.
    await user.type(feedback, '{Enter}Asked Priya.{Enter}It went well. ');
    await user.click(button('Complete'));
    await expectCompletionScreen(router);
    expect(responded).toEqual([{ challenge_id: '6', body: { id: 90, goal_id: 11, is_completed: true, user_feedback: 'Asked Priya.\nIt went well.' } }]);
  });

  it('sends only the completion when nothing was rated or written', async () => {
    signIn(server);
    const responded = take();
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await expectCompletionScreen(router);
    expect(responded).toEqual([{ challenge_id: '6', body: { id: 90, goal_id: 11, is_completed: true } }]);
  });

  it('says no admins were found, and how to get one', async () => {
    signIn(server);
    take({ is_completed: true, user_response: 5 });
    server.use(http.get('/group/get-group-admin-emails-by-user', ({ response }) => response(200).json([])));
    open();
    expect(await screen.findByText('No Admins Found')).toBeInTheDocument();
    expect(screen.getByText(/Ask the owner of your organisation to add you to a group/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Your experience: 5 stars' })).toBeChecked();
  });

  it('sends the review document to the chosen admins, showing the upload', async () => {
    signIn(server);
    take({ is_completed: true });
    const sent: unknown[] = [];
    let answer: (value?: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (answer = resolve));
    server.use(
      http.get('/challenge/review/{goal_id}/{challenge_id}', ({ params, response }) => {
        expect([params.goal_id, params.challenge_id]).toEqual(['11', '6']);
        return response(200).json(reviewItems);
      }),
      http.post('/group/challenge-doc', async ({ request, response }) => {
        const form = await request.formData();
        const document = form.get('document') as Blob;
        sent.push({
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type')?.split(';')[0],
          user_email: form.getAll('user_email'),
          challenge_name: form.get('challenge_name'),
          goal_id: form.get('goal_id'),
          documentType: document.type,
        });
        await answered;
        return response(200).json({ message: 'Document successfully sent.' });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select at least one row.');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all admins' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select editor@stride.example, admin of Writers' }));
    expect(screen.getByRole('checkbox', { name: 'Select all admins' })).toHaveAttribute('data-indeterminate', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(button('Send'));
    // The upload shows until the answer comes (MSW reports no upload progress: upload.test.ts checks that part).
    expect(await screen.findByRole('progressbar', { name: 'Sending the document' })).toBeInTheDocument();
    expect(screen.getByText(/^Sending: \d+%$/)).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Document successfully sent.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Sending the document' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        contentType: 'multipart/form-data',
        user_email: ['lead@stride.example'],
        challenge_name: plainChallenge.name,
        goal_id: '11',
        documentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]);
  });

  it('says the document was not sent, with the server’s reason', async () => {
    signIn(server);
    take({ is_completed: true });
    server.use(
      http.get('/challenge/review/{goal_id}/{challenge_id}', ({ response }) => response(200).json(reviewItems)),
      http.post('/group/challenge-doc', ({ response }) => response(403).json(errorBody('Forbidden', 'editor@stride.example is not an admin of your groups.'))),
    );
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select editor@stride.example, admin of Writers' }));
    await user.click(button('Send'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send the document.');
    expect(alert).toHaveTextContent('editor@stride.example is not an admin of your groups.');
  });

  it('waits for a long challenge’s time to pass before it can be rated and completed (docs/challenges.md)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T10:30:00.000Z'));
    signIn(server);
    const responded = take({ opens_at: '2026-11-18T11:00:00.000Z' });
    open();
    expect(await screen.findByText(/come back to reflect on it from .*2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(await axeViolations(document.body)).toEqual([]);
    expect(responded).toEqual([]);
  });

  it('opens the form once the long challenge’s time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T11:00:00.000Z'));
    signIn(server);
    take({ opens_at: '2026-11-18T11:00:00.000Z' });
    open();
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('opens by its address alone (a reload, a shared link), on Send for review when the address asks', async () => {
    signIn(server);
    take({ is_completed: true });
    renderRoute(routes, '/challenge/complete/6?take=90#send-for-review');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Send for review' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: plainChallenge.name })).toBeInTheDocument();
  });

  it('without route state, says so and links to the dashboard', async () => {
    signIn(server);
    renderRoute(routes, '/challenge/complete/6');
    expect(await screen.findByText(/could not tell which scheduled challenge this is/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});
