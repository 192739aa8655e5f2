import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { VERSION_CHECK_MS } from '../use-new-version';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

/** This build is `running`; the server holds `deployed.version`, which a test may change. */
function builds(running: string, deployed: { version: string }) {
  signIn(server);
  vi.stubEnv('VITE_BUILD_VERSION', running);
  const checks: (string | null)[] = [];
  server.use(
    http.get('*/version.json', ({ request }) => {
      checks.push(request.cache);
      return HttpResponse.json(deployed);
    }),
  );
  return checks;
}

const notice = () => screen.queryByText('A new version of Stride is available.');

describe('the new-version notice', () => {
  it('offers Refresh when the deployed build differs from this one', async () => {
    const checks = builds('4761418-a', { version: '4761418-b' });
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('A new version of Stride is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(checks).toEqual(['no-store']);
  });

  it('stays quiet while the builds match, and asks again on focus and every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deployed = { version: 'same' };
    const checks = builds('same', deployed);
    renderRoute(routes, '/user/dashboard');
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(notice()).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(notice()).not.toBeInTheDocument();

    deployed.version = 'newer';
    act(() => vi.advanceTimersByTime(VERSION_CHECK_MS));
    await waitFor(() => expect(checks).toHaveLength(3));
    expect(await screen.findByText('A new version of Stride is available.')).toBeInTheDocument();
  });

  it('never asks in development, where there is no build id', async () => {
    signIn(server);
    const { queryClient } = renderRoute(routes, '/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // A version.json request would fail the test: nothing here answers it.
    expect(notice()).not.toBeInTheDocument();
  });
});
