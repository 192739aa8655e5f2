import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export interface AppProvidersProps {
  /** The router: a browser router in the app, a static one when a page is prerendered at build time. */
  children: ReactNode;
}

/** The providers every app needs (theme, server data) around its router, and nothing else. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <StrideProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrideProvider>
  );
}
