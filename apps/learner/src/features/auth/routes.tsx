import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Public account routes (learner-core §2). */
export const authRoutes: RouteObject[] = [
  { path: '/user/login', lazy: async () => ({ Component: (await import('./components/login-screen')).LoginScreen }) },
  placeholderRoute('/user/signup', 'Sign up'),
  placeholderRoute('/user/confirm', 'Sign-up successful'),
  placeholderRoute('/user/post-login', 'Social sign-in'),
  placeholderRoute('/user/forgot-password', 'Forgot password'),
  placeholderRoute('/user/reset-password', 'Reset password'),
];
