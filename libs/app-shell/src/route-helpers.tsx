import type { RouteObject } from 'react-router';

// These screens load with their route, like every other screen, so none of them weighs on a first page.
const screens = () => import('./route-screens');

/** A route of the spec whose screen a later issue builds: it says so instead of pretending. */
export function placeholderRoute(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderScreen } = await screens();
      return { element: <PlaceholderScreen title={title} route={path} /> };
    },
  };
}

/** The 404 page for the unknown paths that match `path`, with a Home link to `homeHref`. */
export function notFoundRoute(path: string, homeHref: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { NotFoundRouteScreen } = await screens();
      return { element: <NotFoundRouteScreen homeHref={homeHref} /> };
    },
  };
}

/** The Work In Progress fallback for every path that no other route matches. */
export function workInProgressRoute(): RouteObject {
  return { path: '*', lazy: async () => ({ Component: (await screens()).WorkInProgressRouteScreen }) };
}
