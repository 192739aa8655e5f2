import { ApiError, createApiClient, createApiQueries } from '@stride/api-sdk';
import { aUserSession, errorBody, http } from '@stride/api-sdk/testing';
import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionMessages } from './messages';
import { RequireSession } from './require-session';
import { saveSession } from './stored-session';
import { renderRoute, setupMockApi } from './testing/index';

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderGuarded(check: () => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <LoginProbe /> },
      {
        path: '/journal',
        element: (
          <RequireSession sessionQuery={{ queryKey: ['check-auth'], queryFn: check }} loginPath="/user/login">
            <p>the journal</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: ['/journal?tab=notes'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrideProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrideProvider>,
  );
}

const session = (expiryDate: string) => ({ id: 1, email: 'a@b.co', first_name: 'A', last_name: 'B', token: 't', expiryDate });

describe('RequireSession', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a stored token to sign-in with return_url, without calling the server', async () => {
    const check = vi.fn();
    renderGuarded(check);
    expect(await screen.findByText('login page ?return_url=%2Fjournal%3Ftab%3Dnotes')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('treats an expired stored session as signed out', async () => {
    saveSession(session('2001-01-01T00:00:00Z'));
    const check = vi.fn();
    renderGuarded(check);
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the screen once the server confirms the session', async () => {
    saveSession(session('2099-01-01T00:00:00Z'));
    renderGuarded(vi.fn().mockResolvedValue({ id: 1 }));
    expect(await screen.findByText('the journal')).toBeInTheDocument();
  });

  it('goes to sign-in and forgets the stored session when the server refuses it', async () => {
    saveSession(session('2099-01-01T00:00:00Z'));
    renderGuarded(vi.fn().mockRejectedValue(new ApiError(401, errorBody('SessionExpired', 'Your session has expired. Please sign in again.'))));
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('RequireSession while Stride cannot be reached (the API answering 503)', () => {
  const server = setupMockApi();
  const api = createApiClient();
  const routes = [
    { path: '/user/login', element: <LoginProbe /> },
    {
      path: '/journal',
      element: (
        <RequireSession sessionQuery={createApiQueries(api).queryOptions('get', '/user/check-auth')} loginPath="/user/login">
          <p>the journal</p>
        </RequireSession>
      ),
    },
  ];
  const databaseAway = () => errorBody('ServiceUnavailable', "Stride can't reach its database right now. Please try again in a moment.");

  it('keeps the session, says it is retrying, and shows the screen once the check answers', async () => {
    saveSession(session('2099-01-01T00:00:00Z'));
    let away = true;
    server.use(
      http.get('/user/check-auth', ({ response }) =>
        away ? response(503).json(databaseAway(), { headers: { 'Retry-After': '5' } }) : response(200).json(aUserSession()),
      ),
    );
    renderRoute(routes, '/journal');
    expect(await screen.findByText(connectionMessages.retrying)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();

    away = false;
    expect(await screen.findByText('the journal')).toBeInTheDocument();
    expect(screen.queryByText(connectionMessages.retrying)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('keeps the session through a network failure and a fault of ours too, and still signs out on a 401 after them', async () => {
    saveSession(session('2099-01-01T00:00:00Z'));
    const answers = [
      () => Response.error(),
      () => Response.json(errorBody('InternalError', 'Something went wrong on our side.'), { status: 500 }),
      () => Response.json(errorBody('SessionExpired', 'Your session has expired. Please sign in again.'), { status: 401 }),
    ];
    let calls = 0;
    server.use(http.untyped.get('*/api/user/check-auth', () => answers[Math.min(calls++, answers.length - 1)]!()));
    renderRoute(routes, '/journal');
    expect(await screen.findByText(connectionMessages.retrying)).toBeInTheDocument();
    expect(await screen.findByText(/login page/, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(calls).toBe(3);
    expect(localStorage.getItem('token')).toBeNull();
  }, 15_000);
});
