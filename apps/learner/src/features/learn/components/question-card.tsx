import { Alert, Image, Stack, Title } from '@mantine/core';
import { AnswerBanner, QuestionWidget } from '@stride/ui';
import type { Ref } from 'react';
import type { QuestionItem } from '../api';
import { isLongStem, widgetResult } from '../answers';
import type { JournalSaves } from '../use-journal-saves';
import type { QuestionAttempts } from '../use-question-attempts';
import { SaveToJournal } from './save-to-journal';

export interface QuestionCardProps {
  item: QuestionItem;
  attempts: QuestionAttempts;
  /** A review: nothing can be answered, and stored answers show as checked. */
  readOnly?: boolean;
  saved: JournalSaves;
  onSaved: (kind: keyof JournalSaves) => void;
  /** Focus goes to the stem heading when the player moves to this question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The stem's heading level: 2 in the step player, 3 in the classic player's list. */
  headingOrder?: 2 | 3;
}

/**
 * One question as the players show it: the stem as a heading (smaller when long), its picture, the answer
 * widget, then once checked the verdict banner with the question's explanation and the journal buttons. A checked question is locked.
 */
export function QuestionCard({ item, attempts, readOnly = false, saved, onSaved, headingRef, headingOrder = 2 }: QuestionCardProps) {
  const { question } = item;
  const checked = attempts.checkedOf(item);
  const headingId = `question-${item.question_id}-stem`;
  const error = attempts.checkErrorOf(item);
  const isFlashcard = question.type === 'flashcard';
  return (
    <Stack gap="md">
      <Title order={headingOrder} size={isLongStem(question.stem) ? 'h4' : 'h3'} id={headingId} ref={headingRef} tabIndex={-1}>
        {question.stem}
      </Title>
      {question.question_image_url && <Image src={question.question_image_url} alt={`Picture for the question: ${question.stem}`} radius="md" mah={320} fit="contain" />}
      <QuestionWidget
        question={question}
        answer={attempts.answerOf(item)}
        onAnswer={(answer) => attempts.setAnswer(item, answer)}
        locked={readOnly || checked !== null}
        result={widgetResult(checked)}
        labelledBy={headingId}
        error={attempts.answerErrorOf(item)}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {/* The explanation comes with the verdict (from the answer call), never before it. A flashcard's comment is its back. */}
      {checked && <AnswerBanner correct={checked.correct} comment={isFlashcard ? undefined : checked.comment?.trim()} />}
      {(checked || isFlashcard) && <SaveToJournal question={question} checked={checked} saved={saved} onSaved={onSaved} />}
    </Stack>
  );
}
