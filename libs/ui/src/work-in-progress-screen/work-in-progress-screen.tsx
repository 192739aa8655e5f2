import { Code, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

export interface WorkInProgressScreenProps {
  /** The unknown path the user asked for. */
  path: string;
}

/** Fallback for unknown paths outside /user/...: says the page is in progress and names the path. */
export function WorkInProgressScreen({ path }: WorkInProgressScreenProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} align="center" ta="center" gap="md" py="xl">
      <Title order={1} id={headingId}>
        Work In Progress
      </Title>
      <Text>
        <Code>{path}</Code> is not available yet.
      </Text>
    </Stack>
  );
}
