import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Profile, persona and settings (personal-social-orgadmin §2). */
export const profileRoutes: RouteObject[] = [
  placeholderRoute('/profile', 'Profile'),
];
