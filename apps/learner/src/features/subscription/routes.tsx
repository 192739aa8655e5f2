import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Public subscription screens (docs/support-and-subscription.md); customer and card are the spec's unfinished stubs. */
export const subscriptionRoutes: RouteObject[] = [
  { path: '/subscription/details', lazy: async () => ({ Component: (await import('./components/details-screen')).DetailsScreen }) },
  placeholderRoute('/subscription/customer', 'Subscription: customer'),
  placeholderRoute('/subscription/card', 'Subscription: card'),
];

/** The confirmation requests premium for the signed-in learner, so the route table protects it. */
export const subscriptionProtectedRoutes: RouteObject[] = [
  { path: '/subscription/confirmation', lazy: async () => ({ Component: (await import('./components/confirmation-screen')).ConfirmationScreen }) },
];
