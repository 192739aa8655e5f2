import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { answerColors, answerTextColors } from '../theme';

export interface AnswerBannerProps {
  /** Whether the checked answer was right (green CORRECT ANSWER) or wrong (red INCORRECT ANSWER). */
  correct: boolean;
  /** Explanation shown under the verdict, e.g. a revision question's comment. */
  comment?: ReactNode;
}

/** Verdict shown after Check in the question and challenge players; announced as a status. */
export function AnswerBanner({ correct, comment }: AnswerBannerProps) {
  const kind = correct ? 'correct' : 'incorrect';
  return (
    <Paper role="status" p="md" bg={answerColors[kind]} c={answerTextColors[kind]}>
      <Text fw={800} inherit>
        {correct ? 'CORRECT ANSWER' : 'INCORRECT ANSWER'}
      </Text>
      {comment && (
        <Text mt={4} inherit>
          {comment}
        </Text>
      )}
    </Paper>
  );
}
