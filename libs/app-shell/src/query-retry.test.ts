import { ApiError } from '@stride/api-sdk';
import { errorBody } from '@stride/api-sdk/testing';
import { describe, expect, it } from 'vitest';
import { retryRead } from './query-retry';

const failure = (status: number) => new ApiError(status, errorBody('Code', 'Message.'));

describe('retryRead', () => {
  it('tries again for as long as Stride cannot be reached', () => {
    for (const error of [failure(502), failure(503), failure(504), new TypeError('Failed to fetch')]) {
      expect([0, 3, 50].map((failures) => retryRead(failures, error))).toEqual([true, true, true]);
    }
  });

  it('tries a fault of ours three more times, and a refusal never', () => {
    expect([0, 1, 2, 3].map((failures) => retryRead(failures, failure(500)))).toEqual([true, true, true, false]);
    for (const status of [400, 401, 403, 404, 429]) expect(retryRead(0, failure(status))).toBe(false);
  });
});
