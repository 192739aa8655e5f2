/** Paths the learner app links to from code. */
export const paths = {
  home: '/',
  login: '/user/login',
  signup: '/user/signup',
  forgotPassword: '/user/forgot-password',
  dashboard: '/user/dashboard',
  programs: '/programs',
} as const;
