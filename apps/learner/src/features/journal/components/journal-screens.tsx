import { Anchor, Group, Stack, Title } from '@mantine/core';
import { BottomTabBar } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { journalQueries } from '../api';
import { CompletedChallengesSection } from './completed-challenges-section';
import { FlashcardsSection } from './flashcards-section';
import { NotesSection } from './notes-section';
import { SavedReadingsSection, SavedTipsSection } from './saved-section';
import { TodosSection } from './todos-section';

/** The /journal tabs (docs/journal.md) by their `?tab=` value; Home leaves for the dashboard. */
const tabs = {
  tips: { label: 'Tips', title: 'Saved tips', Section: SavedTipsSection },
  flashcards: { label: 'FlashCard', title: 'Flashcards', Section: FlashcardsSection },
  challenges: { label: 'Challenge', title: 'Completed challenges', Section: CompletedChallengesSection },
  notes: { label: 'Notes', title: 'Notes', Section: NotesSection },
} as const;
type Tab = keyof typeof tabs;
const isTab = (value: string | null): value is Tab => value !== null && value in tabs;

function JournalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * /journal: one section at a time, chosen with the bottom tab bar Tips, FlashCard, Home, Challenge, Notes; the
 * tab is kept in the address (`?tab=`) so that Back and a shared link return to it. Notes open first.
 */
export function JournalScreen() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'notes';
  const { title, Section } = tabs[tab];
  const choose = (next: Tab) => setSearch({ tab: next });
  // The tab shows how many flashcards are due for review today.
  const dueCount = useQuery(journalQueries.dueFlashcards()).data?.due_count ?? 0;
  const flashcardsLabel = dueCount > 0 ? `${tabs.flashcards.label} (${dueCount} due)` : tabs.flashcards.label;
  return (
    <JournalPage title={`Journal: ${title.toLowerCase()}`}>
      {/* From `sm` up the tabs are a row under the title, beside the other links; below it, the bar at the bottom. */}
      <Group justify="space-between" align="center" gap="sm">
        <BottomTabBar
          label="Journal"
          linkComponent={Link}
          items={[
            { label: tabs.tips.label, icon: 'tips', current: tab === 'tips', onClick: () => choose('tips') },
            { label: flashcardsLabel, icon: 'flashcards', current: tab === 'flashcards', onClick: () => choose('flashcards') },
            { label: 'Home', icon: 'home', href: paths.dashboard },
            { label: tabs.challenges.label, icon: 'challenges', current: tab === 'challenges', onClick: () => choose('challenges') },
            { label: tabs.notes.label, icon: 'notes', current: tab === 'notes', onClick: () => choose('notes') },
          ]}
        />
        <Group component="nav" aria-label="More of your journal" gap="lg">
          <Anchor component={Link} to={paths.journalTodo}>
            To-dos
          </Anchor>
          <Anchor component={Link} to={paths.journalReading}>
            Saved readings
          </Anchor>
        </Group>
      </Group>
      <Section key={tab} />
    </JournalPage>
  );
}

/** /journal/todo */
export function JournalTodoScreen() {
  return (
    <JournalPage title="Journal: to-dos">
      <TodosSection />
    </JournalPage>
  );
}

/** /journal/notes */
export function JournalNotesScreen() {
  return (
    <JournalPage title="Journal: notes">
      <NotesSection />
    </JournalPage>
  );
}

/** /journal/tips */
export function JournalTipsScreen() {
  return (
    <JournalPage title="Journal: saved tips">
      <SavedTipsSection />
    </JournalPage>
  );
}

/** /journal/reading */
export function JournalReadingScreen() {
  return (
    <JournalPage title="Journal: saved readings">
      <SavedReadingsSection />
    </JournalPage>
  );
}
