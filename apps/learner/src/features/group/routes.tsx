import type { RouteObject } from 'react-router';

/** The invitation link (docs/teams.md): public, since a signed-out visitor is sent on from it. */
export const groupRoutes: RouteObject[] = [
  { path: '/group/join-link/:email/:group_id', lazy: async () => ({ Component: (await import('./components/join-link-screen')).JoinLinkScreen }) },
];

/** The leaderboard of the learner's teams, behind sign-in. */
export const groupProtectedRoutes: RouteObject[] = [
  { path: '/group/leaderboard', lazy: async () => ({ Component: (await import('./components/group-leaderboard-screen')).GroupLeaderboardScreen }) },
];
