/** Paths the org-admin app links to from code. */
export const paths = {
  home: '/',
  login: '/login',
  administrator: '/administrator',
  userDetails: '/administrator/user-details',
  displayReport: '/display-report',
  groupMembers: '/group-members',
} as const;
