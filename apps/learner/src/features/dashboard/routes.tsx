import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The dashboard and the program schedule (learner-core §2). */
export const dashboardRoutes: RouteObject[] = [
  placeholderRoute('/user/dashboard', 'Dashboard'),
  placeholderRoute('/user/program-schedule', 'Program schedule'),
];
