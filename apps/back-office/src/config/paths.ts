/** Paths the back office links to from code. */
export const paths = {
  home: '/',
  login: '/admin/login',
  curriculum: '/admin/curriculum',
  customer: '/admin/customer',
} as const;
