import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Support (personal-social-orgadmin §2). */
export const supportRoutes: RouteObject[] = [
  placeholderRoute('/support', 'Support'),
];
