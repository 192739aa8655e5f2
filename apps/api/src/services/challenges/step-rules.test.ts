import { describe, expect, it } from 'vitest';
import { checkStepResponse, responseText, StepResponseError, type StepWithOptions } from './step-rules';

const mcq: StepWithOptions = { id: 1, step_type: 'mcq', options: [{ id: 10, option_text: 'Hi', is_correct: false }, { id: 11, option_text: 'Decision by Friday', is_correct: true }] };
const textbox: StepWithOptions = { id: 2, step_type: 'textbox', options: [] };
const scale: StepWithOptions = { id: 3, step_type: 'scale_or_rating', options: ['Unclear', 'Okay', 'Clear'].map((text, index) => ({ id: 30 + index, option_text: text, is_correct: false })) };
const reading: StepWithOptions = { id: 4, step_type: 'reading', options: [] };
const card: StepWithOptions = { id: 5, step_type: 'visual_flash_card', options: [] };

describe('step responses', () => {
  it('check an mcq step’s option', () => {
    expect(checkStepResponse(mcq, { mcq_response: 11 })).toEqual({ kind: 'mcq', optionId: 11, isCorrect: true });
    expect(checkStepResponse(mcq, { mcq_response: 10 })).toEqual({ kind: 'mcq', optionId: 10, isCorrect: false });
    expect(() => checkStepResponse(mcq, { mcq_response: 30 })).toThrow('Option 30 is not an option of step 1.');
  });

  it('take a trimmed text on a textbox step, never an empty one', () => {
    expect(checkStepResponse(textbox, { fill_in_the_blanks_response: '  Decision needed by Friday ' })).toEqual({ kind: 'text', text: 'Decision needed by Friday' });
    expect(() => checkStepResponse(textbox, { fill_in_the_blanks_response: '   ' })).toThrow('Please write an answer.');
  });

  it('take a point of the scale, from 0 to its last label', () => {
    expect(checkStepResponse(scale, { assesment_response: 0 })).toEqual({ kind: 'scale', point: 0 });
    expect(checkStepResponse(scale, { assesment_response: 2 })).toEqual({ kind: 'scale', point: 2 });
    expect(() => checkStepResponse(scale, { assesment_response: 3 })).toThrow("Step 3's scale runs from 0 to 2.");
  });

  it('record a view of reading and flash-card steps, which take no response', () => {
    expect(checkStepResponse(reading, {})).toEqual({ kind: 'view' });
    expect(checkStepResponse(card, {})).toEqual({ kind: 'view' });
    expect(() => checkStepResponse(reading, { fill_in_the_blanks_response: 'read it' })).toThrow(StepResponseError);
  });

  it.each([
    [mcq, { fill_in_the_blanks_response: 'x' }],
    [mcq, {}],
    [textbox, { assesment_response: 1 }],
    [scale, { mcq_response: 30 }],
    [scale, { assesment_response: 1, fill_in_the_blanks_response: 'x' }],
  ])('refuse the wrong field for the step type (%#)', (step, response) => {
    expect(() => checkStepResponse(step, response)).toThrow(new RegExp(`^Step ${step.id} is a ${step.step_type} step: it takes`));
  });
});

describe('the text of a response for the review document', () => {
  it('is the option or scale label chosen, or the text written', () => {
    const none = { mcq_response: null, fill_in_the_blanks_response: null, assesment_response: null };
    expect(responseText(mcq, { ...none, mcq_response: 11 })).toBe('Decision by Friday');
    expect(responseText(scale, { ...none, assesment_response: 1 })).toBe('Okay');
    expect(responseText(textbox, { ...none, fill_in_the_blanks_response: 'My line' })).toBe('My line');
    expect(responseText(textbox, none)).toBeNull();
  });
});
