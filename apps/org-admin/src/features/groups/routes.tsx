import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The members of one group (back-office §2, group users screen), from the Group section's "Members of" links. */
export const groupRoutes: RouteObject[] = [
  { path: paths.groupMembers, lazy: async () => ({ Component: (await import('../group-members/components/group-members-page')).GroupMembersPage }) },
];
