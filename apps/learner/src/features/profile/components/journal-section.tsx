import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { CompletedChallengesSection } from '../../journal/components/completed-challenges-section';
import { FlashcardsSection } from '../../journal/components/flashcards-section';
import { NotesSection } from '../../journal/components/notes-section';
import { SavedTipsSection } from '../../journal/components/saved-section';

/** The profile's journal tabs (docs/profile.md), by the same `tab` values as /journal's. */
const journalTabs: Record<string, { label: string; Section: ComponentType }> = {
  tips: { label: 'Tips', Section: SavedTipsSection },
  flashcards: { label: 'Flashcards', Section: FlashcardsSection },
  challenges: { label: 'Challenge', Section: CompletedChallengesSection },
  notes: { label: 'My notes', Section: NotesSection },
};
export type JournalTab = 'tips' | 'flashcards' | 'challenges' | 'notes';
export const isJournalTab = (value: unknown): value is JournalTab => typeof value === 'string' && Object.hasOwn(journalTabs, value);

/** The journal inside the profile: the journal's own sections under the tabs Tips, Flashcards, Challenge, My notes. */
export function JournalSection({ tab = 'tips', onTab }: { tab?: JournalTab; onTab: (tab: JournalTab) => void }) {
  return (
    <Tabs value={tab} onChange={(next) => isJournalTab(next) && onTab(next)} keepMounted={false}>
      <Tabs.List aria-label="Journal" mb="md">
        {Object.entries(journalTabs).map(([value, { label }]) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {Object.entries(journalTabs).map(([value, { Section }]) => (
        <Tabs.Panel key={value} value={value}>
          <Section />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
