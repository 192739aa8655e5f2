import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The administrator area with its side menu (docs/org-admin-app.md). */
export const administratorRoutes: RouteObject[] = [
  { path: paths.administrator, lazy: async () => ({ Component: (await import('./components/administrator-screen')).AdministratorScreen }) },
];
