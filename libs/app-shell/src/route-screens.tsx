import { NotFoundScreen, WorkInProgressScreen } from '@stride/ui';
import { Link, useLocation } from 'react-router';

export { PlaceholderScreen } from '@stride/ui';

/** The 404 page for the current unknown path, with a Home link. */
export function NotFoundRouteScreen({ homeHref }: { homeHref: string }) {
  return <NotFoundScreen path={useLocation().pathname} homeHref={homeHref} linkComponent={Link} />;
}

/** The Work In Progress fallback for the current unknown path. */
export function WorkInProgressRouteScreen() {
  return <WorkInProgressScreen path={useLocation().pathname} />;
}
