import type { Program } from './api';
import { matchesActive, matchesSearch } from './list-params';

/** The program list's state in the address, and its defaults. */
export const programListDefaults = { q: '', type: 'all', active: 'all', sort: 'name' };
export type ProgramListState = typeof programListDefaults;

export const programSorts = [
  { value: 'name', label: 'Name' },
  { value: 'days', label: 'Days, longest first' },
  { value: 'goals', label: 'Goals, most first' },
  { value: 'learners', label: 'Learners enrolled, most first' },
];

const byName = (a: Program, b: Program) => a.name.localeCompare(b.name) || a.id - b.id;
const comparators: Record<string, (a: Program, b: Program) => number> = {
  name: byName,
  days: (a, b) => b.number_of_days - a.number_of_days || byName(a, b),
  goals: (a, b) => b.goal_count - a.goal_count || byName(a, b),
  learners: (a, b) => b.learner_count - a.learner_count || byName(a, b),
};

/** The programs the list shows: searched by name, filtered by type and flag, sorted (ties by name). */
export function visiblePrograms(programs: Program[], state: ProgramListState): Program[] {
  return programs
    .filter((program) => matchesSearch(program.name, state.q) && (state.type === 'all' || program.program_type === state.type) && matchesActive(program.active, state.active))
    .sort(comparators[state.sort] ?? byName);
}
