import type { RouteObject } from 'react-router';

/** My Programs and Explore, and a goal's whole schedule (docs/programs.md); each screen loads with its route. */
export const programRoutes: RouteObject[] = [
  { path: '/programs', lazy: async () => ({ Component: (await import('./components/programs-screen')).ProgramsScreen }) },
  {
    path: '/user/program-schedule',
    lazy: async () => ({ Component: (await import('./components/program-schedule-screen')).ProgramScheduleScreen }),
  },
];
