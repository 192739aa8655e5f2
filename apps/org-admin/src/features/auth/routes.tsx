import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The sign-in for users of roles 2-6 (DESIGN: which app owns which route). */
export const authRoutes: RouteObject[] = [{ path: paths.login, lazy: async () => ({ Component: (await import('./components/login-screen')).LoginScreen }) }];
