import { Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Reading } from '../api';
import { PlayerTitle } from '../../../components/player-header';

/** A reading's text, its paragraphs kept as written. */
export function ReadingText({ reading }: { reading: Reading }) {
  return <Text style={{ whiteSpace: 'pre-line' }}>{reading.reading_text}</Text>;
}

/**
 * The activity's first step when it has a reading (docs/learn-players.md): teach, then test. The reading's
 * title and text, "Start the questions" after it, and a skip at the top so a learner who knows it need not scroll.
 */
export function ReadFirst({ title, reading, onStart }: { title: string; reading: Reading; onStart: () => void }) {
  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <PlayerTitle title={title} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="read-first-title">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" fw={700} tt="uppercase" c="dimmed">
                Read first
              </Text>
              <Title order={2} size="h3" id="read-first-title">
                {reading.reading_title}
              </Title>
            </Stack>
            <Button variant="subtle" onClick={onStart}>
              Skip the reading
            </Button>
          </Group>
          <ReadingText reading={reading} />
          <Group justify="flex-end">
            <Button onClick={onStart}>Start the questions</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The reading kept within reach while answering: a button that opens it in a drawer. */
export function ReadingDrawer({ reading }: { reading: Reading }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open} aria-haspopup="dialog">
        Reading
      </Button>
      <Drawer opened={opened} onClose={close} position="right" title={reading.reading_title} closeButtonProps={{ 'aria-label': 'Close the reading' }}>
        <ReadingText reading={reading} />
      </Drawer>
    </>
  );
}
