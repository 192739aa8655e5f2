import { describe, expect, it } from 'vitest';
import { findText, MAX_JSON_DEPTH, nestsDeeperThan } from './body-shape';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('allows the limit and refuses one level more, lists and objects alike', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(3) + '1' + '}'.repeat(3), 2)).toBe(true);
    expect(nestsDeeperThan('[{"a":[1]},{"b":[2]}]', 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[\\"', more: '"[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [['x']]]), 2)).toBe(true);
  });

  it('reads 20,000 levels without recursion', () => {
    expect(nestsDeeperThan(nested(20_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('findText', () => {
  const hasNul = (text: string) => text.includes('\u0000');

  it('gives the path of the first matching value, or of a matching property name', () => {
    expect(findText({ user_list: [{ email: 'a@example.com' }, { email: 'b\u0000' }] }, hasNul)).toEqual({ path: ['user_list', 1, 'email'], isKey: false });
    expect(findText({ ok: { 'bad\u0000': 1 } }, hasNul)).toEqual({ path: ['ok', 'bad\u0000'], isKey: true });
    expect(findText('\u0000', hasNul)).toEqual({ path: [], isKey: false });
    expect(findText({ fine: ['text', 1, null, true], file: Buffer.from('\u0000') }, hasNul)).toBeNull();
  });

  it('walks any depth with its own stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findText(deep, hasNul)?.path).toHaveLength(200_000);
  });
});
