import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from './require-session';
import { saveSession } from './stored-session';

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
    renderGuarded(vi.fn().mockRejectedValue(new Error('401')));
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
