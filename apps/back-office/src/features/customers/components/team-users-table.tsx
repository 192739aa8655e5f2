import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Loader, Table } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { customerQueries } from '../api';
import { customerScreenMessages } from '../messages';

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || '—';

export interface TeamUsersTableProps {
  /** The team whose admin and members are shown. */
  team: { id: number; name: string };
}

/**
 * The group users table (back-office §2, §4): Name, Email, Status (upper case), Role (Admin for the team's
 * admin, otherwise Member); "No Users in this Group" when it has no members. Someone invited who has not
 * registered has no name yet. The admin's membership status is not part of the answer, so theirs is blank.
 */
export function TeamUsersTable({ team }: TeamUsersTableProps) {
  const status = useQuery(customerQueries.teamUsers(team.id));
  if (status.isPending) return <Loader aria-label={`Loading the users of ${team.name}`} />;
  if (status.isError)
    return (
      <Alert color="red" role="alert">
        {customerScreenMessages.listFailed}
      </Alert>
    );
  const { admin, users } = status.data;
  if (users.length === 0) return <EmptyState message={customerScreenMessages.noUsers} />;
  return (
    <Table striped captionSide="top">
      <Table.Caption>{`Users of ${team.name}`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Email</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Role</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{fullName(admin.group_admin)}</Table.Td>
          <Table.Td>{admin.group_admin.email}</Table.Td>
          <Table.Td />
          <Table.Td>Admin</Table.Td>
        </Table.Tr>
        {users.map(({ user, status: memberStatus }) => (
          <Table.Tr key={user.email}>
            <Table.Td>{fullName(user)}</Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{memberStatus.toUpperCase()}</Table.Td>
            <Table.Td>Member</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
