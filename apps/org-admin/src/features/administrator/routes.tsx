import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The administrator area with its side menu, and one user's details (personal-social-orgadmin §2). */
export const administratorRoutes: RouteObject[] = [
  { path: paths.administrator, lazy: async () => ({ Component: (await import('./components/administrator-screen')).AdministratorScreen }) },
  { path: paths.userDetails, lazy: async () => ({ Component: (await import('../users/components/user-details-screen')).UserDetailsScreen }) },
];
