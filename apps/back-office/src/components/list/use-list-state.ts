import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** What a list screen shows: the search, its filters, the order and the page (docs/back-office-app.md, "Lists"). */
export interface ListState<Filter extends string = string, Sort extends string = string> {
  /** The search text, '' for none. */
  q: string;
  /** Each filter's chosen value, '' for any. */
  filters: Record<Filter, string>;
  sort: Sort;
  order: SortOrder;
  /** From 1. */
  page: number;
}

export interface ListStateOptions<Filter extends string, Sort extends string> {
  /** The query-string names of the list's filters, e.g. program_id, goal_id, active. */
  filters?: readonly Filter[];
  /** The sort keys the list offers; the first is the default. */
  sorts: readonly [Sort, ...Sort[]];
  /** Put before every query name, for a second list on one screen (e.g. `team_` gives team_q, team_page). */
  prefix?: string;
}

const positive = (text: string | null) => {
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

/**
 * The list's state kept in the address's query (`?q=…&active=true&sort=code&order=desc&page=3`), so Back and a
 * shared link reopen the same page of the same search. Defaults are left out of the address; an unknown sort
 * or a broken page falls back to the default. A new search, filter or order starts again at page 1. Changes
 * replace the history entry: Back leaves the list rather than stepping through each keystroke.
 */
export function useListState<Filter extends string = never, Sort extends string = string>({ filters = [], sorts, prefix = '' }: ListStateOptions<Filter, Sort>) {
  const [params, setParams] = useSearchParams();
  const defaultSort = sorts[0];
  const read = (name: string) => params.get(prefix + name);
  const sort = read('sort') ?? '';
  const state: ListState<Filter, Sort> = {
    q: read('q') ?? '',
    filters: Object.fromEntries(filters.map((name) => [name, read(name) ?? ''])) as Record<Filter, string>,
    sort: sorts.find((candidate) => candidate === sort) ?? defaultSort,
    order: read('order') === 'desc' ? 'desc' : 'asc',
    page: positive(read('page')),
  };

  /** Sets (or, for '' and the defaults, removes) query entries; the page goes back to 1 unless it is what changes. */
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const isDefault = value === '' || (name === 'sort' && value === defaultSort) || (name === 'order' && value === 'asc') || (name === 'page' && value === '1');
            if (isDefault) next.delete(prefix + name);
            else next.set(prefix + name, value);
          }
          if (!('page' in changes)) next.delete(`${prefix}page`);
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultSort, prefix],
  );

  const controls = {
    state,
    setSearch: useCallback((q: string) => update({ q }), [update]),
    setFilter: useCallback((name: Filter, value: string) => update({ [name]: value }), [update]),
    /** Sorts by `sort`; choosing the current key again turns the order round (a column header's click). */
    setSort: useCallback((sort: Sort, order?: SortOrder) => update({ sort, order: order ?? (sort === state.sort && state.order === 'asc' ? 'desc' : 'asc') }), [update, state.sort, state.order]),
    setPage: useCallback((page: number) => update({ page: String(page) }), [update]),
  };
  return {
    ...controls,
    /** A table header's sort: a key the list does not offer is ignored. */
    sortBy: (key: string) => {
      const known = sorts.find((candidate) => candidate === key);
      if (known) controls.setSort(known);
    },
  };
}

export type ListStateControls<Filter extends string = string, Sort extends string = string> = ReturnType<typeof useListState<Filter, Sort>>;

/** Whether a search or a filter narrows the list: its empty state then says nothing matches, not that there is nothing. */
export const isNarrowed = (state: ListState) => state.q.trim() !== '' || Object.values<string>(state.filters).some((value) => value !== '');

/** The list's order as a QueryTable's `sort`: its column headers show and change it. */
export const tableSort = <Sort extends string>(list: ListStateControls<string, Sort> | ListStateControls<never, Sort>) => ({
  key: list.state.sort,
  order: list.state.order,
  onSort: list.sortBy,
});
