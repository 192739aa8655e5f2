import { describe, expect, it } from 'vitest';
import { hasAnswer } from './has-answer';

describe('hasAnswer', () => {
  it('counts a choice, a non-blank text and an arrangement as given; nothing or blanks as not', () => {
    expect(hasAnswer(null)).toBe(false);
    expect(hasAnswer(undefined)).toBe(false);
    expect(hasAnswer({ type: 'fill_blanks', text: '  ' })).toBe(false);
    expect(hasAnswer({ type: 'fill_blanks', text: 'x' })).toBe(true);
    expect(hasAnswer({ type: 'mcq', optionId: 1 })).toBe(true);
    expect(hasAnswer({ type: 'order', order: [1, 2] })).toBe(true);
  });
});
