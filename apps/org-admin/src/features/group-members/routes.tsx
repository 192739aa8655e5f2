import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The members of one group (docs/group-members.md), from the Group section's "Members of" links. */
export const groupMemberRoutes: RouteObject[] = [
  { path: paths.groupMembers, lazy: async () => ({ Component: (await import('./components/group-members-page')).GroupMembersPage }) },
];
