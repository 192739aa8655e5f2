import { describe, expect, it } from 'vitest';
import { PLAN_CURRENCY, planPrice, plans } from './plans';

describe('plans', () => {
  it('price every plan in one currency, written one way', () => {
    expect(plans.premium.currency).toBe(PLAN_CURRENCY);
    expect(planPrice(plans.premium.amount)).toBe('INR 2500');
    expect(planPrice(0)).toBe('INR 0');
  });
});
