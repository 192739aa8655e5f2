import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type PendingInvite, teamQueries, useAcceptInvite } from '../api';
import { teamMessages } from '../messages';

function InviteRow({ invite, onJoin, joining }: { invite: PendingInvite; onJoin: () => void; joining: boolean }) {
  const name = invite.groups[0]?.name ?? '';
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between">
        <Text>{name}</Text>
        <Button size="xs" onClick={onJoin} loading={joining} aria-label={`Join ${name}`}>
          Join
        </Button>
      </Group>
    </Paper>
  );
}

/** Manage Invites (docs/teams.md): the learner's pending invitations, each accepted here. */
export function PendingInvites() {
  const headingId = useId();
  const invites = useQuery(teamQueries.pendingInvites());
  const accept = useAcceptInvite();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        Manage Invites
      </Title>
      {invites.isError && <Text role="alert">{teamMessages.loadFailed}</Text>}
      {invites.data?.length === 0 && <Text c="dimmed">{teamMessages.noInvites}</Text>}
      {accept.isError && (
        <Alert color="red" role="alert">
          {isApiError(accept.error) ? accept.error.messageOr(teamMessages.failed) : teamMessages.failed}
        </Alert>
      )}
      {accept.isSuccess && (
        <Alert color="green" role="status">
          {teamMessages.joined}
        </Alert>
      )}
      {invites.data && invites.data.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {invites.data.map((invite) => (
            <InviteRow key={invite.id} invite={invite} onJoin={() => accept.mutate(invite.group_id)} joining={accept.isPending && accept.variables === invite.group_id} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
