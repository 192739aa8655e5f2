/** Paths the learner app links to from code. */
export const paths = {
  home: '/',
  login: '/user/login',
  signup: '/user/signup',
  confirm: '/user/confirm',
  forgotPassword: '/user/forgot-password',
  dashboard: '/user/dashboard',
  programs: '/programs',
  programSchedule: '/user/program-schedule',
  profile: '/profile',
  journal: '/journal',
  support: '/support',
  activity: (activityId: number) => `/activity/id/${activityId}`,
  revision: (revisionId: number) => `/revision/id/${revisionId}`,
  challenge: (challengeId: number) => `/challenge/id/${challengeId}`,
} as const;
