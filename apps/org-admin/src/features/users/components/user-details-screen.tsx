import { Alert, Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { isApiError, type ApiError } from '@stride/api-sdk';
import { QueryTable } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isOrganisationAdminLevel } from '@stride/validation';
import { useAdminRole } from '../../../lib/admin-role';
import type { AdministratorState } from '../../../lib/administrator-state';
import { userQueries } from '../api';
import { formatDate, programStatus, userMessages } from '../messages';
import type { UserDetailsState } from '../user-details-path';

const backToUsers: AdministratorState = { section: 'user' };

/** The member's programs and the organisation's groups they joined, as two tabs. */
function MemberTabs({ email }: { email: string }) {
  const programs = useQuery(userQueries.memberPrograms(email));
  const groups = useQuery(userQueries.memberGroups(email));
  // Both calls answer 404 for someone who is not a member of this organisation: one message, not two tables.
  const errors: unknown[] = [programs.error, groups.error];
  const notMember = errors.find((error): error is ApiError => isApiError(error) && error.status === 404);
  if (notMember)
    return (
      <Alert color="red" role="alert">
        {notMember.message}
      </Alert>
    );

  return (
    <Tabs defaultValue="programs">
      <Tabs.List>
        <Tabs.Tab value="programs">Programs Enrolled</Tabs.Tab>
        <Tabs.Tab value="groups">Groups Joined</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="programs" pt="md">
        <QueryTable
          query={programs}
          caption="Programs Enrolled"
          rowKey={(row) => `${row.goal.name}-${row.start_date}`}
          empty={userMessages.noPrograms}
          failed={userMessages.loadFailed}
          columns={[
            { header: 'Goal', cell: (row) => row.goal.name },
            { header: 'Program', cell: (row) => row.goal.program.name },
            { header: 'Start date', cell: (row) => formatDate(row.start_date) },
            { header: 'Status', cell: (row) => programStatus(row.completion_percentage) },
            { header: 'Completion', cell: (row) => `${row.completion_percentage}%` },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="groups" pt="md">
        <QueryTable
          query={groups}
          caption="Groups Joined"
          rowKey={(membership) => membership.group_id}
          empty={userMessages.noGroups}
          failed={userMessages.loadFailed}
          columns={[
            { header: 'Group', cell: (membership) => membership.groups[0]?.name },
            { header: 'Group admin', cell: (membership) => membership.group_admin.email },
            { header: 'Joined on', cell: (membership) => formatDate(membership.joining_date) },
          ]}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /administrator/user-details?email=… (docs/org-admin-app.md): one member of the organisation with the
 * tabs Programs Enrolled and Groups Joined. Organisation admins only (§6): a group admin goes back to
 * /administrator, as does an address without an email.
 */
export function UserDetailsScreen() {
  const [params] = useSearchParams();
  const state = useLocation().state as UserDetailsState | null;
  const email = params.get('email')?.trim();
  const roleId = useAdminRole();
  if (!isOrganisationAdminLevel(roleId)) return <Navigate to={paths.administrator} replace />;
  if (!email) return <Navigate to={paths.administrator} replace state={backToUsers} />;

  // The names come with the members table's link; a reload or a shared link has only the email.
  const name = [state?.first_name, state?.last_name].filter(Boolean).join(' ');
  return (
    <Stack gap="md" py="md">
      <Anchor component={Link} to={paths.administrator} state={backToUsers}>
        Back to users
      </Anchor>
      <div>
        <Title order={1}>{name || email}</Title>
        {name && <Text c="dimmed">{email}</Text>}
      </div>
      <MemberTabs email={email} />
    </Stack>
  );
}
