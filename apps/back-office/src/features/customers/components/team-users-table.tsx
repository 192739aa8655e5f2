import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Checkbox, Group, Loader, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { customerMessages } from '@stride/validation';
import { EmptyState, FormMessage, type FormMessageType } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { customerQueries, useInviteTeamUsers, useMoveTeamUsers, useRemoveTeamUsers, type Group as Team } from '../api';
import { bulkFailure, customerScreenMessages } from '../messages';
import { AddUsersPanel } from './add-users-panel';

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || '—';

export interface TeamUsersTableProps {
  /** The team whose admin and members are shown; its organisation's other teams are the targets of a move or invite. */
  team: Pick<Team, 'id' | 'name' | 'organization_id'>;
}

type Message = { text: string; type: FormMessageType };

/**
 * The group users screen (back-office §2, §4, §5): Name, Email, Status (upper case), Role (Admin for the
 * team's admin, otherwise Member); "No Users in this Group" when it has no members. Members can be selected
 * (never the admin) and moved, invited to another team of the organisation, or removed after a
 * confirmation; then Add a user and Add multiple users. Someone invited who has not registered has no name
 * yet; the admin's membership status is not part of the answer, so theirs is blank.
 */
export function TeamUsersTable({ team }: TeamUsersTableProps) {
  const status = useQuery(customerQueries.teamUsers(team.id));
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message | null>(null);

  if (status.isPending) return <Loader aria-label={`Loading the users of ${team.name}`} />;
  if (status.isError)
    return (
      <Alert color="red" role="alert">
        {customerScreenMessages.listFailed}
      </Alert>
    );
  const { admin, users } = status.data;
  // A reload may drop selected members (moved or removed elsewhere).
  const selected = users.map(({ user }) => user.email).filter((email) => selection.has(email));
  const toggle = (email: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  const allSelected = users.length > 0 && selected.length === users.length;

  return (
    <Stack gap="md">
      <FormMessage message={message?.text} type={message?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      {users.length > 0 && (
        <Toolbar
          team={team}
          selected={selected}
          onDone={(text) => {
            setSelection(new Set());
            setMessage({ text, type: 'success' });
          }}
          onProblem={(text) => setMessage({ text, type: 'error' })}
        />
      )}
      {users.length === 0 ? (
        <EmptyState message={customerScreenMessages.noUsers} />
      ) : (
        <Table striped captionSide="top">
          <Table.Caption>{`Users of ${team.name}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  aria-label="Select all members"
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={(event) => setSelection(new Set(event.currentTarget.checked ? users.map(({ user }) => user.email) : []))}
                />
              </Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td />
              <Table.Td>{fullName(admin.group_admin)}</Table.Td>
              <Table.Td>{admin.group_admin.email}</Table.Td>
              <Table.Td />
              <Table.Td>Admin</Table.Td>
            </Table.Tr>
            {users.map(({ user, status: memberStatus }) => (
              <Table.Tr key={user.email}>
                <Table.Td>
                  <Checkbox aria-label={`Select ${user.email}`} checked={selection.has(user.email)} onChange={(event) => toggle(user.email, event.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>{fullName(user)}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{memberStatus.toUpperCase()}</Table.Td>
                <Table.Td>Member</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddUsersPanel team={team} />
    </Stack>
  );
}

interface ToolbarProps {
  team: TeamUsersTableProps['team'];
  /** The selected members' emails. */
  selected: string[];
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/**
 * MOVE, REMOVE and INVITE (back-office §5): a move or invite needs a target team ("Select a group from drop
 * down.") and a selected row ("Select At Least One Row."); a remove needs a row and a confirmation.
 */
function Toolbar({ team, selected, onDone, onProblem }: ToolbarProps) {
  const teams = useQuery({ ...customerQueries.teams(team.organization_id ?? 0), enabled: team.organization_id !== null });
  const [targetId, setTargetId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const move = useMoveTeamUsers();
  const invite = useInviteTeamUsers();
  const remove = useRemoveTeamUsers();
  const targets = (teams.data ?? []).filter((candidate) => candidate.id !== team.id);

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      onDone(success);
    } catch (thrown) {
      onProblem(bulkFailure(thrown));
    }
  };
  const toTarget = (kind: 'move' | 'invite') => {
    if (!targetId) return onProblem(customerMessages.selectGroup);
    if (selected.length === 0) return onProblem(customerMessages.selectRow);
    if (Number(targetId) === team.id) return onProblem(customerMessages.sameGroup);
    const body = { current_group_id: team.id, new_group_id: Number(targetId), user_email_list: selected };
    return kind === 'move'
      ? run(() => move.mutateAsync(body), customerMessages.usersMoved)
      : run(() => invite.mutateAsync(body), customerMessages.invitationsSent);
  };
  const askToRemove = () => (selected.length === 0 ? onProblem(customerMessages.selectRow) : setConfirming(true));
  const confirmRemove = async () => {
    setConfirming(false);
    await run(() => remove.mutateAsync({ group_id: team.id, user_email_list: selected }), customerMessages.usersRemoved);
  };
  const busy = move.isPending || invite.isPending || remove.isPending;

  return (
    <Group align="end" role="toolbar" aria-label={`Selected users of ${team.name}`}>
      <NativeSelect
        label="Target team"
        w={280}
        value={targetId}
        onChange={(event) => setTargetId(event.currentTarget.value)}
        data={[{ value: '', label: teams.isPending && team.organization_id !== null ? 'Loading…' : 'Choose a team' }, ...targets.map((target) => ({ value: target.id.toString(), label: target.name }))]}
      />
      <Button onClick={() => toTarget('move')} loading={move.isPending} disabled={busy && !move.isPending}>
        MOVE
      </Button>
      <Button color="red" variant="light" onClick={askToRemove} loading={remove.isPending} disabled={busy && !remove.isPending}>
        REMOVE
      </Button>
      <Button variant="light" onClick={() => toTarget('invite')} loading={invite.isPending} disabled={busy && !invite.isPending}>
        INVITE
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove users" centered>
        <Text>{`Remove ${selected.length === 1 ? '1 user' : `${selected.length} users`} from ${team.name}?`}</Text>
        <Group mt="md">
          <Button color="red" onClick={confirmRemove}>
            Remove
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
