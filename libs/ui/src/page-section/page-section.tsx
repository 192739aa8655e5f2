import { Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The page heading (level 1), also the section's accessible name. */
  title: string;
  /** Links or buttons beside the heading, e.g. an Add button. */
  actions?: ReactNode;
  /** The page's content. */
  children: ReactNode;
}

/** A page's main section: named by its level-1 heading, actions beside it, padded above and below. */
export function PageSection({ title, actions, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" py="md">
      <Group justify="space-between" align="center">
        <Title order={1} id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
