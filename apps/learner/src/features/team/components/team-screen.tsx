import { Stack, Title } from '@mantine/core';
import { TeamSection } from './team-section';

/** /team/admin: the Team section on a page of its own. */
export function TeamScreen() {
  return (
    <Stack maw={1100} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>Your team</Title>
      <TeamSection />
    </Stack>
  );
}
