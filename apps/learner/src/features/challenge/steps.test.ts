import { describe, expect, it } from 'vitest';
import { answered, mcqStep, readingStep, scaleStep, stepChallenge, stepResponse, textboxStep } from '../../testing/challenge-fixtures';
import { reviewProblem } from './review-document';
import { answerFields, answerTextError, differsFromStored, hasValue, introText, isViewStep, mcqQuestion, stepProgress, valueFromResponse } from './steps';

describe('challenge steps', () => {
  it('measures progress as (step - 1) / total, in whole percent', () => {
    expect([1, 2, 3, 4, 5].map((step) => stepProgress(step, 3 + 3))).toEqual([0, 17, 33, 50, 67]);
  });

  it('takes no answer on reading and flash-card steps', () => {
    expect(stepChallenge.challenge_steps.map(isViewStep)).toEqual([true, false, false, false, true]);
  });

  it('sends one response field per step type, texts trimmed', () => {
    expect(answerFields({ kind: 'mcq', optionId: 22 })).toEqual({ mcq_response: 22 });
    expect(answerFields({ kind: 'text', text: '  Priya, my report ' })).toEqual({ fill_in_the_blanks_response: 'Priya, my report' });
    expect(answerFields({ kind: 'scale', point: 0 })).toEqual({ assesment_response: 0 });
    expect(hasValue({ kind: 'text', text: '   ' })).toBe(false);
    expect(hasValue({ kind: 'scale', point: 0 })).toBe(true);
  });

  it('checks a written answer with the text rule the server applies, and sends it NFC', () => {
    expect(answerTextError({ kind: 'text', text: 'Priya\u202e' })).toBe('Your answer must not contain characters that change the direction of text.');
    expect(answerTextError({ kind: 'text', text: 'Priya,\nabout my report' })).toBeNull();
    expect(answerTextError({ kind: 'mcq', optionId: 22 })).toBeNull();
    expect(answerFields({ kind: 'text', text: 'Rene\u0301e ' })).toEqual({ fill_in_the_blanks_response: 'Ren\u00e9e' });
  });

  it('starts from the stored response and sends a change only', () => {
    const response = stepResponse({ id: 7, challenge_step_id: textboxStep.id, fill_in_the_blanks_response: 'Priya' });
    const step = answered(textboxStep, response);
    expect(valueFromResponse(step, response)).toEqual({ kind: 'text', text: 'Priya' });
    expect(differsFromStored(step, response, { kind: 'text', text: ' Priya ' })).toBe(false);
    expect(differsFromStored(step, response, { kind: 'text', text: 'Sam' })).toBe(true);
    const scale = stepResponse({ id: 8, challenge_step_id: scaleStep.id, assesment_response: 2 });
    expect(valueFromResponse(scaleStep, scale)).toEqual({ kind: 'scale', point: 2 });
  });

  it('shows an mcq step to the shared widget without a key', () => {
    expect(mcqQuestion(mcqStep).components.map((component) => [component.position, component.mcq_options])).toEqual([
      [1, { id: 21, option_text: 'Any thoughts?', is_correct: null }],
      [2, { id: 22, option_text: 'What one thing would make this report clearer?', is_correct: null }],
    ]);
  });

  it('introduces the challenge with its reading, else its description', () => {
    expect(introText(stepChallenge)).toBe(readingStep.step_display);
    expect(introText({ ...stepChallenge, challenge_steps: [mcqStep] })).toBe(stepChallenge.description);
  });

  it('sends a review only with the goal, the challenge and a recipient', () => {
    expect(reviewProblem({ goalId: 11, challengeId: 7, selected: 1 })).toBeNull();
    expect(reviewProblem({ goalId: 11, challengeId: 7, selected: 0 })).toBe('Select at least one row.');
    expect(reviewProblem({ goalId: null, challengeId: 7, selected: 1 })).toBe('Goal Id or Challenge Id missing');
    expect(reviewProblem({ goalId: 11, challengeId: undefined, selected: 1 })).toBe('Goal Id or Challenge Id missing');
  });
});
