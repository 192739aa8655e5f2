/** The fragment that opens a completed take's page on Send for review (docs/challenges.md). */
export const SEND_FOR_REVIEW_HASH = '#send-for-review';

/** Paths the learner app links to from code. */
export const paths = {
  home: '/',
  login: '/user/login',
  signup: '/user/signup',
  confirm: '/user/confirm',
  forgotPassword: '/user/forgot-password',
  dashboard: '/user/dashboard',
  programs: '/programs',
  programSchedule: (goalId: number) => `/user/program-schedule?goal=${goalId}`,
  profile: '/profile',
  journal: '/journal',
  journalTodo: '/journal/todo',
  journalReading: '/journal/reading',
  support: '/support',
  team: '/team/admin',
  createTeam: '/team/create',
  groupLeaderboard: '/group/leaderboard',
  // Items of a goal carry the goal in the address, so a reload or a shared link opens the same screen
  // (docs/learn-players.md, "Addresses"); navigation state is only a shortcut.
  activity: (activityId: number, goalId: number) => `/activity/id/${activityId}?goal=${goalId}`,
  activityReview: (activityId: number, goalId: number) => `/activity/review/${activityId}?goal=${goalId}`,
  activityComplete: (activityId: number, goalId: number) => `/activity/complete?activity=${activityId}&goal=${goalId}`,
  revision: (revisionId: number, goalId: number) => `/revision/id/${revisionId}?goal=${goalId}`,
  revisionReview: (revisionId: number, goalId: number) => `/revision/review/${revisionId}?goal=${goalId}`,
  revisionComplete: (revisionId: number, goalId: number) => `/revision/complete?revision=${revisionId}&goal=${goalId}`,
  oldRevision: (revisionId: number, goalId: number) => `/revision/oldrevision?revision=${revisionId}&goal=${goalId}`,
  challenge: (challengeId: number, goalId: number, completed = false) => `/challenge/id/${challengeId}?goal=${goalId}${completed ? '&completed=1' : ''}`,
  challengeSteps: (challengeId: number, goalId: number, completed = false) => `/challenge/id/new/${challengeId}?goal=${goalId}${completed ? '&completed=1' : ''}`,
  /** A take's pages carry the take; its goal comes with it from the server. */
  challengeComplete: (challengeId: number, takeId: number) => `/challenge/complete/${challengeId}?take=${takeId}`,
  challengeFinished: (challengeId: number, takeId: number) => `/challenge/complete/new/${challengeId}?take=${takeId}`,
  /** A completed take's Send for review: its completion page, focus on that section. */
  challengeSendForReview: (challengeId: number, takeId: number) => `/challenge/complete/${challengeId}?take=${takeId}${SEND_FOR_REVIEW_HASH}`,
  upcomingChallenges: '/challenge/upcoming',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  subscriptionDetails: '/subscription/details',
  subscriptionConfirmation: '/subscription/confirmation',
} as const;
