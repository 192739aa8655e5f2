import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Flashcard, journalQueries, useRemoveFlashcard } from '../api';
import { journalMessages } from '../messages';
import { FlashcardReview } from './flashcard-review';
import { journalDate } from './journal-date';
import { JournalEntry } from './journal-entry';
import { JournalList, usePageNumber } from './journal-list';

function FlashcardItem({ card }: { card: Flashcard }) {
  const remove = useRemoveFlashcard();
  return (
    <JournalEntry
      title={card.flashcard_title}
      text={card.flashcard_text}
      date={`Added ${journalDate(card.created_at)}`}
      removeLabel={`Remove flashcard ${card.flashcard_title}`}
      removing={remove.isPending}
      onRemove={() => remove.mutate(card.id)}
    />
  );
}

/** The learner's flashcards, newest first, 5 a page ("No saved flashCards found." when none), and review mode for those due. */
export function FlashcardsSection() {
  const [page, setPage] = usePageNumber();
  const [reviewing, setReviewing] = useState(false);
  const cards = useQuery(journalQueries.flashcards(page));
  const due = useQuery(journalQueries.dueFlashcards());
  const dueCards = due.data?.cards ?? [];
  if (reviewing && due.data) return <FlashcardReview cards={dueCards} onDone={() => setReviewing(false)} />;
  return (
    <Stack gap="md">
      {dueCards.length > 0 && (
        <Group justify="space-between">
          <Text>{due.data?.due_count === 1 ? '1 card is due for review today.' : `${due.data?.due_count} cards are due for review today.`}</Text>
          <Button onClick={() => setReviewing(true)}>Review now</Button>
        </Group>
      )}
      <JournalList query={cards} onPage={setPage} label="Your flashcards" empty={journalMessages.noFlashcards} item={(card) => <FlashcardItem key={card.id} card={card} />} />
    </Stack>
  );
}
