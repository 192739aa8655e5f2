import type { RouteObject } from 'react-router';

// Each screen loads with its route (docs/performance.md): the date pickers, the player and docx stay off the first page.
/** Challenge scheduling, the step player, completion and the upcoming list (docs/challenges.md). */
export const challengeRoutes: RouteObject[] = [
  { path: '/challenge/id/:challenge_id', lazy: async () => ({ Component: (await import('./components/challenge-screen')).ChallengeScreen }) },
  { path: '/challenge/id/new/:challenge_id', lazy: async () => ({ Component: (await import('./components/challenge-steps-screen')).ChallengeStepsScreen }) },
  { path: '/challenge/complete/:challenge_id', lazy: async () => ({ Component: (await import('./components/complete-screen')).CompleteScreen }) },
  { path: '/challenge/complete/new/:challenge_id', lazy: async () => ({ Component: (await import('./components/finished-screen')).FinishedScreen }) },
  { path: '/challenge/upcoming', lazy: async () => ({ Component: (await import('./components/upcoming-screen')).UpcomingScreen }) },
];
