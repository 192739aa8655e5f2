/** Paths the back office links to from code. */
export const paths = {
  home: '/',
  login: '/admin/login',
  curriculum: '/admin/curriculum',
  customer: '/admin/customer',
} as const;

/** One customer's page: overview, admins and program access (docs/organisation-admins.md). */
export const organizationPath = (organizationId: number) => `/admin/customer/organization/${organizationId}`;
