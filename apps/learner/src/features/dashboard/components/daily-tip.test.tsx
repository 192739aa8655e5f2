import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { TIP_SHOWN_KEY, TIP_VISIBLE_MS } from './daily-tip';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));
afterEach(() => vi.useRealTimers());

const tipText = 'Start an email with the one thing you need from the reader.';

/** A tip on offer; returns how often it was asked for and which tips were saved. */
function tips(isSaved = false) {
  signIn(server);
  const calls = { asked: 0, saved: [] as string[] };
  server.use(
    http.get('/tip/random', ({ response }) => {
      calls.asked += 1;
      return response(200).json({ id: 8, tip_text: tipText, isSaved });
    }),
    http.post('/user-data/save-tip/{tip_id}', ({ params, response }) => {
      calls.saved.push(params.tip_id);
      return response(200).json({ message: 'Tip saved.' });
    }),
  );
  return calls;
}

const findTip = () => screen.findByRole('status', { name: 'Tip of the day' });

describe('the tip of the day', () => {
  it('sits in the page after the week’s points, in the flow, so it covers nothing', async () => {
    tips();
    renderRoute(routes, '/user/dashboard');
    const tip = await findTip();
    const progress = screen.getByRole('region', { name: 'Your progress' });
    // After the progress card (and its chart) in the same column, not a fixed layer portalled over the page.
    expect(progress.compareDocumentPosition(tip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).toContainElement(tip);
    expect(getComputedStyle(tip.parentElement!).position).not.toBe('fixed');
  });

  it('shows at most once a calendar day', async () => {
    const calls = tips();
    const first = renderRoute(routes, '/user/dashboard');
    expect(await findTip()).toHaveTextContent(tipText);
    expect(new Date(localStorage.getItem(TIP_SHOWN_KEY)!).toDateString()).toBe(new Date().toDateString());
    first.unmount();

    const second = renderRoute(routes, '/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status', { name: 'Tip of the day' })).not.toBeInTheDocument();
    expect(calls.asked).toBe(1);
  });

  it('comes back the next day', async () => {
    tips();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    localStorage.setItem(TIP_SHOWN_KEY, yesterday.toISOString());
    renderRoute(routes, '/user/dashboard');
    expect(await findTip()).toHaveTextContent(tipText);
  });

  it('is saved with Save Tip, which then says Saved', async () => {
    const calls = tips();
    const { user } = renderRoute(routes, '/user/dashboard');
    const tip = await findTip();
    await user.click(within(tip).getByRole('button', { name: 'Save Tip' }));
    expect(await within(tip).findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(calls.saved).toEqual(['8']);
  });

  it('says Saved for a tip saved before', async () => {
    tips(true);
    renderRoute(routes, '/user/dashboard');
    expect(within(await findTip()).getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  it('hides itself after 11 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tips();
    renderRoute(routes, '/user/dashboard');
    await findTip();
    act(() => vi.advanceTimersByTime(TIP_VISIBLE_MS - 1000));
    expect(screen.getByRole('status', { name: 'Tip of the day' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status', { name: 'Tip of the day' })).not.toBeInTheDocument();
    expect(TIP_VISIBLE_MS).toBe(11_000);
  });

  it('closes with Close tip', async () => {
    tips();
    const { user } = renderRoute(routes, '/user/dashboard');
    await user.click(within(await findTip()).getByRole('button', { name: 'Close tip' }));
    expect(screen.queryByRole('status', { name: 'Tip of the day' })).not.toBeInTheDocument();
  });
});
