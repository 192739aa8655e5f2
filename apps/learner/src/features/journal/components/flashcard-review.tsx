import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { apiErrorMessage } from '../../../config/messages';
import { type DueFlashcard, type FlashcardGrade, useReviewFlashcard } from '../api';

const gradeButtons: { grade: FlashcardGrade; label: string; hint: string }[] = [
  { grade: 'again', label: 'Again', hint: 'I did not remember it' },
  { grade: 'hard', label: 'Hard', hint: 'I remembered it with effort' },
  { grade: 'good', label: 'Good', hint: 'I remembered it' },
  { grade: 'easy', label: 'Easy', hint: 'I knew it at once' },
];

/**
 * Review mode of the FlashCard tab (beyond the spec; docs/journal.md, "Flashcard review"): the cards due
 * today one at a time, front first; the learner turns the card, grades the recall, and FSRS schedules it.
 */
export function FlashcardReview({ cards: dueAtStart, onDone }: { cards: DueFlashcard[]; onDone: () => void }) {
  // The cards due when the session began: each grade refetches the due list, which would shift the index.
  const [cards] = useState(dueAtStart);
  const [index, setIndex] = useState(0);
  const [turned, setTurned] = useState(false);
  const review = useReviewFlashcard();
  const card = cards[index];
  const grade = (value: FlashcardGrade) => {
    if (!card) return;
    review.mutate(
      { id: card.id, grade: value },
      {
        onSuccess: () => {
          setTurned(false);
          setIndex(index + 1);
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="review-title">
      <Stack>
        <Title order={2} size="h4" id="review-title">
          Review your flashcards
        </Title>
        <Progress value={(index * 100) / cards.length} aria-label={`Card ${Math.min(index + 1, cards.length)} of ${cards.length}`} />
        {card ? (
          <>
            <Text size="sm">
              Card {index + 1} of {cards.length}
            </Text>
            <Title order={3} size="h5">
              {card.flashcard_title}
            </Title>
            {turned ? (
              <>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{card.flashcard_text}</Text>
                <Text id="grade-question">How well did you remember it?</Text>
                <Group role="group" aria-labelledby="grade-question">
                  {gradeButtons.map(({ grade: value, label, hint }) => (
                    <Button key={value} variant={value === 'good' ? 'filled' : 'default'} onClick={() => grade(value)} disabled={review.isPending} title={hint}>
                      {label}
                    </Button>
                  ))}
                </Group>
              </>
            ) : (
              <Group>
                <Button onClick={() => setTurned(true)}>Show the answer</Button>
              </Group>
            )}
            {review.isError && (
              <Text role="alert" c="red.8">
                {errorMessage(review.error, apiErrorMessage)}
              </Text>
            )}
          </>
        ) : (
          <Text role="status">All caught up: you reviewed every card due today.</Text>
        )}
        <Group>
          <Button variant="subtle" onClick={onDone}>
            {card ? 'Stop reviewing' : 'Back to my flashcards'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
