import type { CSSProperties } from 'react';
import { answerColors, answerTextColors } from '../theme';

/** How a checked option is shown: green for the correct answer, red for a wrong choice (docs/domain-rules.md, Screen constants). */
export type Mark = 'correct' | 'incorrect';

/** The background, text and border of a marked option; text colours keep 4.5:1 on the answer colours. */
export function markStyle(mark: Mark | undefined): CSSProperties | undefined {
  if (!mark) return undefined;
  return { backgroundColor: answerColors[mark], color: answerTextColors[mark], borderColor: answerColors[mark] };
}
