import type { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider, createContext, type DOMRouterOpts } from 'react-router';

const queryClientContext = createContext<QueryClient | null>(null);

/**
 * The options an app's browser router is made with (renderApp): its route loaders get the app's QueryClient
 * through the router's context (React Router's `createContext`, read with `context.get`), so a loader can
 * start a screen's reads while the screen's code is still loading, into the cache the screen then reads.
 */
export function routerOptions(queryClient: QueryClient): DOMRouterOpts {
  return {
    future: { v8_middleware: true },
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(queryClientContext, queryClient);
      return context;
    },
  };
}

/**
 * The QueryClient a loader was given, or null from a router made without `routerOptions` (a test's memory
 * router, the build's prerender), whose loaders then start nothing.
 */
export function loaderQueryClient(context: unknown): QueryClient | null {
  return context instanceof RouterContextProvider ? context.get(queryClientContext) : null;
}
