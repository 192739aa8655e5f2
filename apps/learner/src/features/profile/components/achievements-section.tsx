import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryGate } from '../../../components/screen-states';
import { type Achievement, profileQueries } from '../api';
import { achievementTitle, profileTexts } from '../messages';

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const titleId = useId();
  const title = achievementTitle(achievement);
  const { current, target, earned } = achievement;
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {earned && (
            <Text size="sm" fw={700} c="stride.8">
              Earned
            </Text>
          )}
        </Group>
        {!earned && (
          <>
            <Progress value={Math.round((100 * current) / target)} aria-label={`${title}: ${current} of ${target}`} />
            <Text size="sm">
              {current} of {target}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** One group of achievements under its heading, or `empty` when there are none. */
function AchievementGroup({ title, label, empty, achievements }: { title: string; label: string; empty: string; achievements: Achievement[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {achievements.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {achievements.map((achievement) => (
            <AchievementCard key={`${achievement.kind}-${achievement.target}`} achievement={achievement} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Achievements (docs/profile.md): the milestones earned, then the next one of each kind with its progress. */
export function AchievementsSection() {
  const achievements = useQuery(profileQueries.achievements());
  return (
    <QueryGate query={achievements} label="Loading your achievements">
      {({ earned, next }) => (
        <Stack gap="lg">
          <AchievementGroup title="Earned" label="Achievements earned" empty={profileTexts.noAchievements} achievements={earned} />
          <AchievementGroup title="Next" label="Next achievements" empty={profileTexts.allAchieved} achievements={next} />
        </Stack>
      )}
    </QueryGate>
  );
}
