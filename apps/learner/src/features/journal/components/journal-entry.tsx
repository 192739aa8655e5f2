import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** One written journal entry (a note or a flashcard): its title, its text, when it was made, and Remove. */
export function JournalEntry({ title, text, date, removeLabel, removing, onRemove }: { title: string; text: string; date: string; removeLabel: string; removing: boolean; onRemove: () => void }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h5">
            {title}
          </Title>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} loading={removing} aria-label={removeLabel}>
            Remove
          </Button>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
        <Text size="sm" c="dimmed">
          {date}
        </Text>
      </Stack>
    </Paper>
  );
}
