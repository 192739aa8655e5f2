import type { Schema } from '@stride/api-sdk';
import { apiQueries } from '../../lib/api';

export type OrgMember = Schema<'OrgMember'>;
export type EnrolledProgramRow = Schema<'EnrolledProgramRow'>;
export type MemberGroup = Schema<'GroupMembership'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const userQueries = {
  /** The organisation's members, registered or only invited (docs/org-admin-app.md). */
  orgMembers: () => apiQueries.queryOptions('get', '/user/org-members'),
  /** A member's programs not quitted: Programs Enrolled. */
  memberPrograms: (email: string) => apiQueries.queryOptions('get', '/user/program-enrolled/{email}', { params: { path: { email } } }),
  /** The organisation's groups a member has joined: Groups Joined. */
  memberGroups: (email: string) => apiQueries.queryOptions('get', '/user/all-groups/{email}', { params: { path: { email } } }),
};
