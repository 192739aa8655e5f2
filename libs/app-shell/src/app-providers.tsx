import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

export interface AppProvidersProps {
  /** Creates the app's router once (each app passes its own route table). */
  createRouter: () => ReturnType<typeof createBrowserRouter>;
}

/** The providers every app needs (theme, server data, routes) and nothing else. */
export function AppProviders({ createRouter }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createRouter);
  return (
    <StrideProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrideProvider>
  );
}
