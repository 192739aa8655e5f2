import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The routes without a session: the admin sign-in (docs/back-office-app.md) and a new admin's confirmation link. */
export const authRoutes: RouteObject[] = [
  { path: paths.login, lazy: async () => ({ Component: (await import('./components/admin-login-screen')).AdminLoginScreen }) },
  { path: '/admin/confirm/:token', lazy: async () => ({ Component: (await import('./components/confirm-admin-screen')).ConfirmAdminScreen }) },
];
