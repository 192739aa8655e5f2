import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { QuitControl } from './quit-control';

/** The players' page heading with Quit beside it. */
export function PlayerTitle({ title, quitMessage }: { title: string; quitMessage?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Title order={1} size="h2">
        {title}
      </Title>
      <QuitControl message={quitMessage} />
    </Group>
  );
}

export interface PlayerHeaderProps {
  /** The item's name: the page's heading ("…: review" in a review). */
  title: string;
  review: boolean;
  /** Where the learner is: the n-th `unit` of `total`, and the progress it makes in whole percent. */
  current: number;
  total: number;
  progress: number;
  unit: 'question' | 'step';
  /** What quitting costs, in the quit dialog. */
  quitMessage?: string;
}

/** The top of the Learn and challenge players: the heading, Quit, and the progress bar with its position in words. */
export function PlayerHeader({ title, review, current, total, progress, unit, quitMessage }: PlayerHeaderProps) {
  const where = `${unit} ${current} of ${total}`;
  return (
    <>
      <PlayerTitle title={review ? `${title}: review` : title} quitMessage={quitMessage} />
      <Stack gap={4}>
        <Progress value={progress} aria-label={`Progress: ${where}`} />
        <Text size="sm" c="dimmed">
          {where.charAt(0).toUpperCase() + where.slice(1)}
        </Text>
      </Stack>
    </>
  );
}
