import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Admin accounts and platform tools: the dashboard, learner tracking and clearing the demo account (docs/back-office-app.md). */
export const adminRoutes: RouteObject[] = [
  placeholderRoute('/admin/dashboard', 'Admin dashboard'),
  { path: '/admin/list', lazy: async () => ({ Component: (await import('./components/admin-list-screen')).AdminListScreen }) },
  { path: '/admin/create', lazy: async () => ({ Component: (await import('./components/create-admin-screen')).CreateAdminScreen }) },
  placeholderRoute('/admin/track', 'Track'),
  { path: '/admin/clear-data', lazy: async () => ({ Component: (await import('./components/clear-data-screen')).ClearDataScreen }) },
];
