import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { storedUser } from '@stride/app-shell';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { dashboardQueries, LEADERBOARD_SIZE } from '../api';
import { dashboardMessages } from '../messages';
import classes from './leaderboard.module.css';

const rows = (count: number) => Array.from({ length: count }, (_, index) => <Skeleton key={index} height={24} />);

/** The leaderboard's data: the first team the learner has joined, then its top members. */
export function useTeamLeaderboard() {
  const memberships = useQuery(dashboardQueries.joinedGroups());
  const team = memberships.data?.find((membership) => membership.status === 'joined');
  // Waits for get-joined: which team to ask about is only known then.
  const members = useQuery({ ...dashboardQueries.groupMembers(team?.group_id ?? 0), enabled: team !== undefined });
  return { memberships, team, members };
}

/** The first team the learner has joined, its five members with the most points first; the learner's own row stands out. */
export function Leaderboard() {
  const headingId = useId();
  const userId = storedUser()?.id;
  const { memberships, team, members } = useTeamLeaderboard();
  const teamName = team?.groups[0]?.name;

  const loading = memberships.isPending || (team !== undefined && members.isPending);
  let content;
  if (loading) content = rows(LEADERBOARD_SIZE);
  else if (memberships.isError || members.isError) content = <Text>{dashboardMessages.teamError}</Text>;
  else if (!team) content = <EmptyState message={dashboardMessages.noTeam} />;
  else
    content = (
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Top ${LEADERBOARD_SIZE} of ${teamName}`}>
        {(members.data ?? []).slice(0, LEADERBOARD_SIZE).map((member, index) => {
          const you = member.user_id === userId;
          return (
            // aria-current tells screen readers which row is the learner's, as the highlight and "(you)" show it.
            <Group component="li" key={member.user_id} justify="space-between" wrap="nowrap" className={classes.row} aria-current={you ? 'true' : undefined}>
              <Group gap="sm" wrap="nowrap">
                <Text fw={700} w={20} c="dimmed">
                  {index + 1}
                </Text>
                <Text fw={you ? 700 : undefined}>
                  {member.user.first_name} {member.user.last_name}
                  {you && ' (you)'}
                </Text>
              </Group>
              <Text fw={600}>{member.points} XP</Text>
            </Group>
          );
        })}
      </Stack>
    );

  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId} aria-busy={loading}>
      <Title order={2} size="h3" id={headingId}>
        Team leaderboard
      </Title>
      {teamName && (
        <Text size="sm" c="dimmed" mb="sm">
          {teamName}
        </Text>
      )}
      {content}
    </Card>
  );
}
