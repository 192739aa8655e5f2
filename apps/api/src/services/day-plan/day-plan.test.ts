import { describe, expect, it } from 'vitest';
import { localDate } from '../../lib/local-days';
import type { GoalTimeline } from '../goals/goal-calendar';
import { itemState, plannedDays } from './day-plan';

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23.
const timeline = (overrides: Partial<GoalTimeline> = {}): GoalTimeline => ({ startDate: '2026-11-16', numberOfDays: 10, pauses: [], ...overrides });

describe('the days a learner’s goals show', () => {
  it('give each goal its own day of the schedule, and nothing on a weekend', () => {
    const goals = [
      { goalId: 1, timeline: timeline() },
      { goalId: 2, timeline: timeline({ startDate: '2026-11-18' }) },
    ];
    expect(plannedDays(goals, '2026-11-18')).toEqual([
      { goalId: 1, dayNumber: 3 },
      { goalId: 2, dayNumber: 1 },
    ]);
    expect(plannedDays(goals, '2026-11-17')).toEqual([{ goalId: 1, dayNumber: 2 }]); // before goal 2 starts
    expect(plannedDays(goals, '2026-11-21')).toEqual([]);
    expect(plannedDays(goals, '2026-11-23')).toEqual([
      { goalId: 1, dayNumber: 6 },
      { goalId: 2, dayNumber: 4 },
    ]);
  });

  it('skip days paused all day and end with the schedule', () => {
    const paused = [{ goalId: 1, timeline: timeline({ pauses: [{ pausedOn: '2026-11-17', resumedOn: '2026-11-19' }] }) }];
    expect(plannedDays(paused, '2026-11-18')).toEqual([]);
    expect(plannedDays(paused, '2026-11-19')).toEqual([{ goalId: 1, dayNumber: 3 }]);
    const short = [{ goalId: 1, timeline: timeline({ numberOfDays: 5 }) }];
    expect(plannedDays(short, '2026-11-20')).toEqual([{ goalId: 1, dayNumber: 5 }]);
    expect(plannedDays(short, '2026-11-23')).toEqual([]);
  });

  it('follow the learner’s own date, so one instant is a weekday in UTC-10 and a Saturday in UTC+14', () => {
    const instant = new Date('2026-11-20T20:00:00Z');
    const goals = [{ goalId: 1, timeline: timeline() }];
    expect(plannedDays(goals, localDate(instant, 'Pacific/Honolulu'))).toEqual([{ goalId: 1, dayNumber: 5 }]);
    expect(plannedDays(goals, localDate(instant, 'Pacific/Kiritimati'))).toEqual([]);
  });
});

describe('an item’s state', () => {
  it('is enabled up to today, missed on past days not done, locked later', () => {
    expect(itemState('2026-11-18', '2026-11-18', false)).toEqual({ enabled: true, completed: false, missed: false });
    expect(itemState('2026-11-17', '2026-11-18', false)).toEqual({ enabled: true, completed: false, missed: true });
    expect(itemState('2026-11-17', '2026-11-18', true)).toEqual({ enabled: true, completed: true, missed: false });
    expect(itemState('2026-11-19', '2026-11-18', false)).toEqual({ enabled: false, completed: false, missed: false });
  });
});
