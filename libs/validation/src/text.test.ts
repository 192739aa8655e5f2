import { describe, expect, it } from 'vitest';
import { normalizeText, textError, textMessages, textProblem, textRule } from './text';

/** What people write: accents typed two ways, emoji with joiners, Hindi, Arabic, Hebrew, CJK. */
const goodText = ['Zoë Ångström', 'Ren\u0065\u0301e', '👩🏽‍💻 Team 🚀', 'हिन्दी में नोट', 'مرحبا بالعالم', 'שלום עולם', '学习计划 学習 학습', 'a\u200dand\u200cb'];

/** Every Bidi_Control character: embeddings, overrides, isolates, their ends and the marks. */
const directionCharacters = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];

describe('textProblem', () => {
  it('accepts every script, emoji and the joiners they need', () => {
    for (const text of goodText) expect(textProblem(text), text).toBeNull();
  });

  it('refuses the characters that change the direction of text', () => {
    for (const character of directionCharacters) expect(textProblem(`invoice${character}fdp.exe`), character.codePointAt(0)?.toString(16)).toBe('direction');
  });

  it('refuses C0, DEL and C1 controls; text of several lines keeps tab, line feed and carriage return', () => {
    for (const character of ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f']) {
      expect(textProblem(`a${character}b`, 'line')).toBe('control');
      expect(textProblem(`a${character}b`, 'lines')).toBe('control');
    }
    expect(textProblem('\u001b[31mred\u001b[0m', 'lines')).toBe('control');
    for (const character of ['\t', '\n', '\r']) {
      expect(textProblem(`a${character}b`, 'line')).toBe('control');
      expect(textProblem(`a${character}b`, 'lines')).toBeNull();
    }
  });

  it('refuses half a character, keeping whole ones beyond the first plane', () => {
    expect(textProblem('a\ud800b')).toBe('broken');
    expect(textProblem('a\udc00')).toBe('broken');
    expect(textProblem('\udc00\ud800')).toBe('broken');
    expect(textProblem('𝄞 \ud83d\ude00')).toBeNull();
  });
});

describe('normalizeText', () => {
  it('is NFC and trimmed, every kind of space included', () => {
    expect(normalizeText('  Ren\u0065\u0301e \n')).toBe('Ren\u00e9e');
    expect(normalizeText('\u00a0\u3000\u2003\t')).toBe('');
  });
});

describe('textError', () => {
  it('names the field, and refuses a required text that is only spaces', () => {
    expect(textError('a\u202eb', 'Title')).toBe(textMessages.direction('Title'));
    expect(textError('\u00a0 \u3000', 'Title', { required: true })).toBe('Title must not be blank.');
    expect(textError(' ', 'First Name', { required: true, requiredMessage: 'First Name is required' })).toBe('First Name is required');
    expect(textError(' ', 'City')).toBeNull();
    expect(textError('line one\nline two', 'Note', { kind: 'lines', required: true })).toBeNull();
    // Checked as stored: a line break at either end is trimmed away, one inside a line is refused.
    expect(textError('Ada\r\n', 'First Name')).toBeNull();
    expect(textError('Ada\r\nBcc: x', 'First Name')).toBe('First Name must not contain control characters.');
  });
});

describe('textRule', () => {
  it('is textError with the label and options fixed', () => {
    expect(textRule('Title')('a\u202eb')).toBe(textMessages.direction('Title'));
    expect(textRule('Note', { kind: 'lines' })('one\ntwo')).toBeNull();
    expect(textRule('Title')('one\ntwo')).toBe(textMessages.control('Title'));
    expect(textRule('Title', { required: true, requiredMessage: 'Please fill the details' })(' ')).toBe('Please fill the details');
    expect(textRule('City')('')).toBeNull();
  });
});
