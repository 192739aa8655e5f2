import type { RouteObject } from 'react-router';

/** The dashboard (learner-core §2), loaded with its route. */
export const dashboardRoutes: RouteObject[] = [
  { path: '/user/dashboard', lazy: async () => ({ Component: (await import('./components/dashboard-screen')).DashboardScreen }) },
];
