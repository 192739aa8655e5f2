import { errorMessage } from '@stride/api-sdk';
import { hasAnswer, shuffledOptionIds, type QuestionAnswer } from '@stride/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnswerBody, QuestionItem, ResponseResult } from './api';
import { answerBody, answerFromResult, answerTextError, checkedFromStored, type Checked } from './answers';
import { learnMessages } from './messages';

/** Posts one answer and answers with the verdict: the activity's or the revision's response call. */
export type CheckAnswer = (item: QuestionItem, body: AnswerBody) => Promise<ResponseResult>;

/** Answers and verdicts as they start: what the server stored, and a shuffled arrangement for each order question. */
function initialState(items: readonly QuestionItem[]) {
  const answers: Record<number, QuestionAnswer> = {};
  const checked: Record<number, Checked> = {};
  for (const item of items) {
    const stored = checkedFromStored(item);
    if (stored) checked[item.question_id] = stored;
    if (stored?.given) answers[item.question_id] = stored.given;
    // Shuffled on show whatever order the server sent (docs/domain-rules.md, Screen constants): its order means nothing.
    else if (item.question.type === 'order') answers[item.question_id] = { type: 'order', order: shuffledOptionIds(item.question.components) };
  }
  return { answers, checked };
}

/**
 * The answers of one attempt, shared by the step player and the classic one-page player: each question's
 * answer so far, its verdict once checked (or as stored by the server), and Check itself. A checked
 * question's answer no longer changes. A typed answer the server would refuse (the text rule) is not sent:
 * its message shows with the field until the answer changes. Flashcards are never checked: the server
 * records them as seen when the attempt is finished.
 */
export function useQuestionAttempts(items: readonly QuestionItem[], checkAnswer?: CheckAnswer) {
  const [initial] = useState(() => initialState(items));
  const [answers, setAnswers] = useState(initial.answers);
  const [checked, setChecked] = useState(initial.checked);
  const [textErrors, setTextErrors] = useState<Record<number, string | null>>({});

  const check = useMutation({
    mutationFn: ({ item, answer }: { item: QuestionItem; answer: QuestionAnswer }) => {
      if (!checkAnswer) throw new Error('This player only shows answers.');
      return checkAnswer(item, answerBody(item.question_id, answer));
    },
    onSuccess: (result, { item, answer }) =>
      setChecked((current) => ({
        ...current,
        [item.question_id]: { given: answer, correct: result.isUserCorrect, correctAnswer: answerFromResult(item.question, result.correctAnswer), comment: result.comment },
      })),
  });

  return {
    answerOf: (item: QuestionItem): QuestionAnswer | null => answers[item.question_id] ?? null,
    checkedOf: (item: QuestionItem): Checked | null => checked[item.question_id] ?? null,
    setAnswer: (item: QuestionItem, answer: QuestionAnswer) => {
      if (checked[item.question_id]) return;
      setAnswers((current) => ({ ...current, [item.question_id]: answer }));
      setTextErrors((current) => (current[item.question_id] ? { ...current, [item.question_id]: null } : current));
    },
    /** Whether Check has something to send for this question. */
    canCheck: (item: QuestionItem) => item.question.type !== 'flashcard' && !checked[item.question_id] && hasAnswer(answers[item.question_id]),
    check: (item: QuestionItem) => {
      const answer = answers[item.question_id];
      const problem = answerTextError(answer);
      if (problem) return setTextErrors((current) => ({ ...current, [item.question_id]: problem }));
      if (hasAnswer(answer)) check.mutate({ item, answer });
    },
    /** What the text rule says of the question's typed answer, once Check found it (null when fine). */
    answerErrorOf: (item: QuestionItem): string | null => textErrors[item.question_id] ?? null,
    /** The question whose check is under way. */
    checking: check.isPending ? (check.variables?.item.question_id ?? null) : null,
    /** Why the last check of this question failed, in the server's words when it has some. */
    checkErrorOf: (item: QuestionItem) =>
      check.isError && check.variables?.item.question_id === item.question_id ? errorMessage(check.error, learnMessages.apiError) : null,
  };
}

export type QuestionAttempts = ReturnType<typeof useQuestionAttempts>;
