import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The admin sign-in, the only back-office route without a session (back-office §2). */
export const authRoutes: RouteObject[] = [
  { path: paths.login, lazy: async () => ({ Component: (await import('./components/admin-login-screen')).AdminLoginScreen }) },
];
