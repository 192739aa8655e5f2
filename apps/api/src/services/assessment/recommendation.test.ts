import { describe, expect, it } from 'vitest';
import { recommendGoal } from './recommendation';

const goals = [{ id: 11 }, { id: 12 }, { id: 13 }];
const option = (goal_id: number, points: number) => ({ goal_id, points });

describe('the recommended goal', () => {
  it('is the goal whose chosen options add up to the most points', () => {
    expect(recommendGoal(goals, [option(11, 1), option(12, 3), option(13, 2)])?.id).toBe(12);
    expect(recommendGoal(goals, [option(11, 2), option(11, 2), option(12, 3)])?.id).toBe(11);
    expect(recommendGoal(goals, [option(13, 1)])?.id).toBe(13);
  });

  it('goes to the goal listed first on a tie, whatever order the answers came in', () => {
    expect(recommendGoal(goals, [option(13, 2), option(12, 2)])?.id).toBe(12);
    expect(recommendGoal(goals, [option(12, 2), option(13, 2)])?.id).toBe(12);
    expect(recommendGoal(goals, [option(11, 0), option(12, 0)])?.id).toBe(11);
  });

  it('ignores points for goals that are not offered (an inactive goal)', () => {
    expect(recommendGoal(goals, [option(99, 10), option(13, 1)])?.id).toBe(13);
  });

  it('has nothing to recommend without goals', () => {
    expect(recommendGoal([], [option(11, 3)])).toBeUndefined();
  });
});
