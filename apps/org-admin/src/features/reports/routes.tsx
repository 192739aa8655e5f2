import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** One report, opened from the Reports section (docs/org-admin-app.md). */
export const reportRoutes: RouteObject[] = [{ path: paths.displayReport, lazy: async () => ({ Component: (await import('./components/display-report-screen')).DisplayReportScreen }) }];
