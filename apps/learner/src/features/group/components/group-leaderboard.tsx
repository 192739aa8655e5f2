import { Skeleton, Stack, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { groupQueries } from '../api';

type Order = 'descending' | 'ascending';

/**
 * The leaderboard of the learner's teams (docs/teams.md): everyone in them by total points with
 * their first and last name; the Points header toggles between highest and lowest first. The rank stays the
 * rank by points, whichever way the list is read. A section of the profile, or the page's heading on its own page.
 */
export function GroupLeaderboard({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const headingId = useId();
  const board = useQuery(groupQueries.leaderboard());
  const [order, setOrder] = useState<Order>('descending');
  const ranked = (board.data ?? []).map((row, index) => ({ ...row, rank: index + 1 }));
  const rows = order === 'descending' ? ranked : [...ranked].reverse();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" aria-busy={board.isPending}>
      <Title order={headingOrder} size={headingOrder === 1 ? undefined : 'h3'} id={headingId}>
        Leaderboard
      </Title>
      {board.isPending && <Skeleton height={160} />}
      {board.isError && <Text role="alert">We couldn't load the leaderboard.</Text>}
      {board.data?.length === 0 && <EmptyState message="You aren't a part of a team yet" />}
      {ranked.length > 0 && (
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rank</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" aria-sort={order}>
                <UnstyledButton onClick={() => setOrder(order === 'descending' ? 'ascending' : 'descending')} fw={700} fz="sm">
                  Points {order === 'descending' ? '↓' : '↑'}
                  <VisuallyHidden>{order === 'descending' ? ', highest first; press to show lowest first' : ', lowest first; press to show highest first'}</VisuallyHidden>
                </UnstyledButton>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.user_id}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>
                  {row.user.first_name} {row.user.last_name}
                </Table.Td>
                <Table.Td>{row.total_points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
