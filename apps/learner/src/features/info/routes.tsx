import type { RouteObject } from 'react-router';

const screens = () => import('./components/info-screens');

/** Public information and pricing (docs/support-and-subscription.md), loaded with their routes. */
export const infoRoutes: RouteObject[] = [
  { path: '/contact', lazy: async () => ({ Component: (await screens()).ContactScreen }) },
  { path: '/about', lazy: async () => ({ Component: (await screens()).AboutScreen }) },
  { path: '/pricing', lazy: async () => ({ Component: (await import('./components/pricing-screen')).PricingScreen }) },
];
