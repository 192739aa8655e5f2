import { anAuthoredProgram } from '@stride/api-sdk/testing';
import { describe, expect, it } from 'vitest';
import { pageLocally } from '../../components/list/list-query';
import type { ListState } from '../../components/list/use-list-state';
import { programList, type ProgramFilter, type ProgramSort } from './program-list';

const programs = [
  anAuthoredProgram({ id: 1, name: 'Leading Teams', number_of_days: 20, goal_count: 3, learner_count: 1 }),
  anAuthoredProgram({ id: 2, name: 'Meeting Sprint', program_type: 'sprint', number_of_days: 10, goal_count: 1, learner_count: 9 }),
  anAuthoredProgram({ id: 3, name: 'Customer Centricity', number_of_days: 30, goal_count: 2, learner_count: 0, active: false }),
  anAuthoredProgram({ id: 4, name: 'Boundaries', number_of_days: 20, goal_count: 1, learner_count: 0 }),
];
const initial: ListState<ProgramFilter, ProgramSort> = { q: '', filters: { type: '', active: '' }, sort: 'name', order: 'asc', page: 1 };
const names = ({ filters, ...state }: Partial<Omit<typeof initial, 'filters'>> & { filters?: Partial<typeof initial.filters> }) =>
  pageLocally(programs, { ...initial, ...state, filters: { ...initial.filters, ...filters } }, programList).items.map((program) => program.name);

describe('the program list', () => {
  it('is by name by default, and sorts by days, goals or learners, ties by name', () => {
    expect(names({})).toEqual(['Boundaries', 'Customer Centricity', 'Leading Teams', 'Meeting Sprint']);
    expect(names({ order: 'desc' })).toEqual(['Meeting Sprint', 'Leading Teams', 'Customer Centricity', 'Boundaries']);
    expect(names({ sort: 'days', order: 'desc' })).toEqual(['Customer Centricity', 'Boundaries', 'Leading Teams', 'Meeting Sprint']);
    expect(names({ sort: 'goals', order: 'desc' })).toEqual(['Leading Teams', 'Customer Centricity', 'Boundaries', 'Meeting Sprint']);
    expect(names({ sort: 'learners', order: 'desc' })).toEqual(['Meeting Sprint', 'Leading Teams', 'Boundaries', 'Customer Centricity']);
  });

  it('searches names ignoring case, and filters by type and flag', () => {
    expect(names({ q: ' TEAM ' })).toEqual(['Leading Teams']);
    expect(names({ filters: { type: 'sprint' } })).toEqual(['Meeting Sprint']);
    expect(names({ filters: { active: 'false' } })).toEqual(['Customer Centricity']);
    expect(names({ filters: { active: 'true', type: 'program' } })).toEqual(['Boundaries', 'Leading Teams']);
  });
});
