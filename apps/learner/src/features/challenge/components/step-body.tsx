import { Image, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { AnswerBanner, McqWidget } from '@stride/ui';
import type { Ref } from 'react';
import type { ChallengeStep } from '../api';
import { mcqQuestion, type StepValue } from '../steps';

/** The longest text a textbox step takes (the contract's fill_in_the_blanks_response). */
export const STEP_TEXT_MAX = 5000;

/** What Check answered for an mcq step: the verdict and the correct option. */
export interface StepVerdict {
  correct: boolean;
  correctOptionId: number | null;
}

export interface StepBodyProps {
  step: ChallengeStep;
  value: StepValue | null;
  onChange: (value: StepValue) => void;
  /** A review, or an mcq step already answered: nothing can change. */
  locked: boolean;
  verdict: StepVerdict | null;
  /** What is wrong with a written answer, shown under it. */
  answerError?: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

const headings: Partial<Record<ChallengeStep['step_type'], string>> = { reading: 'Read this', visual_flash_card: 'Flash card' };

/**
 * One challenge step: its text as the heading (reading and flash-card steps get a heading of their own and
 * their text below), its picture, and the answer it takes: options (mcq, the shared widget), a text
 * (textbox) or a point of a scale (scale_or_rating, lowest first). An mcq verdict follows as a status.
 */
export function StepBody({ step, value, onChange, locked, verdict, answerError = null, headingRef }: StepBodyProps) {
  const headingId = `step-${step.id}-heading`;
  const ownHeading = headings[step.step_type];
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
        {ownHeading ?? step.step_display}
      </Title>
      {ownHeading && <Text style={{ whiteSpace: 'pre-line' }}>{step.step_display}</Text>}
      {step.image_url && <Image src={step.image_url} alt={`Picture for the step: ${step.step_display}`} radius="md" mah={360} fit="contain" />}

      {step.step_type === 'mcq' && (
        <McqWidget
          question={mcqQuestion(step)}
          value={value?.kind === 'mcq' ? value.optionId : null}
          onChange={(optionId) => onChange({ kind: 'mcq', optionId })}
          locked={locked}
          result={verdict?.correctOptionId != null ? { correct: verdict.correct, answer: verdict.correctOptionId } : undefined}
          labelledBy={headingId}
        />
      )}
      {step.step_type === 'textbox' && (
        <Textarea
          label="Your answer"
          rows={5}
          maxLength={STEP_TEXT_MAX}
          readOnly={locked}
          value={value?.kind === 'text' ? value.text : ''}
          onChange={(event) => onChange({ kind: 'text', text: event.currentTarget.value })}
          error={answerError}
        />
      )}
      {step.step_type === 'scale_or_rating' && (
        <Radio.Group
          aria-labelledby={headingId}
          value={value?.kind === 'scale' ? String(value.point) : null}
          onChange={(point) => {
            if (!locked) onChange({ kind: 'scale', point: Number(point) });
          }}
        >
          <Stack gap="xs">
            {step.challenge_steps_components.map((option, point) => (
              <Radio key={option.id} value={String(point)} label={option.option_text} disabled={locked && value?.kind === 'scale' && value.point !== point} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {verdict && <AnswerBanner correct={verdict.correct} />}
    </Stack>
  );
}
