import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Public information and pricing (personal-social-orgadmin §2). */
export const infoRoutes: RouteObject[] = [
  placeholderRoute('/contact', 'Contact us'),
  placeholderRoute('/about', 'About Stride'),
  placeholderRoute('/pricing', 'Pricing'),
];
