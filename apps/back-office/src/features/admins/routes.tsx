import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Admin accounts and platform tools: the dashboard, learner tracking and clearing the demo account (back-office §2). */
export const adminRoutes: RouteObject[] = [
  placeholderRoute('/admin/dashboard', 'Admin dashboard'),
  placeholderRoute('/admin/list', 'Admins'),
  placeholderRoute('/admin/create', 'Create Admin'),
  placeholderRoute('/admin/track', 'Track'),
  placeholderRoute('/admin/clear-data', 'Clear demo data'),
];
