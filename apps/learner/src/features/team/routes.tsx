import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Teams (personal-social-orgadmin §2). */
export const teamRoutes: RouteObject[] = [
  placeholderRoute('/team/admin', 'Team admin'),
  placeholderRoute('/team/leaderboard', 'Team leaderboard'),
  placeholderRoute('/team/create', 'Create a team'),
];
