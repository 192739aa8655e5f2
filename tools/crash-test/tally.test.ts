import { describe, expect, it } from 'vitest';
import { Tally, missingWrites } from './tally';

describe('the crash test tally', () => {
  it('counts sign-outs, and tells failures in a disturbance from failures that persist after it', () => {
    const tally = new Tally();
    tally.record(1_000, '/api/user/check-auth', 200);
    tally.record(2_000, '/api/user-data/add-note', 'no answer');
    tally.record(2_500, '/api/user-data/add-note', 503);
    tally.record(9_000, '/api/user-data/add-todo', 500);
    tally.record(9_500, '/api/user/check-auth', 401);
    const restart = { name: 'restart', from: 1_500, until: 3_000 };
    expect(tally.requests).toBe(5);
    expect(tally.failures(restart).map((seen) => seen.answer)).toEqual(['no answer', 503]);
    expect(tally.failuresOutside([restart]).map((seen) => seen.at)).toEqual([9_000]);
    expect(tally.signOuts().map((seen) => seen.at)).toEqual([9_500]);
  });

  it('finds the acknowledged writes the database lost, and only those', () => {
    const tally = new Tally();
    tally.acknowledge('notes', '7:note 1');
    tally.acknowledge('notes', '7:note 2');
    tally.acknowledge('answers', '8:41');
    // Never acknowledged, so never counted missing, stored or not.
    tally.leaveUnacknowledged('notes', '7:note 3');
    const stored = new Map([
      ['notes', new Set(['7:note 1'])],
      ['answers', new Set(['8:41', '8:42'])],
    ]);
    expect(missingWrites(tally.acknowledged, stored)).toEqual(
      new Map([
        ['notes', ['7:note 2']],
        ['answers', []],
      ]),
    );
  });
});
