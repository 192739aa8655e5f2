import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Feedback (learner-core §2). */
export const feedbackRoutes: RouteObject[] = [
  placeholderRoute('/feedback', 'Feedback'),
];
