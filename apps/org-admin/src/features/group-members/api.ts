import { dataOf, type Schema } from '@stride/api-sdk';
import { storedUser } from '@stride/app-shell';
import { createGroupMembersApi } from '@stride/group-members';
import { GROUP_ADMIN_ROLE } from '@stride/validation';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const groupMemberQueries = {
  organizationGroups: () => apiQueries.queryOptions('get', '/group/get-org-groups'),
  ownGroups: (userId: number) => apiQueries.queryOptions('get', '/group/org-groups/{id}', { params: { path: { id: userId } } }),
};

/**
 * The groups the signed-in admin manages (docs/group-members.md): a group admin's own groups, asked with their
 * stored id (GET group/org-groups/{id}), otherwise their organisation's groups (GET group/get-org-groups).
 */
export function useManagedGroups(): UseQueryResult<Schema<'Group'>[], unknown> {
  const user = storedUser();
  const groupAdmin = user?.role_id === GROUP_ADMIN_ROLE;
  const organizationGroups = useQuery({ ...groupMemberQueries.organizationGroups(), enabled: !groupAdmin });
  const ownGroups = useQuery({ ...groupMemberQueries.ownGroups(user?.id ?? 0), enabled: groupAdmin });
  return groupAdmin ? ownGroups : organizationGroups;
}

/**
 * The group-members screen's calls in the org-admin app (see @stride/group-members): a move or invite
 * targets the other groups the admin manages, and added users are invited by mail (POST group/add-user),
 * so there are no join links to show.
 */
export const groupMembersApi = createGroupMembersApi(
  { api, apiQueries },
  {
    useTargetGroups: useManagedGroups,
    addUsers: async (groupId, emails) => {
      dataOf(await api.POST('/group/add-user', { body: { group_id: groupId, user_email_list: emails } }));
      return [];
    },
  },
);
