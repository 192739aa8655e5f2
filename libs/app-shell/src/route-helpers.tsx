import { NotFoundScreen, PlaceholderScreen, WorkInProgressScreen } from '@stride/ui';
import { Link, useLocation, type RouteObject } from 'react-router';

/** A route of the spec whose screen a later issue builds: it says so instead of pretending. */
export function placeholderRoute(path: string, title: string): RouteObject {
  return { path, element: <PlaceholderScreen title={title} route={path} /> };
}

/** The 404 page for the current unknown path, with a Home link. */
export function NotFoundRoute({ homeHref }: { homeHref: string }) {
  return <NotFoundScreen path={useLocation().pathname} homeHref={homeHref} linkComponent={Link} />;
}

/** The Work In Progress fallback for the current unknown path. */
export function WorkInProgressRoute() {
  return <WorkInProgressScreen path={useLocation().pathname} />;
}
