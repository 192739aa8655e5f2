import type { RouteObject } from 'react-router';

// Each screen loads with its route (docs/performance.md); the player, widgets and confetti stay off the first page.
const activityScreens = () => import('./components/activity-screens');
const revisionScreens = () => import('./components/revision-screens');
const completionScreen = async () => ({ Component: (await import('./components/completion-screen')).CompletionScreen });

/** The activity player, its review and the completion screen (docs/learn-players.md). */
export const activityRoutes: RouteObject[] = [
  { path: '/activity/id/:activity_id', lazy: async () => ({ Component: (await activityScreens()).ActivityPlayerScreen }) },
  { path: '/activity/review/:activity_id', lazy: async () => ({ Component: (await activityScreens()).ActivityReviewScreen }) },
  { path: '/activity/complete', lazy: completionScreen },
];

/** The revision players, its review and the completion screen shared with activities (docs/learn-players.md). */
export const revisionRoutes: RouteObject[] = [
  { path: '/revision/id/:revision_id', lazy: async () => ({ Component: (await revisionScreens()).RevisionPlayerScreen }) },
  { path: '/revision/oldrevision', lazy: async () => ({ Component: (await import('./components/old-revision-screen')).OldRevisionScreen }) },
  { path: '/revision/complete', lazy: completionScreen },
  { path: '/revision/review/:revision', lazy: async () => ({ Component: (await revisionScreens()).RevisionReviewScreen }) },
];
