import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface AdministratorSectionFrameProps {
  /** The section's heading (level 1), also its accessible name. */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the administrator screen: a region named by its heading, actions beside it. */
export function AdministratorSectionFrame({ title, actions, children }: AdministratorSectionFrameProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
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
