import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** My Programs and Explore (learner-core §2). */
export const programRoutes: RouteObject[] = [
  placeholderRoute('/programs', 'Programs'),
];
