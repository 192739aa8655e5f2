import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState } from 'react';
import classes from './question-widgets.module.css';
import type { WidgetQuestion } from './types';

export interface FlashcardWidgetProps {
  /** The card: the stem is its front, the comment its back. */
  question: WidgetQuestion;
  /** Whether the back shows (controlled); leave unset to let the card keep it. */
  flipped?: boolean;
  /** Whether the back shows at first when uncontrolled. */
  defaultFlipped?: boolean;
  /** Called with the side now showing. */
  onFlip?: (flipped: boolean) => void;
}

/**
 * A flashcard: one button showing the front (the stem) or the back (the comment); a click, Enter or Space
 * turns it over and the side now showing is announced. A flashcard takes no answer, so nothing locks it.
 */
export function FlashcardWidget({ question, flipped, defaultFlipped = false, onFlip }: FlashcardWidgetProps) {
  const [showBack, setShowBack] = useUncontrolled({ value: flipped, defaultValue: defaultFlipped, finalValue: false, onChange: onFlip });
  const [announcement, setAnnouncement] = useState('');
  const back = question.comment?.trim() ? question.comment : 'Nothing is written on the back of this card.';
  const flip = () => {
    setShowBack(!showBack);
    setAnnouncement(showBack ? 'Showing the front of the card.' : 'Showing the back of the card.');
  };
  return (
    <Stack gap="xs">
      <UnstyledButton className={classes.card} mod={{ flipped: showBack }} onClick={flip} aria-describedby={`flashcard-hint-${question.id}`}>
        {/* The key restarts the turn animation on each flip. */}
        <Stack key={String(showBack)} gap="xs" className={classes.flip}>
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            {showBack ? 'Back' : 'Front'}
          </Text>
          <Text size="lg" fw={600}>
            {showBack ? back : question.stem}
          </Text>
        </Stack>
      </UnstyledButton>
      <Text id={`flashcard-hint-${question.id}`} size="sm" c="dimmed" ta="center">
        {showBack ? 'Select the card to see its front.' : 'Select the card to see its back.'}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
