import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The report list and one report opened from it (back-office §2). */
export const reportRoutes: RouteObject[] = [
  placeholderRoute('/report', 'Reports'),
  placeholderRoute('/display-report', 'Report'),
];
