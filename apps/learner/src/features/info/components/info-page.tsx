import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the information pages: a heading and the page's content, at reading width. */
export function InfoPage({ title, width = 760, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <Stack maw={width} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
