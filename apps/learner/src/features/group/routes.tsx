import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Group leaderboard and invitation links (personal-social-orgadmin §2). */
export const groupRoutes: RouteObject[] = [
  placeholderRoute('/group/leaderboard', 'Group leaderboard'),
  placeholderRoute('/group/join-link/:email/:group_id', 'Join a group'),
];
