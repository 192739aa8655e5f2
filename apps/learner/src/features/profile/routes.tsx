import type { RouteObject } from 'react-router';

/** Profile, persona, settings and the learner's other personal sections (personal-social-orgadmin §2). */
export const profileRoutes: RouteObject[] = [
  { path: '/profile', lazy: async () => ({ Component: (await import('./components/profile-screen')).ProfileScreen }) },
];
