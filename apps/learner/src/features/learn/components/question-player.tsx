import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { hasAnswer } from '@stride/ui';
import type { QuestionItem, Reading } from '../api';
import { progressPercent, resumeIndex } from '../answers';
import { useJournalSaves } from '../use-journal-saves';
import { useQuestionAttempts, type CheckAnswer } from '../use-question-attempts';
import { QuestionCard } from './question-card';
import { ReadingDrawer } from './reading';
import { PlayerHeader } from '../../../components/player-header';

export type PlayerAction = 'check' | 'next' | 'finish';

/**
 * The main button of a question (docs/learn-players.md): Check until the answer is checked, then
 * Next, and Finish on the last question. Flashcards need no Check. Check waits for an answer, except on the
 * last question, where nothing is ever disabled: with no answer to check the button is Finish.
 */
export function playerAction({ isLast, isFlashcard, isChecked, answered }: { isLast: boolean; isFlashcard: boolean; isChecked: boolean; answered: boolean }): {
  action: PlayerAction;
  disabled: boolean;
} {
  if (isFlashcard || isChecked || (isLast && !answered)) return { action: isLast ? 'finish' : 'next', disabled: false };
  return { action: 'check', disabled: !answered };
}

const actionLabels: Record<PlayerAction, string> = { check: 'Check', next: 'Next', finish: 'Finish' };

export interface QuestionPlayerProps {
  /** The activity's or revision's name: the page's heading. */
  title: string;
  items: QuestionItem[];
  /** Posts an answer (the activity's or the revision's call); absent in a review, where nothing is answered. */
  checkAnswer?: CheckAnswer;
  /** The activity's reading, kept within reach while answering (docs/learn-players.md). */
  reading?: Reading | null;
  /** Focus the first question's stem as the player opens: the learner arrives from the Read-first step. */
  focusOnOpen?: boolean;
  /** Finish: completes the attempt, or in a review goes back to the dashboard. */
  onFinish: () => void;
  finishing?: boolean;
  finishError?: string | null;
}

/**
 * The step player shared by activities and revisions, and by their reviews (no `checkAnswer`: read-only,
 * Back and Next only). It opens after the last question answered in this attempt; Back shows stored results.
 * Moving to another question puts focus on its stem.
 */
export function QuestionPlayer({ title, items, checkAnswer, reading, focusOnOpen = false, onFinish, finishing = false, finishError }: QuestionPlayerProps) {
  const review = !checkAnswer;
  const attempts = useQuestionAttempts(items, checkAnswer);
  const journal = useJournalSaves();
  const [index, setIndex] = useState(() => (review ? 0 : resumeIndex(items)));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(focusOnOpen);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const item = items[index];
  if (!item) return null;
  const total = items.length;
  const isLast = index === total - 1;
  const { action, disabled } = review
    ? { action: isLast ? ('finish' as const) : ('next' as const), disabled: false }
    : playerAction({
        isLast,
        isFlashcard: item.question.type === 'flashcard',
        isChecked: attempts.checkedOf(item) !== null,
        answered: hasAnswer(attempts.answerOf(item)),
      });

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };
  const act = () => {
    if (action === 'check') attempts.check(item);
    else if (action === 'next') goTo(index + 1);
    else onFinish();
  };

  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <PlayerHeader title={title} review={review} current={index + 1} total={total} progress={progressPercent(index + 1, total)} unit="question" />
      {reading && (
        <Group justify="flex-end">
          <ReadingDrawer reading={reading} />
        </Group>
      )}

      <QuestionCard
        key={item.question_id}
        item={item}
        attempts={attempts}
        readOnly={review}
        saved={journal.savedOf(item.question_id)}
        onSaved={journal.markSaved(item.question_id)}
        headingRef={heading}
      />

      {finishError && (
        <Alert color="red" role="alert">
          {finishError}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button onClick={act} disabled={disabled} loading={attempts.checking === item.question_id || (action === 'finish' && finishing)}>
          {actionLabels[action]}
        </Button>
      </Group>
    </Stack>
  );
}
