import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { journalQueries, useUnsaveTip, type SavedReading, type SavedTip } from '../api';
import { journalMessages } from '../messages';
import { JournalList, usePageNumber } from './journal-list';

function SavedTipItem({ saved }: { saved: SavedTip }) {
  const unsave = useUnsaveTip();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text>{saved.tip.tip_text}</Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => unsave.mutate(saved.tip.id)} loading={unsave.isPending} aria-label={`Remove the tip “${saved.tip.tip_text}”`}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

/** The tips the learner saved from the tip of the day, newest first. */
export function SavedTipsSection() {
  const [page, setPage] = usePageNumber();
  const tips = useQuery(journalQueries.tips(page));
  return <JournalList query={tips} onPage={setPage} label="Your saved tips" empty={journalMessages.noTips} item={(saved) => <SavedTipItem key={saved.tip.id} saved={saved} />} />;
}

function SavedReadingItem({ saved }: { saved: SavedReading }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {saved.reading.reading_title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{saved.reading.reading_text}</Text>
      </Stack>
    </Paper>
  );
}

/** The readings the learner saved from activities' completion screens, newest first. */
export function SavedReadingsSection() {
  const [page, setPage] = usePageNumber();
  const readings = useQuery(journalQueries.readings(page));
  return <JournalList query={readings} onPage={setPage} label="Your saved readings" empty={journalMessages.noReadings} item={(saved) => <SavedReadingItem key={saved.reading.id} saved={saved} />} />;
}
