import type { Challenge, GoalStaticSchedule } from '../features/curriculum/api';

/** A challenge as `GET challenge/all` lists it, for the schedule editor's tests. */
export const aScheduleChallenge = (overrides: Partial<Challenge> = {}): Challenge => ({
  id: 8,
  code: 'one-line-ask',
  name: 'Send a one-line ask',
  description: 'Write one email whose first line is the ask.',
  type: 'challenge',
  calender_required: true,
  time_required_in_minutes: 15,
  reward_points: 20,
  template_url: null,
  active: true,
  ...overrides,
});

/**
 * A three-day schedule of goal 11: day 1 learns "Lead with the point" then "Trim the preamble" and does
 * "Send a one-line ask"; day 2 revises "Clarity week"; day 3 is empty.
 */
export const aSchedule = (overrides: Partial<GoalStaticSchedule> = {}): GoalStaticSchedule => ({
  goal_id: 11,
  number_of_days: 3,
  days: [
    {
      day_number: 1,
      learn: [
        { item_type: 'activity', id: 5, name: 'Lead with the point' },
        { item_type: 'activity', id: 6, name: 'Trim the preamble' },
      ],
      do: [{ challenge_id: 8, name: 'Send a one-line ask' }],
    },
    { day_number: 2, learn: [{ item_type: 'revision', id: 3, name: 'Clarity week' }], do: [] },
    { day_number: 3, learn: [], do: [] },
  ],
  ...overrides,
});
