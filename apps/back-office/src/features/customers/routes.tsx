import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

const organizations = () => import('./components/organization-screens');

/** Customers: organizations, teams and their members (back-office §2). */
export const customerRoutes: RouteObject[] = [
  placeholderRoute('/admin/customer', 'Customers'),
  { path: '/admin/organization/add', lazy: async () => ({ Component: (await organizations()).AddOrganizationScreen }) },
  { path: '/admin/organization/list', lazy: async () => ({ Component: (await organizations()).OrganizationListScreen }) },
  placeholderRoute('/admin/team/add', 'Add team'),
  placeholderRoute('/admin/team/add-members', 'Add team members'),
];
