import type { RouteObject } from 'react-router';

/**
 * The dashboard (docs/dashboard.md), loaded with its route, and /feedback: the dashboard prompt's form on its own
 * page, kept with the prompt so both use one form (features do not import each other).
 */
export const dashboardRoutes: RouteObject[] = [
  { path: '/user/dashboard', lazy: async () => ({ Component: (await import('./components/dashboard-screen')).DashboardScreen }) },
  { path: '/feedback', lazy: async () => ({ Component: (await import('./components/feedback-page')).FeedbackPage }) },
];
