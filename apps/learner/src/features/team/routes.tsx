import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

/** Teams (docs/teams.md), loaded with their routes. */
export const teamRoutes: RouteObject[] = [
  { path: '/team/admin', lazy: async () => ({ Component: (await import('./components/team-screen')).TeamScreen }) },
  { path: '/team/create', lazy: async () => ({ Component: (await import('./components/create-team-screen')).CreateTeamScreen }) },
  // One leaderboard of the learner's teams, at the address the spec gives it under /group.
  { path: '/team/leaderboard', element: <Navigate to={paths.groupLeaderboard} replace /> },
];
