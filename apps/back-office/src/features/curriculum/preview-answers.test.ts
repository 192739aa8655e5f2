import type { WidgetQuestion } from '@stride/ui';
import { describe, expect, it } from 'vitest';
import { checkPreviewAnswer, completedPercent, initialPreviewAnswers } from './preview-answers';

const option = (id: number, position: number, text: string, isCorrect: boolean) => ({ id, position, mcq_options: { id, option_text: text, is_correct: isCorrect } });
const question = (overrides: Partial<WidgetQuestion>): WidgetQuestion => ({
  id: 1,
  type: 'mcq',
  stem: 'Where does the ask go?',
  comment: null,
  question_image_url: null,
  components: [],
  ...overrides,
});

describe('checkPreviewAnswer', () => {
  const mcq = question({ components: [option(11, 1, 'At the end', false), option(12, 2, 'First', true)] });
  it('marks a multiple-choice answer against the option marked correct', () => {
    expect(checkPreviewAnswer(mcq, { type: 'mcq', optionId: 12 })).toEqual({ correct: true, answer: { type: 'mcq', optionId: 12 } });
    expect(checkPreviewAnswer(mcq, { type: 'mcq', optionId: 11 })).toEqual({ correct: false, answer: { type: 'mcq', optionId: 12 } });
  });

  it('accepts any accepted text as the server compares it, and names the first', () => {
    const fill = question({ type: 'fill_blanks', components: [option(21, 1, 'timely', true), option(22, 2, 'on time', true)] });
    expect(checkPreviewAnswer(fill, { type: 'fill_blanks', text: '  On   TIME ' })?.correct).toBe(true);
    expect(checkPreviewAnswer(fill, { type: 'fill_blanks', text: 'late' })).toEqual({ correct: false, answer: { type: 'fill_blanks', text: 'timely' } });
  });

  it('wants every item of an ordering question in its correct place', () => {
    const order = question({ type: 'order', components: [option(33, 3, 'Agree', true), option(31, 1, 'Describe', true), option(32, 2, 'Ask', true)] });
    expect(checkPreviewAnswer(order, { type: 'order', order: [31, 32, 33] })).toEqual({ correct: true, answer: { type: 'order', order: [31, 32, 33] } });
    expect(checkPreviewAnswer(order, { type: 'order', order: [32, 31, 33] })?.correct).toBe(false);
  });

  it('has nothing to check against without a key', () => {
    expect(checkPreviewAnswer(question({ components: [option(11, 1, 'x', false)] }), { type: 'mcq', optionId: 11 })).toBeNull();
  });
});

describe('the preview helpers', () => {
  it('shuffles only ordering questions to start with', () => {
    const order = question({ id: 3, type: 'order', components: [option(31, 1, 'a', true), option(32, 2, 'b', true), option(33, 3, 'c', true)] });
    expect(initialPreviewAnswers([question({}), order], () => 0)).toEqual({ 3: { type: 'order', order: [32, 33, 31] } });
  });

  it('gives the completed share in whole percent', () => {
    expect(completedPercent(1, 3)).toBe(33);
    expect(completedPercent(0, 0)).toBe(0);
  });
});
