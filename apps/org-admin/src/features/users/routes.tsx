import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** One user's details (docs/org-admin-app.md), from the User section's members table. */
export const userRoutes: RouteObject[] = [
  { path: paths.userDetails, lazy: async () => ({ Component: (await import('./components/user-details-screen')).UserDetailsScreen }) },
];
