import type { RouteObject } from 'react-router';

/** The report list and one report opened from it (docs/reports.md). */
export const reportRoutes: RouteObject[] = [
  { path: '/report', lazy: async () => ({ Component: (await import('./components/report-list-screen')).ReportListScreen }) },
  { path: '/display-report', lazy: async () => ({ Component: (await import('./components/display-report-screen')).DisplayReportScreen }) },
];
