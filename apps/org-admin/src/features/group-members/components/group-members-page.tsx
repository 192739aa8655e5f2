import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { storedUser } from '@stride/app-shell';
import { GroupMembersScreen } from '@stride/group-members';
import { mayInOrganisation } from '@stride/validation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminRole } from '../../../lib/admin-role';
import { groupMembersApi, useManagedGroups } from '../api';

export const groupMembersPageMessages = {
  listFailed: 'The group could not be loaded. Please try again later.',
  unknownGroup: 'This group does not exist or is not one you manage.',
} as const;

/**
 * /group-members?group_id=<id> (docs/group-members.md): the group named in the address, so a
 * reload keeps it, looked up among the groups the admin manages; its name as the heading, a way back to
 * the Group section of /administrator, and the shared group-members screen. An id that is missing or not
 * one of theirs says so.
 */
export function GroupMembersPage() {
  const [searchParams] = useSearchParams();
  const groupId = Number(searchParams.get('group_id'));
  const groups = useManagedGroups();
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  const role = useAdminRole();
  // The group's own admin manages it; an organisation admin when their level may (docs/organisation-admins.md).
  const mayChange = (candidate: { group_admin_email: string }) => candidate.group_admin_email === storedUser()?.email || mayInOrganisation(role, 'manageGroups');

  return (
    <Stack gap="md" py="md">
      <Anchor component={Link} to={paths.administrator} state={{ section: 'group' }} w="fit-content">
        Back to groups
      </Anchor>
      {groups.isPending ? (
        <Loader aria-label="Loading the group" />
      ) : groups.isError ? (
        <Alert color="red" role="alert">
          {groupMembersPageMessages.listFailed}
        </Alert>
      ) : group ? (
        <>
          <Title order={1}>{group.name}</Title>
          <GroupMembersScreen group={group} api={groupMembersApi} readOnly={!mayChange(group)} />
        </>
      ) : (
        <>
          <Title order={1}>Group members</Title>
          <Alert color="yellow" role="alert">
            {groupMembersPageMessages.unknownGroup}
          </Alert>
        </>
      )}
    </Stack>
  );
}
