import { Table, Text } from '@mantine/core';
import type { GroupMemberStats } from '../api';
import { lastActiveLabel } from '../last-active';

const columns = ['Name', 'Points', 'Streak', 'Highest streak', 'Days of learning', 'Subtopics', 'Perfect activities', 'Drills', 'Challenges', 'Last active'];

/** The team table (docs/teams.md): every joined member with their numbers, most points first. */
export function MemberTable({ teamName, members }: { teamName: string; members: GroupMemberStats[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>
          <Text size="sm" c="dimmed" ta="left" component="span">
            Members of {teamName}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Th scope="row" fw={500}>
                {member.user.first_name} {member.user.last_name}
              </Table.Th>
              <Table.Td>{member.points}</Table.Td>
              <Table.Td>{member.streak}</Table.Td>
              <Table.Td>{member.highest_streak}</Table.Td>
              <Table.Td>{member.no_of_days_of_learning}</Table.Td>
              <Table.Td>{member.no_of_subtopics_completed}</Table.Td>
              <Table.Td>{member.no_of_perfect_activities}</Table.Td>
              <Table.Td>{member.no_of_drills_done}</Table.Td>
              <Table.Td>{member.no_of_challenges_done}</Table.Td>
              <Table.Td>{lastActiveLabel(member.last_active)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
