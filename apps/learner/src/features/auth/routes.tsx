import type { RouteObject } from 'react-router';

/** Public account routes (docs/learner-accounts.md); each screen loads with its route. */
export const authRoutes: RouteObject[] = [
  { path: '/user/login', lazy: async () => ({ Component: (await import('./components/login-screen')).LoginScreen }) },
  { path: '/user/signup', lazy: async () => ({ Component: (await import('./components/signup-screen')).SignupScreen }) },
  { path: '/user/confirm', lazy: async () => ({ Component: (await import('./components/confirm-screen')).ConfirmScreen }) },
  { path: '/user/forgot-password', lazy: async () => ({ Component: (await import('./components/forgot-password-screen')).ForgotPasswordScreen }) },
  { path: '/user/reset-password', lazy: async () => ({ Component: (await import('./components/reset-password-screen')).ResetPasswordScreen }) },
  { path: '/user/post-login', lazy: async () => ({ Component: (await import('./components/post-login-screen')).PostLoginScreen }) },
];
