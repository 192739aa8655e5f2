import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { isApiError } from '@stride/api-sdk';
import { isValidEmail, normalizeEmail } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fullName, teamQueries, useInviteToGroup, useRemoveFromGroup, useResendInvite } from '../api';
import { teamMessages } from '../messages';

type Notice = { kind: 'success' | 'error'; text: string } | null;
const failureText = (thrown: unknown) => (isApiError(thrown) ? thrown.messageOr(teamMessages.failed) : teamMessages.failed);

function InviteForm({ groupId, onNotice }: { groupId: number; onNotice: (notice: Notice) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteToGroup();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(teamMessages.invalidEmail);
      return;
    }
    setError(null);
    invite.mutate(
      { groupId, email: normalizeEmail(email) },
      {
        onSuccess: () => {
          setEmail('');
          onNotice({ kind: 'success', text: teamMessages.invited });
        },
        onError: (thrown) => onNotice({ kind: 'error', text: failureText(thrown) }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          label="Invite by email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={invite.isPending}>
          Invite
        </Button>
      </Group>
    </form>
  );
}

/**
 * The Admin section of a team, for its group admin (docs/teams.md): invite by email, and
 * everyone in the group with their role and status; invited people can be sent the invitation again, others
 * removed (after a confirmation). Each change reads the list again.
 */
export function TeamAdmin({ groupId, teamName }: { groupId: number; teamName: string }) {
  const headingId = useId();
  const status = useQuery(teamQueries.groupUserStatus(groupId));
  const resend = useResendInvite();
  const remove = useRemoveFromGroup();
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const resendTo = (email: string) =>
    resend.mutate(
      { groupId, email },
      { onSuccess: () => setNotice({ kind: 'success', text: teamMessages.resent }), onError: (thrown) => setNotice({ kind: 'error', text: failureText(thrown) }) },
    );
  const confirmRemoval = () => {
    if (removing === null) return;
    remove.mutate(
      { groupId, email: removing },
      {
        onSuccess: () => setNotice({ kind: 'success', text: `${removing} was removed from ${teamName}.` }),
        onError: (thrown) => setNotice({ kind: 'error', text: failureText(thrown) }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const admin = status.data?.admin.group_admin;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        Admin
      </Title>
      <InviteForm groupId={groupId} onNotice={setNotice} />
      {notice && (
        <Alert color={notice.kind === 'success' ? 'green' : 'red'} role={notice.kind === 'success' ? 'status' : 'alert'} withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {status.isError && <Text role="alert">{teamMessages.loadFailed}</Text>}
      {admin && status.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={`People in ${teamName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{fullName(admin) ?? '—'}</Table.Td>
                <Table.Td>{admin.email}</Table.Td>
                <Table.Td>Admin</Table.Td>
                <Table.Td>
                  <Badge color="green">Joined</Badge>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
              {status.data.users.map(({ user, status: memberStatus }) => (
                <Table.Tr key={user.email}>
                  <Table.Td>{fullName(user) ?? '—'}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>Member</Table.Td>
                  <Table.Td>{memberStatus === 'invited' ? <Badge color="yellow">Invited</Badge> : <Badge color="green">Joined</Badge>}</Table.Td>
                  <Table.Td>
                    {memberStatus === 'invited' ? (
                      <Button size="xs" variant="light" onClick={() => resendTo(user.email)} loading={resend.isPending && resend.variables?.email === user.email} aria-label={`Resend Invite to ${user.email}`}>
                        Resend Invite
                      </Button>
                    ) : (
                      <Button size="xs" variant="light" color="red" onClick={() => setRemoving(user.email)} aria-label={`Remove ${user.email}`}>
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={`Remove from ${teamName}?`} centered>
        <Stack>
          <Text>
            {removing} will leave {teamName}. You can invite them again later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRemoval} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
