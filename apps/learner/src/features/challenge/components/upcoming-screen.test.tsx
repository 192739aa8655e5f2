import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { aTake } from '../../../testing/challenge-fixtures';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

// jsdom draws no canvas: the completion screen's confetti (lib/celebrate) is left out, as in finished-screen.test.tsx.
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./upcoming-screen'));

const feedUrl = 'https://stride.example/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** The scheduled takes and the feed as the server answers them; returns the feed calls made. */
function upcoming(takes: ReturnType<typeof aTake>[], createdAt: string | null = null) {
  const calls: string[] = [];
  server.use(
    http.get('/user-data/get-scheduled-challenges', ({ response }) => response(200).json(takes)),
    http.get('/user-data/calendar-feed', ({ response }) => response(200).json({ url: null, created_at: calls.includes('revoke') ? null : (calls.length ? '2026-11-18T10:00:00.000Z' : createdAt) })),
    http.post('/user-data/calendar-feed', ({ response }) => {
      calls.push('create');
      return response(200).json({ url: feedUrl, created_at: '2026-11-18T10:00:00.000Z' });
    }),
    http.post('/user-data/calendar-feed/revoke', ({ response }) => {
      calls.push('revoke');
      return response(200).json({ message: 'Your calendar feed is off.' });
    }),
  );
  return calls;
}

describe('upcoming challenges', () => {
  it('lists the scheduled takes, each to its completion page and with its calendar file', async () => {
    signIn(server);
    upcoming([aTake(), aTake({ id: 92, challenge_id: 8, challenge: { id: 8, name: 'Give one piece of praise', type: 'day' }, date: '2026-11-19', start_time: '2026-11-19T09:00:00.000Z', end_time: '2026-11-19T09:30:00.000Z' })]);
    server.use(http.get('/user-data/challenge/{user_challenge_id}', ({ response }) => response(200).json(aTake())));
    const { user, router } = renderRoute(routes, '/challenge/upcoming');
    const list = await screen.findByRole('list', { name: 'Upcoming challenges' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/^Daily · /)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Add Give one piece of praise to calendar' })).toHaveAttribute('href', '/api/challenge/ics/92');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(list).getByRole('link', { name: 'Ask for feedback this week' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenge/complete/6'));
    expect(router.state.location.state).toEqual({ user_challenge_id: 90, goal_id: 11 });
  });

  it('says when nothing is scheduled', async () => {
    signIn(server);
    upcoming([]);
    renderRoute(routes, '/challenge/upcoming');
    expect(await screen.findByText('You have no challenges scheduled.')).toBeInTheDocument();
  });

  it('makes a private calendar address, shows it once with a copy button, and turns it off', async () => {
    signIn(server);
    const calls = upcoming([]);
    const { user } = renderRoute(routes, '/challenge/upcoming');
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(feedUrl);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar: Other calendars, \+, From URL/)).toBeInTheDocument();
    expect(screen.getByText(/Outlook: Add calendar, Subscribe from web/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Turn the address off' }));
    expect(await screen.findByText('Your calendar address is turned off.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your calendar address' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make my calendar address' })).toBeInTheDocument());
    expect(calls).toEqual(['create', 'revoke']);
  });

  it('says when the address in use was made, without showing it', async () => {
    signIn(server);
    upcoming([], '2026-11-02T10:00:00.000Z');
    renderRoute(routes, '/challenge/upcoming');
    expect(await screen.findByText(/Your calendar address was made on .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
  });
});
