import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** One user's details (personal-social-orgadmin §2), from the User section's members table. */
export const userRoutes: RouteObject[] = [
  { path: paths.userDetails, lazy: async () => ({ Component: (await import('./components/user-details-screen')).UserDetailsScreen }) },
];
