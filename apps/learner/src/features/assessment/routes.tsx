import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The personality assessment (learner-core §2). */
export const assessmentRoutes: RouteObject[] = [
  placeholderRoute('/assessment/questions/:program_id', 'Assessment'),
  placeholderRoute('/assessment/result/:program_id', 'Assessment result'),
];
