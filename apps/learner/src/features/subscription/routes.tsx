import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Subscription screens (personal-social-orgadmin §2). */
export const subscriptionRoutes: RouteObject[] = [
  placeholderRoute('/subscription/details', 'Subscription details'),
  placeholderRoute('/subscription/confirmation', 'Subscription confirmation'),
  placeholderRoute('/subscription/customer', 'Subscription: customer'),
  placeholderRoute('/subscription/card', 'Subscription: card'),
];
