import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PlayerHeader } from '../../../components/player-header';
import { apiErrorMessage } from '../../../config/messages';
import { patchStepResponse, postStepResponse, type ChallengeStep, type UserChallengeStep } from '../api';
import { challengeMessages } from '../messages';
import { answerFields, answerTextError, differsFromStored, hasValue, isViewStep, storedResponse, stepProgress, valueFromResponse, type StepValue } from '../steps';
import { StepBody, type StepVerdict } from './step-body';

type Action = 'check' | 'next' | 'finish';
const actionLabels: Record<Action, string> = { check: 'Check', next: 'Next', finish: 'Finish' };

/** Where the player opens: the first step without a response in this take (a review opens on the first). */
function openingIndex(steps: readonly ChallengeStep[]): number {
  const first = steps.findIndex((step) => !storedResponse(step));
  return first === -1 ? Math.max(steps.length - 1, 0) : first;
}

export interface StepPlayerProps {
  title: string;
  goalId: number;
  steps: ChallengeStep[];
  /** A review of a completed take: nothing is sent, Finish goes back to the dashboard. */
  review: boolean;
  /** Finish: completes the take (or, in a review, leaves). */
  onFinish: () => void;
  finishing?: boolean;
  finishError?: string | null;
}

/**
 * The challenge's step player (docs/challenges.md). Back and Next move between steps. An mcq step is
 * answered with Check (the verdict, then Next); a textbox or scale step is saved on Next, POST the first time
 * and PATCH once a response exists; a reading or flash-card step records a view when the learner goes on
 * from it. Outside a review the learner goes on only with an answer, except from reading and flash-card
 * steps. Moving puts focus on the step's heading.
 */
export function StepPlayer({ title, goalId, steps, review, onFinish, finishing = false, finishError }: StepPlayerProps) {
  const [index, setIndex] = useState(() => (review ? 0 : openingIndex(steps)));
  const [responses, setResponses] = useState<Record<number, UserChallengeStep | null>>(() => Object.fromEntries(steps.map((step) => [step.id, storedResponse(step)])));
  const [values, setValues] = useState<Record<number, StepValue | null>>(() => Object.fromEntries(steps.map((step) => [step.id, valueFromResponse(step, storedResponse(step))])));
  const [verdicts, setVerdicts] = useState<Record<number, StepVerdict>>({});
  /** The text rule's message for the written answer of the step shown, until it changes. */
  const [answerError, setAnswerError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  /** Sends what the step needs before the learner goes on: its answer (POST or PATCH), or the view; nothing if all is saved. */
  const save = useMutation({
    mutationFn: async (step: ChallengeStep) => {
      const response = responses[step.id] ?? null;
      const value = values[step.id] ?? null;
      const ids = { challenge_step_id: step.id, goal_id: goalId };
      if (isViewStep(step)) return response ? null : postStepResponse(ids, {});
      if (!hasValue(value)) return null;
      if (!response) return postStepResponse(ids, answerFields(value));
      if (step.step_type === 'mcq' || !differsFromStored(step, response, value)) return null;
      const changed = answerFields(value) as { fill_in_the_blanks_response: string } | { assesment_response: number };
      return { data: await patchStepResponse({ user_challenge_step_id: response.id, goal_id: goalId }, changed), isCorrect: null, correctAnswer: null };
    },
    onSuccess: (result, step) => {
      if (!result) return;
      setResponses((current) => ({ ...current, [step.id]: result.data }));
      if (step.step_type === 'mcq' && result.isCorrect !== null) {
        setVerdicts((current) => ({ ...current, [step.id]: { correct: result.isCorrect === true, correctOptionId: result.correctAnswer?.mcq_options[0]?.id ?? null } }));
      }
    },
  });

  const step = steps[index];
  if (!step) return null;
  const total = steps.length;
  const isLast = index === total - 1;
  const value = values[step.id] ?? null;
  const answered = responses[step.id] != null;
  const onwards: Action = isLast ? 'finish' : 'next';
  const action: Action = !review && step.step_type === 'mcq' && !answered ? 'check' : onwards;
  const disabled = !review && !isViewStep(step) && !hasValue(value);

  const goTo = (next: number) => {
    moved.current = true;
    save.reset();
    setAnswerError(null);
    setIndex(next);
  };
  const goOn = () => (isLast ? onFinish() : goTo(index + 1));
  const act = () => {
    if (review) return goOn();
    // A written answer the server would refuse is said next to it, and not sent.
    const problem = answerTextError(value);
    setAnswerError(problem);
    if (problem) return;
    if (action === 'check') return save.mutate(step);
    save.mutate(step, { onSuccess: goOn });
  };

  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <PlayerHeader
        title={title}
        review={review}
        current={index + 1}
        total={total}
        progress={stepProgress(index + 1, total)}
        unit="step"
        quitMessage={challengeMessages.quitMessage}
      />

      <StepBody
        key={step.id}
        step={step}
        value={value}
        onChange={(next) => {
          setValues((current) => ({ ...current, [step.id]: next }));
          setAnswerError(null);
        }}
        answerError={answerError}
        locked={review || (step.step_type === 'mcq' && answered)}
        verdict={verdicts[step.id] ?? null}
        headingRef={heading}
      />

      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error, apiErrorMessage)}
        </Alert>
      )}
      {finishError && (
        <Alert color="red" role="alert">
          {finishError}
        </Alert>
      )}
      {disabled && (
        <Text size="sm" id="step-hint">
          {challengeMessages.answerFirst}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button onClick={act} disabled={disabled} aria-describedby={disabled ? 'step-hint' : undefined} loading={save.isPending || (action === 'finish' && finishing)}>
          {actionLabels[action]}
        </Button>
      </Group>
    </Stack>
  );
}
