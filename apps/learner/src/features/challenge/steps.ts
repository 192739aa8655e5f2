import type { WidgetQuestion } from '@stride/ui';
import { normalizeText, textError } from '@stride/validation';
import type { ChallengeDetail, ChallengeStep, StepAnswer, UserChallengeStep } from './api';

/** A step's answer in the player: the option chosen, the text written, or the point of the scale. */
export type StepValue = { kind: 'mcq'; optionId: number } | { kind: 'text'; text: string } | { kind: 'scale'; point: number };

/** Reading and flash-card steps take no answer: showing them records a view (docs/challenges.md). */
export const isViewStep = (step: ChallengeStep) => step.step_type === 'reading' || step.step_type === 'visual_flash_card';

/** The learner's response to the step in this take, if any (the server keeps at most one). */
export const storedResponse = (step: ChallengeStep): UserChallengeStep | null => step.user_challenge_steps[0] ?? null;

/** The answer a stored response holds, to start the step from. */
export function valueFromResponse(step: ChallengeStep, response: UserChallengeStep | null): StepValue | null {
  if (!response) return null;
  if (step.step_type === 'mcq' && response.mcq_response !== null) return { kind: 'mcq', optionId: response.mcq_response };
  if (step.step_type === 'textbox' && response.fill_in_the_blanks_response !== null) return { kind: 'text', text: response.fill_in_the_blanks_response };
  if (step.step_type === 'scale_or_rating' && response.assesment_response !== null) return { kind: 'scale', point: response.assesment_response };
  return null;
}

/** Whether there is an answer to save: a choice, or a text that is not blank. */
export function hasValue(value: StepValue | null | undefined): value is StepValue {
  if (!value) return false;
  return value.kind !== 'text' || value.text.trim() !== '';
}

/** What the text rule the server applies says of a written answer (docs/security.md, "Garbage text"), or null. */
export function answerTextError(value: StepValue | null): string | null {
  return value?.kind === 'text' ? textError(value.text, 'Your answer', { kind: 'lines' }) : null;
}

/** The one response field of the step call for an answer (texts as the server stores them: NFC, trimmed). */
export function answerFields(value: StepValue): StepAnswer {
  if (value.kind === 'mcq') return { mcq_response: value.optionId };
  if (value.kind === 'text') return { fill_in_the_blanks_response: normalizeText(value.text) };
  return { assesment_response: value.point };
}

/** Whether `value` says something other than what is stored (an unchanged answer is not sent again). */
export function differsFromStored(step: ChallengeStep, response: UserChallengeStep | null, value: StepValue): boolean {
  const stored = valueFromResponse(step, response);
  if (!stored) return true;
  return JSON.stringify(answerFields(stored)) !== JSON.stringify(answerFields(value));
}

/** Step progress as a whole percentage: (step - 1) / total (docs/domain-rules.md, Screen constants). */
export const stepProgress = (step: number, total: number) => (total > 0 ? Math.round(((step - 1) / total) * 100) : 0);

/** An mcq step in the shape the shared multiple-choice widget reads; its key is never sent, so none is known. */
export function mcqQuestion(step: ChallengeStep): WidgetQuestion {
  return {
    id: step.id,
    type: 'mcq',
    stem: step.step_display,
    comment: null,
    question_image_url: step.image_url,
    components: step.challenge_steps_components.map((option, index) => ({
      id: option.id,
      position: index + 1,
      mcq_options: { id: option.id, option_text: option.option_text, is_correct: null },
    })),
  };
}

/** The intro's text (docs/challenges.md): the first reading step's text, else the challenge's description. */
export function introText(challenge: Pick<ChallengeDetail, 'description' | 'challenge_steps'>): string {
  return challenge.challenge_steps.find((step) => step.step_type === 'reading')?.step_display ?? challenge.description;
}
