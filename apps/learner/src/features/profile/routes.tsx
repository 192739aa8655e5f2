import type { RouteObject } from 'react-router';

/** Profile, persona, settings and the learner's other personal sections (docs/profile.md). */
export const profileRoutes: RouteObject[] = [
  { path: '/profile', lazy: async () => ({ Component: (await import('./components/profile-screen')).ProfileScreen }) },
];
