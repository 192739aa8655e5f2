import { describe, expect, it } from 'vitest';
import { normaliseAnswerText } from './answers';

describe('normaliseAnswerText', () => {
  it('ignores case, surrounding and repeated spaces, and full-width forms', () => {
    expect(normaliseAnswerText('  Ｂottom \n  LINE ')).toBe('bottom line');
    expect(normaliseAnswerText('Timely')).toBe(normaliseAnswerText(' timely '));
  });
});
