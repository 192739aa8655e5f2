import type { RouteObject } from 'react-router';

const organizations = () => import('./components/organization-screens');
const teams = () => import('./components/team-screens');

/** Customers: organizations, teams and their members (docs/back-office-app.md). */
export const customerRoutes: RouteObject[] = [
  { path: '/admin/customer', lazy: async () => ({ Component: (await import('./components/customer-screen')).CustomerScreen }) },
  { path: '/admin/customer/organization/:organizationId', lazy: async () => ({ Component: (await import('./components/organization-page')).OrganizationPage }) },
  { path: '/admin/organization/add', lazy: async () => ({ Component: (await organizations()).AddOrganizationScreen }) },
  { path: '/admin/organization/list', lazy: async () => ({ Component: (await organizations()).OrganizationListScreen }) },
  { path: '/admin/team/add', lazy: async () => ({ Component: (await teams()).AddTeamScreen }) },
  { path: '/admin/team/add-members', lazy: async () => ({ Component: (await teams()).AddTeamMembersScreen }) },
];
