import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The activity player, its review and the completion screen (learner-core §2, back-office §2). */
export const activityRoutes: RouteObject[] = [
  placeholderRoute('/activity/id/:activity_id', 'Activity'),
  placeholderRoute('/activity/review/:activity_id', 'Activity review'),
  placeholderRoute('/activity/complete', 'Activity complete'),
];
