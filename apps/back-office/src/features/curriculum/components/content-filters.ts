import { useQuery } from '@tanstack/react-query';
import { activeFilter, type ListFilterControl, type SortChoice } from '../../../components/list/list-frame';
import type { ListState } from '../../../components/list/use-list-state';
import { curriculumQueries, type contentSorts } from '../api';

export type ScopeFilter = 'program_id' | 'goal_id' | 'active';
/** The filters of the activity, revision and challenge lists, in the address. */
export const scopeFilterNames = ['program_id', 'goal_id', 'active'] as const;

/** Name both ways, code and newest first: the Sort choices of coded content. */
export const contentSortChoices: SortChoice<(typeof contentSorts)[number]>[] = [
  { sort: 'name', order: 'asc', label: 'Name, A to Z' },
  { sort: 'name', order: 'desc', label: 'Name, Z to A' },
  { sort: 'code', order: 'asc', label: 'Code, A to Z' },
  { sort: 'code', order: 'desc', label: 'Code, Z to A' },
  { sort: 'created', order: 'desc', label: 'Newest first' },
];

/**
 * Program, Goal and Status: the filters of the lists of content a goal's schedule uses. The goal choices are
 * the chosen program's goals (every goal without one); both lists are the cached ones the forms load.
 */
export function useScopeFilters(state: ListState<ScopeFilter>): ListFilterControl<ScopeFilter>[] {
  const programs = useQuery(curriculumQueries.programs());
  const goals = useQuery(curriculumQueries.goals());
  const programId = state.filters.program_id;
  return [
    {
      name: 'program_id',
      label: 'Program',
      any: 'All programs',
      options: (programs.data ?? []).map((program) => ({ value: String(program.id), label: program.name })),
    },
    {
      name: 'goal_id',
      label: 'Goal',
      any: 'All goals',
      options: (goals.data ?? []).filter((goal) => !programId || String(goal.program_id) === programId).map((goal) => ({ value: String(goal.id), label: goal.name })),
    },
    activeFilter,
  ];
}
