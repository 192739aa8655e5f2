import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Challenge scheduling, the step player and completion (learner-core §2). */
export const challengeRoutes: RouteObject[] = [
  placeholderRoute('/challenge/id/:challenge_id', 'Challenge'),
  placeholderRoute('/challenge/id/new/:challenge_id', 'Challenge steps'),
  placeholderRoute('/challenge/complete/:challenge_id', 'Challenge complete'),
  placeholderRoute('/challenge/complete/new/:challenge_id', 'Challenge finished'),
  placeholderRoute('/challenge/upcoming', 'Upcoming challenges'),
];
