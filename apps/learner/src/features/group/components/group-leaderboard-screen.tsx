import { Box } from '@mantine/core';
import { GroupLeaderboard } from './group-leaderboard';

/** /group/leaderboard: the leaderboard of the learner's teams on a page of its own. */
export function GroupLeaderboardScreen() {
  return (
    <Box maw={760} mx="auto" py="md" px="md">
      <GroupLeaderboard headingOrder={1} />
    </Box>
  );
}
