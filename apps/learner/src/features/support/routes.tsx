import type { RouteObject } from 'react-router';

/** Support (docs/support-and-subscription.md), login-protected by the route table; loaded with its route. */
export const supportRoutes: RouteObject[] = [
  { path: '/support', lazy: async () => ({ Component: (await import('./components/support-screen')).SupportScreen }) },
];
