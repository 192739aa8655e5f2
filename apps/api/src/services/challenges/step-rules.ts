import type { Schema } from '@stride/api-sdk';

/**
 * What each kind of challenge step takes as a response (docs/challenges.md): pure, so every case is
 * unit-tested. An mcq step takes one of its options, a textbox step a text, a scale step a point of its
 * scale (0 for its first label), and reading and flash-card steps nothing: answering them records a view.
 */

export type StepType = Schema<'StepType'>;

export interface StepWithOptions {
  id: number;
  step_type: StepType;
  /** The step's options (mcq) or the labels of its scale, lowest first. */
  options: { id: number; option_text: string; is_correct: boolean }[];
}

export interface StepResponse {
  mcq_response?: number;
  fill_in_the_blanks_response?: string;
  assesment_response?: number;
}

export type CheckedStepResponse =
  | { kind: 'mcq'; optionId: number; isCorrect: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'scale'; point: number }
  | { kind: 'view' };

export class StepResponseError extends Error {
  override name = 'StepResponseError';
}

const expected: Record<StepType, string> = {
  mcq: 'the id of one of its options (mcq_response)',
  textbox: 'a text (fill_in_the_blanks_response)',
  scale_or_rating: 'a point of its scale (assesment_response)',
  reading: 'no response: sending it records that the step was read',
  visual_flash_card: 'no response: sending it records that the card was seen',
};

const given = (response: StepResponse) =>
  (['mcq_response', 'fill_in_the_blanks_response', 'assesment_response'] as const).filter((field) => response[field] !== undefined);

export function checkStepResponse(step: StepWithOptions, response: StepResponse): CheckedStepResponse {
  const fields = given(response);
  const wanted = { mcq: 'mcq_response', textbox: 'fill_in_the_blanks_response', scale_or_rating: 'assesment_response', reading: null, visual_flash_card: null }[step.step_type];
  if (fields.length !== (wanted === null ? 0 : 1) || (wanted !== null && fields[0] !== wanted)) {
    throw new StepResponseError(`Step ${step.id} is a ${step.step_type} step: it takes ${expected[step.step_type]}.`);
  }
  switch (step.step_type) {
    case 'mcq': {
      const chosen = step.options.find((option) => option.id === response.mcq_response);
      if (!chosen) throw new StepResponseError(`Option ${response.mcq_response} is not an option of step ${step.id}.`);
      return { kind: 'mcq', optionId: chosen.id, isCorrect: chosen.is_correct };
    }
    case 'textbox': {
      const text = (response.fill_in_the_blanks_response ?? '').trim();
      if (text === '') throw new StepResponseError('Please write an answer.');
      return { kind: 'text', text };
    }
    case 'scale_or_rating': {
      const point = response.assesment_response as number;
      const last = step.options.length - 1;
      if (point > last) throw new StepResponseError(`Step ${step.id}'s scale runs from 0 to ${last}.`);
      return { kind: 'scale', point };
    }
    case 'reading':
    case 'visual_flash_card':
      return { kind: 'view' };
  }
}

/** The text of a step's response for the review document: the option or scale label chosen, or the text written. */
export function responseText(step: StepWithOptions, stored: { mcq_response: number | null; fill_in_the_blanks_response: string | null; assesment_response: number | null }): string | null {
  if (stored.mcq_response !== null) return step.options.find((option) => option.id === stored.mcq_response)?.option_text ?? null;
  if (stored.fill_in_the_blanks_response !== null) return stored.fill_in_the_blanks_response;
  if (stored.assesment_response !== null) return step.options[stored.assesment_response]?.option_text ?? String(stored.assesment_response);
  return null;
}
