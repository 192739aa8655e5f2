import { describe, expect, it } from 'vitest';
import { lastActiveLabel } from './last-active';

describe('lastActiveLabel', () => {
  const now = new Date(2026, 10, 24, 9, 30); // 24 November 2026, 09:30 where the test runs

  it('says Not logged in for someone never active', () => {
    expect(lastActiveLabel(null, now)).toBe('Not logged in');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(lastActiveLabel(new Date(2026, 10, 24, 0, 5).toISOString(), now)).toBe('Today');
    expect(lastActiveLabel(new Date(2026, 10, 23, 23, 55).toISOString(), now)).toBe('1 day ago');
    expect(lastActiveLabel(new Date(2026, 10, 20, 10, 0).toISOString(), now)).toBe('4 days ago');
    expect(lastActiveLabel(new Date(2026, 9, 25, 12, 0).toISOString(), now)).toBe('30 days ago');
  });

  it('treats a moment ahead of the viewer’s clock as today', () => {
    expect(lastActiveLabel(new Date(2026, 10, 25, 1, 0).toISOString(), now)).toBe('Today');
  });
});
