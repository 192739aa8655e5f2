import { StrideProvider } from '@stride/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router';
import { createQueryClient } from '../app-providers';
import { ConnectionNotice } from '../connection-notice';
import { shareQueryClientWithLoaders } from '../loader-query-client';

/**
 * Renders an app's real route table at `entry` (a path, or a location with state) with the app's providers
 * and its connection notice. As renderApp does, the loaders get the QueryClient the screens read, and the
 * cache keeps answers fresh for 30 s; reads are not retried unless a screen asks (the session check does).
 */
export function renderRoute(routes: RouteObject[], entry: InitialEntry) {
  const queryClient = createQueryClient({ retry: false });
  shareQueryClientWithLoaders(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <StrideProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ConnectionNotice />
      </QueryClientProvider>
    </StrideProvider>,
  );
  return { user: userEvent.setup(), router, queryClient, ...view };
}
