import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { renderApp } from './render-app';
import { protectedRoute } from './require-session';
import { loaderQueryClient, shareQueryClientWithLoaders } from './loader-query-client';
import { saveSession } from './stored-session';

const future = new Date(Date.now() + 3_600_000).toISOString();
const aSession = { id: 1, email: 'a@b.co', first_name: 'A', last_name: 'B', token: 't', expiryDate: future };

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => 'from the screen' });
  return <p>{data}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a route loader’s QueryClient', () => {
  it('is the one the screens read: what a loader starts, the screen finds in the cache', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        loader: () => {
          loaderQueryClient()?.setQueryData(['greeting'], 'from the loader');
          return null;
        },
        Component: Greeting,
        HydrateFallback: () => null,
      },
    ];
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/');
    await act(() => renderApp(() => createBrowserRouter(routes)));
    expect(await screen.findByText('from the loader')).toBeInTheDocument();
  });

  it('is null where none was shared, as in the build’s prerender', async () => {
    shareQueryClientWithLoaders(null);
    const seen = vi.fn();
    const router = createMemoryRouter([{ path: '/', loader: () => seen(loaderQueryClient()) ?? null, element: <p>page</p>, HydrateFallback: () => null }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(null);
  });
});

describe('protectedRoute', () => {
  beforeEach(() => localStorage.clear());

  const routes = (check: () => Promise<unknown>): RouteObject[] => [
    {
      HydrateFallback: () => null,
      children: [
        protectedRoute({ sessionQuery: { queryKey: ['check-auth'], queryFn: check }, loginPath: '/login' }, [{ path: '/journal', element: <p>the journal</p> }]),
        { path: '/login', element: <p>login</p> },
      ],
    },
  ];

  it('asks the session check from its loader, before the guarded screen renders, and the guard joins that call', async () => {
    saveSession(aSession);
    const check = vi.fn(async () => ({ ok: true }));
    const queryClient = new QueryClient();
    shareQueryClientWithLoaders(queryClient);
    const router = createMemoryRouter(routes(check), { initialEntries: ['/journal'] });
    // The loader has run once the router has initialised, before anything is rendered.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(check).toHaveBeenCalledTimes(1);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('the journal')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a stored session: the guard sends the visitor to sign in', async () => {
    const check = vi.fn(async () => ({ ok: true }));
    const queryClient = new QueryClient();
    shareQueryClientWithLoaders(queryClient);
    const router = createMemoryRouter(routes(check), { initialEntries: ['/journal'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });
});
