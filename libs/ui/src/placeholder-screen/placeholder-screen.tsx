import { Code, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

export interface PlaceholderScreenProps {
  /** Name of the screen a later issue builds, shown as the page heading. */
  title: string;
  /** Route path the screen will live at, e.g. "/journal". */
  route: string;
}

/** Stand-in for a route whose screen is not built yet, so the route table can be complete. */
export function PlaceholderScreen({ title, route }: PlaceholderScreenProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" py="xl">
      <Title order={1} id={headingId}>
        {title}
      </Title>
      <Text>This screen is not built yet.</Text>
      <Text>
        Route: <Code>{route}</Code>
      </Text>
    </Stack>
  );
}
