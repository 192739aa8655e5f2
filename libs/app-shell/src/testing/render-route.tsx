import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router';
import { ConnectionNotice } from '../connection-notice';

/**
 * Renders an app's real route table at `entry` (a path, or a location with state) with the app's providers
 * and its connection notice. Reads are not retried unless a screen asks (the session check does).
 */
export function renderRoute(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
