import { Alert, Button, Checkbox, Group, Loader, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { EmptyState, FormMessage, type FormMessageType } from '@stride/ui';
import { customerMessages } from '@stride/validation';
import { useState } from 'react';
import { AddUsersPanel } from './add-users-panel';
import { useMembersChange, type GroupMembersApi, type GroupRef } from './group-members-api';
import { MESSAGE_CLEAR_MS, bulkFailure, groupMembersMessages } from './messages';

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || '—';

export interface GroupMembersScreenProps {
  /** The group whose admin and members are shown. */
  group: GroupRef;
  /** The app's calls (createGroupMembersApi). */
  api: GroupMembersApi;
  /** Shows the members without selection, moves, removals or adding: an admin whose level only reads. */
  readOnly?: boolean;
}

type Message = { text: string; type: FormMessageType };

/**
 * The group users screen (docs/group-members.md), in both admin apps: Name, Email, Status (upper case),
 * Role (Admin for the group's admin, otherwise Member); "No Users in this Group" when it has no members.
 * Members can be selected (never the admin) and moved, invited to another group, or removed after a
 * confirmation; then Add a user and Add multiple users. Someone invited who has not registered has no name
 * yet; the admin's membership status is not part of the answer, so theirs is blank.
 */
export function GroupMembersScreen({ group, api, readOnly = false }: GroupMembersScreenProps) {
  const status = api.useMembers(group.id);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message | null>(null);

  if (status.isPending) return <Loader aria-label={`Loading the users of ${group.name}`} />;
  if (status.isError)
    return (
      <Alert color="red" role="alert">
        {groupMembersMessages.listFailed}
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
      {users.length > 0 && !readOnly && (
        <Toolbar
          group={group}
          api={api}
          selected={selected}
          onDone={(text) => {
            setSelection(new Set());
            setMessage({ text, type: 'success' });
          }}
          onProblem={(text) => setMessage({ text, type: 'error' })}
        />
      )}
      {users.length === 0 ? (
        <EmptyState message={groupMembersMessages.noUsers} />
      ) : (
        // A wide table scrolls in its own box on a phone, never the page (docs/phone-layouts.md).
        <Table.ScrollContainer minWidth={560}>
          <Table striped captionSide="top">
            <Table.Caption>{`Users of ${group.name}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {!readOnly && (
                  <Table.Th scope="col">
                    <Checkbox
                      aria-label="Select all members"
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={(event) => setSelection(new Set(event.currentTarget.checked ? users.map(({ user }) => user.email) : []))}
                    />
                  </Table.Th>
                )}
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {!readOnly && <Table.Td />}
                <Table.Td>{fullName(admin.group_admin)}</Table.Td>
                <Table.Td>{admin.group_admin.email}</Table.Td>
                <Table.Td />
                <Table.Td>Admin</Table.Td>
              </Table.Tr>
              {users.map(({ user, status: memberStatus }) => (
                <Table.Tr key={user.email}>
                  {!readOnly && (
                    <Table.Td>
                      <Checkbox aria-label={`Select ${user.email}`} checked={selection.has(user.email)} onChange={(event) => toggle(user.email, event.currentTarget.checked)} />
                    </Table.Td>
                  )}
                  <Table.Td>{fullName(user)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{memberStatus.toUpperCase()}</Table.Td>
                  <Table.Td>Member</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && <AddUsersPanel group={group} api={api} />}
    </Stack>
  );
}

interface ToolbarProps extends GroupMembersScreenProps {
  /** The selected members' emails. */
  selected: string[];
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

type TargetVariables = { targetId: number; emails: string[] };

/**
 * MOVE, REMOVE and INVITE (docs/group-members.md): a move or invite needs a target group ("Select a group from drop
 * down.") and a selected row ("Select At Least One Row."); a remove needs a row and a confirmation.
 */
function Toolbar({ group, api, selected, onDone, onProblem }: ToolbarProps) {
  const groups = api.useTargetGroups(group);
  const [targetId, setTargetId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const move = useMembersChange(({ targetId: to, emails }: TargetVariables) => api.move(group.id, to, emails));
  const invite = useMembersChange(({ targetId: to, emails }: TargetVariables) => api.invite(group.id, to, emails));
  const remove = useMembersChange((emails: string[]) => api.remove(group.id, emails));
  const targets = (groups.data ?? []).filter((candidate) => candidate.id !== group.id);

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
    if (Number(targetId) === group.id) return onProblem(customerMessages.sameGroup);
    const variables = { targetId: Number(targetId), emails: selected };
    return kind === 'move'
      ? run(() => move.mutateAsync(variables), customerMessages.usersMoved)
      : run(() => invite.mutateAsync(variables), customerMessages.invitationsSent);
  };
  const askToRemove = () => (selected.length === 0 ? onProblem(customerMessages.selectRow) : setConfirming(true));
  const confirmRemove = async () => {
    setConfirming(false);
    await run(() => remove.mutateAsync(selected), customerMessages.usersRemoved);
  };
  const busy = move.isPending || invite.isPending || remove.isPending;

  return (
    <Group align="end" role="toolbar" aria-label={`Selected users of ${group.name}`}>
      <NativeSelect
        label="Target group"
        w={280}
        value={targetId}
        onChange={(event) => setTargetId(event.currentTarget.value)}
        data={[{ value: '', label: groups.isLoading ? 'Loading…' : 'Choose a group' }, ...targets.map((target) => ({ value: target.id.toString(), label: target.name }))]}
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
        <Text>{`Remove ${selected.length === 1 ? '1 user' : `${selected.length} users`} from ${group.name}?`}</Text>
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
