import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConnectionNotice } from './connection-notice';
import { retryRead } from './query-retry';

export interface AppProvidersProps {
  /** The router: a browser router in the app, a static one when a page is prerendered at build time. */
  children: ReactNode;
}

/**
 * The providers every app needs (theme, server data) around its router, and the notice that watches the
 * server data: reads are tried again while Stride cannot be reached (retryRead), and the notice says so.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryRead, refetchOnWindowFocus: false } } }),
  );
  return (
    <StrideProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ConnectionNotice />
      </QueryClientProvider>
    </StrideProvider>
  );
}
