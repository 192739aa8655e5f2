import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** One report, opened from the Reports section (personal-social-orgadmin §2). */
export const reportRoutes: RouteObject[] = [{ path: paths.displayReport, lazy: async () => ({ Component: (await import('./components/display-report-screen')).DisplayReportScreen }) }];
