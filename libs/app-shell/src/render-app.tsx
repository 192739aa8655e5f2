import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app-providers';
import { shareQueryClientWithLoaders } from './loader-query-client';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the lazy routes of the address it opened on. */
function initialised(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Mounts the app in index.html's #root. A page prerendered at build time (its markup already in #root,
 * docs/performance.md) is hydrated once its route's code has loaded, so the first render draws the same
 * markup. Both render in a transition, which lets the browser paint and answer input between slices of the work.
 * The router and the providers share one QueryClient, so a route's loader can start its screen's reads
 * (loader-query-client.ts).
 */
export async function renderApp(createRouter: () => AppRouter): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element to mount the app in.');
  const queryClient = createQueryClient();
  shareQueryClientWithLoaders(queryClient);
  const router = createRouter();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) {
    await initialised(router);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // In a transition too: React renders the app in slices of a few milliseconds, so a phone's slow CPU
    // paints and answers input between them instead of blocking for the whole first render.
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}
