import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** One report, opened from the Reports section (personal-social-orgadmin §2). */
export const reportRoutes: RouteObject[] = [placeholderRoute('/display-report', 'Report')];
