import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** Customers: organizations, teams and their members (back-office §2). */
export const customerRoutes: RouteObject[] = [
  placeholderRoute('/admin/customer', 'Customers'),
  placeholderRoute('/admin/organization/add', 'Add organization'),
  placeholderRoute('/admin/organization/list', 'Organizations'),
  placeholderRoute('/admin/team/add', 'Add team'),
  placeholderRoute('/admin/team/add-members', 'Add team members'),
];
