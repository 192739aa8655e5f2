import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The revision players (learner-core §2). */
export const revisionRoutes: RouteObject[] = [
  placeholderRoute('/revision/id/:revision_id', 'Revision'),
  placeholderRoute('/revision/oldrevision', 'Revision (classic player)'),
  placeholderRoute('/revision/complete', 'Revision complete'),
  placeholderRoute('/revision/review/:revision', 'Revision review'),
];
