import { loaderQueryClient } from '@stride/app-shell';
import type { RouteObject } from 'react-router';
import { MOBILE_QUERY } from '../../config/layout';
import { preloadDashboard } from './api';

/**
 * The dashboard (docs/dashboard.md), loaded with its route, and /feedback: the dashboard prompt's form on its own
 * page, kept with the prompt so both use one form (features do not import each other). The dashboard's loader
 * starts its first reads while the screen's code loads (preloadDashboard); it waits for neither.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/user/dashboard',
    loader: () => {
      const queryClient = loaderQueryClient();
      if (queryClient) preloadDashboard(queryClient, { phone: window.matchMedia(MOBILE_QUERY).matches });
      return null;
    },
    lazy: async () => ({ Component: (await import('./components/dashboard-screen')).DashboardScreen }),
  },
  { path: '/feedback', lazy: async () => ({ Component: (await import('./components/feedback-page')).FeedbackPage }) },
];
