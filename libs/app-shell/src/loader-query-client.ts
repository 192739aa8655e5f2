import type { QueryClient } from '@tanstack/react-query';

let pageQueryClient: QueryClient | null = null;

/**
 * Hands the page's QueryClient to the route loaders (decision 0012): renderApp calls it once per page load
 * with the client it gives AppProviders, renderRoute (tests) with each test's. A loader can then start its
 * screen's reads while the screen's code is still loading, into the cache the screen then reads.
 *
 * Not React Router's context (`getContext`): the router awaits it on every navigation, which made each change
 * of address, even a tab kept as ?tab, wait a tick.
 */
export function shareQueryClientWithLoaders(queryClient: QueryClient | null): void {
  pageQueryClient = queryClient;
}

/** The page's QueryClient for a route loader, or null where none was shared (the build's prerender): the loader then starts nothing. */
export function loaderQueryClient(): QueryClient | null {
  return pageQueryClient;
}
