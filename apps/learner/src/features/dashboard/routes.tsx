import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The dashboard (learner-core §2). */
export const dashboardRoutes: RouteObject[] = [placeholderRoute('/user/dashboard', 'Dashboard')];
