import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The administrator area with its side menu, and one user's details (personal-social-orgadmin §2). */
export const administratorRoutes: RouteObject[] = [
  placeholderRoute('/administrator', 'Administrator'),
  placeholderRoute('/administrator/user-details', 'User details'),
];
