import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Group as OrgGroup } from '../api';

export interface GroupsTableProps {
  /** The groups to list. */
  groups: OrgGroup[];
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** Opens the edit dialog for a group; without it, no Edit buttons (an admin whose level only reads). */
  onEdit?: ((group: OrgGroup) => void) | undefined;
}

/** The groups with their admin, an Edit button and a link to the group's members (/group-members?group_id=). */
export function GroupsTable({ groups, labelledBy, onEdit }: GroupsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-labelledby={labelledBy} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Admin email</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th scope="row" fw={500}>
                {group.name}
              </Table.Th>
              <Table.Td>{group.description}</Table.Td>
              <Table.Td>{group.group_admin_email}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {onEdit && (
                    <Button size="xs" variant="light" aria-label={`Edit ${group.name}`} onClick={() => onEdit(group)}>
                      Edit
                    </Button>
                  )}
                  <Anchor component={Link} to={`${paths.groupMembers}?${new URLSearchParams({ group_id: String(group.id) })}`} size="sm" aria-label={`Members of ${group.name}`}>
                    Members
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
