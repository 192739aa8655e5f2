import { describe, expect, it } from 'vitest';
import { orderQuestion } from './sample-questions';
import { shuffle, shuffledOptionIds } from './shuffle';

describe('shuffle', () => {
  it('returns the same items in a new array, in the order the random numbers pick', () => {
    const items = [1, 2, 3, 4];
    const shuffled = shuffle(items, () => 0);
    expect(shuffled).toEqual([2, 3, 4, 1]);
    expect(items).toEqual([1, 2, 3, 4]);
    expect([...shuffle(items)].sort()).toEqual(items);
  });

  it('shuffles the option ids of an order question', () => {
    expect([...shuffledOptionIds(orderQuestion.components)].sort()).toEqual([31, 32, 33]);
  });
});
