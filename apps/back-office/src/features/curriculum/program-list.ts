import type { ListFilterControl, SortChoice } from '../../components/list/list-frame';
import { matchesActive, type LocalListSpec } from '../../components/list/list-query';
import type { Program } from './api';

/** The program list's filters in the address: `type` (program or sprint) and `active`. */
export const programFilters = ['type', 'active'] as const;
export type ProgramFilter = (typeof programFilters)[number];
/** The program list's sort keys; the first is the default. */
export const programSorts = ['name', 'days', 'goals', 'learners'] as const;
export type ProgramSort = (typeof programSorts)[number];

/**
 * Programs stay few: loaded whole, searched by name, filtered by type and flag and sorted in the browser
 * (pageLocally). Ties are ordered by name.
 */
export const programList: LocalListSpec<Program, ProgramFilter> = {
  search: (program) => [program.name],
  sorts: { name: (program) => program.name, days: (program) => program.number_of_days, goals: (program) => program.goal_count, learners: (program) => program.learner_count },
  filters: { type: (program, value) => program.program_type === value, active: matchesActive },
  tieBreak: (program) => program.name,
};

/** The Type filter: programs, sprints or both. */
export const programTypeFilter: ListFilterControl<'type'> = {
  name: 'type',
  label: 'Type',
  any: 'Programs and sprints',
  options: [
    { value: 'program', label: 'Programs' },
    { value: 'sprint', label: 'Sprints' },
  ],
};

/** Name both ways; days, goals or learners enrolled with the most first. */
export const programSortChoices: SortChoice<ProgramSort>[] = [
  { sort: 'name', order: 'asc', label: 'Name, A to Z' },
  { sort: 'name', order: 'desc', label: 'Name, Z to A' },
  { sort: 'days', order: 'desc', label: 'Days, longest first' },
  { sort: 'goals', order: 'desc', label: 'Goals, most first' },
  { sort: 'learners', order: 'desc', label: 'Learners enrolled, most first' },
];
