import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The subscription screens' frame: a heading and the content, at reading width. */
export function SubscriptionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={640} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** A two-column table of terms, each row headed by its name. */
export function TermsTable({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="40%">
              {name}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
