import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { storedEmail } from '@stride/app-shell';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName, type GroupMembership, teamQueries } from '../api';
import { teamMessages } from '../messages';
import { MemberTable } from './member-table';
import { PendingInvites } from './pending-invites';
import { TeamAdmin } from './team-admin';

/** One joined team: its member table for everyone in it, and the Admin section for its group admin. */
function TeamCard({ membership }: { membership: GroupMembership }) {
  const headingId = useId();
  const members = useQuery(teamQueries.groupMembers(membership.group_id));
  const name = membership.groups[0]?.name ?? '';
  const isAdmin = membership.group_admin.email === storedEmail();
  const adminName = fullName(membership.group_admin) ?? membership.group_admin.email;
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId} aria-busy={members.isPending}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            Admin: {isAdmin ? 'you' : adminName}
          </Text>
        </div>
        {members.isPending && <Skeleton height={120} />}
        {members.isError && <Text role="alert">{teamMessages.loadFailed}</Text>}
        {members.data && <MemberTable teamName={name} members={members.data} />}
        {isAdmin && <TeamAdmin groupId={membership.group_id} teamName={name} />}
      </Stack>
    </Card>
  );
}

/**
 * The Team section (docs/teams.md): each team the learner has joined with its members, the Admin
 * section where they are its admin, their pending invitations, and a way to create a team.
 */
export function TeamSection() {
  const memberships = useQuery(teamQueries.joinedGroups());
  const joined = memberships.data?.filter((membership) => membership.status === 'joined') ?? [];
  return (
    <Stack gap="lg">
      {memberships.isPending && <Skeleton height={160} />}
      {memberships.isError && <Text role="alert">{teamMessages.loadFailed}</Text>}
      {memberships.isSuccess && joined.length === 0 && <EmptyState message={teamMessages.noTeam} />}
      {joined.map((membership) => (
        <TeamCard key={membership.group_id} membership={membership} />
      ))}
      <PendingInvites />
      <div>
        <Button component={Link} to={paths.createTeam} variant="light">
          Create a team
        </Button>
      </div>
    </Stack>
  );
}
