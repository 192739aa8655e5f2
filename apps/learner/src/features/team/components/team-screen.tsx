import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
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
