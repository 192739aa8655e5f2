import { anAuthoredProgram } from '@stride/api-sdk/testing';
import { describe, expect, it } from 'vitest';
import { programListDefaults, visiblePrograms } from './program-list';

const programs = [
  anAuthoredProgram({ id: 1, name: 'Leading Teams', number_of_days: 20, goal_count: 3, learner_count: 1 }),
  anAuthoredProgram({ id: 2, name: 'Meeting Sprint', program_type: 'sprint', number_of_days: 10, goal_count: 1, learner_count: 9 }),
  anAuthoredProgram({ id: 3, name: 'Customer Centricity', number_of_days: 30, goal_count: 2, learner_count: 0, active: false }),
];
const names = (state: Partial<typeof programListDefaults>) => visiblePrograms(programs, { ...programListDefaults, ...state }).map((program) => program.name);

describe('the program list', () => {
  it('is by name by default, and sorts by days, goals or learners with the most first', () => {
    expect(names({})).toEqual(['Customer Centricity', 'Leading Teams', 'Meeting Sprint']);
    expect(names({ sort: 'days' })).toEqual(['Customer Centricity', 'Leading Teams', 'Meeting Sprint']);
    expect(names({ sort: 'goals' })).toEqual(['Leading Teams', 'Customer Centricity', 'Meeting Sprint']);
    expect(names({ sort: 'learners' })).toEqual(['Meeting Sprint', 'Leading Teams', 'Customer Centricity']);
  });

  it('searches names ignoring case, and filters by type and flag', () => {
    expect(names({ q: ' TEAM ' })).toEqual(['Leading Teams']);
    expect(names({ type: 'sprint' })).toEqual(['Meeting Sprint']);
    expect(names({ active: 'inactive' })).toEqual(['Customer Centricity']);
    expect(names({ active: 'active', type: 'program' })).toEqual(['Leading Teams']);
  });
});
