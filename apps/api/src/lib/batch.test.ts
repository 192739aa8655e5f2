import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch';

const squares = (calls: number[][]) => async (keys: number[]) => {
  calls.push(keys);
  return new Map(keys.filter((key) => key !== 13).map((key) => [key, key * key]));
};

describe('a batch loader', () => {
  it('answers the lookups of one turn with one load, each with its own value', async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(squares(calls), 100);
    const answers = await Promise.all([loader.load(2), loader.load(3), loader.load(13), loader.load(2)]);
    expect(answers).toEqual([4, 9, undefined, 4]);
    expect(calls).toEqual([[2, 3, 13]]);
  });

  it('starts a new load for the next turn, and splits a turn into loads of at most the batch size', async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(squares(calls), 2);
    expect(await loader.load(1)).toBe(1);
    expect(await Promise.all([loader.load(4), loader.load(5), loader.load(6)])).toEqual([16, 25, 36]);
    expect(calls).toEqual([[1], [4, 5], [6]]);
  });

  it('hands a failed load’s error to each of its lookups, and to no other', async () => {
    let fail = true;
    const loader = createBatchLoader(async (keys: number[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key]));
    }, 100);
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(3)).toBe(3);
  });
});
