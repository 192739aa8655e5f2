import { describe, expect, it } from 'vitest';
import { createLogSampler } from './log-sampler';

describe('createLogSampler', () => {
  const sampler = (maxKinds = 10) => {
    let now = 0;
    const logger = createLogSampler({ perWindow: 3, windowMs: 1_000, maxKinds, now: () => now });
    return { logger, advance: (ms: number) => void (now += ms) };
  };

  it('logs the first of a kind in each window and counts the rest', () => {
    const { logger, advance } = sampler();
    const taken = Array.from({ length: 10 }, () => logger.take('500 TypeError POST /login'));
    expect(taken.filter((one) => one.log)).toHaveLength(3);
    advance(999);
    expect(logger.take('500 TypeError POST /login')).toEqual({ log: false, suppressed: 0 });
    advance(1);
    // The first of the next window says how many the last one left out.
    expect(logger.take('500 TypeError POST /login')).toEqual({ log: true, suppressed: 8 });
    expect(logger.take('500 TypeError POST /login')).toEqual({ log: true, suppressed: 0 });
  });

  it('keeps each kind apart, so a flood of one hides no other', () => {
    const { logger } = sampler();
    for (let i = 0; i < 100; i += 1) logger.take('flood');
    expect(logger.take('other')).toEqual({ log: true, suppressed: 0 });
  });

  it('forgets the oldest kind beyond its bound', () => {
    const { logger } = sampler(2);
    for (let i = 0; i < 3; i += 1) logger.take('first');
    expect(logger.take('first').log).toBe(false);
    logger.take('second');
    logger.take('third');
    expect(logger.take('first').log).toBe(true);
  });
});
