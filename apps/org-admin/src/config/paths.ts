/** Paths the org-admin app links to from code. */
export const paths = {
  home: '/',
  login: '/login',
  administrator: '/administrator',
} as const;
