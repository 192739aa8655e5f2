import { describe, expect, it } from 'vitest';
import { achievementsOf } from './achievement-rules';

describe('achievements', () => {
  it('are all ahead for a new learner: the first milestone of each kind is next', () => {
    expect(achievementsOf({ streak: 0, perfect_activities: 0, goals_completed: 0 })).toEqual({
      earned: [],
      next: [
        { kind: 'streak', target: 5, current: 0, earned: false },
        { kind: 'perfect_activities', target: 1, current: 0, earned: false },
        { kind: 'goals_completed', target: 1, current: 0, earned: false },
      ],
    });
  });

  it('earn every milestone reached, and show only the nearest one ahead', () => {
    const { earned, next } = achievementsOf({ streak: 12, perfect_activities: 10, goals_completed: 0 });
    expect(earned.map(({ kind, target }) => `${kind} ${target}`)).toEqual(['streak 5', 'streak 10', 'perfect_activities 1', 'perfect_activities 10']);
    expect(next).toEqual([
      { kind: 'streak', target: 30, current: 12, earned: false },
      { kind: 'perfect_activities', target: 50, current: 10, earned: false },
      { kind: 'goals_completed', target: 1, current: 0, earned: false },
    ]);
  });

  it('have nothing next of a kind whose last milestone is reached', () => {
    const { earned, next } = achievementsOf({ streak: 140, perfect_activities: 50, goals_completed: 10 });
    expect(earned).toHaveLength(10);
    expect(next).toEqual([]);
  });
});
