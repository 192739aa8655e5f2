import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConnectionNotice } from './connection-notice';
import { retryRead } from './query-retry';

/**
 * The server-data cache of one page load: reads are tried again while Stride cannot be reached (retryRead),
 * and the connection notice says so. Tests pass `{ retry: false }`.
 */
export function createQueryClient(overrides: { retry?: false } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryRead, refetchOnWindowFocus: false, ...overrides } } });
}

export interface AppProvidersProps {
  /** The router: a browser router in the app, a static one when a page is prerendered at build time. */
  children: ReactNode;
  /** The cache the router's loaders fill too (renderApp); a new one when none is given. */
  queryClient?: QueryClient;
}

/** The providers every app needs (theme, server data) around its router, and the notice that watches the server data. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <StrideProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ConnectionNotice />
      </QueryClientProvider>
    </StrideProvider>
  );
}
