import { dataOf, type CallPath } from '@stride/api-sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListState } from './use-list-state';

/** Items per page of every back-office list. */
export const PAGE_SIZE = 25;

/** One page of a list and how many items match on all pages. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * A filter's value as the list operations take it: `active` is a boolean, every other filter an id
 * (program_id, goal_id, …); '' (any) is left out.
 */
function filterParams(filters: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, name === 'active' ? value === 'true' : Number(value)]),
  );
}

/** The list state as the optional query parameters of a list operation (docs/back-office-app.md, "Lists"). */
export function listParams<Sort extends string>(state: ListState<string, Sort>) {
  const q = state.q.trim();
  return { ...(q ? { q } : {}), ...filterParams(state.filters), sort: state.sort, order: state.order, page: state.page, page_size: PAGE_SIZE };
}

/**
 * A server-paged list query: the page's items and the total from X-Total-Count. Its key starts with the
 * call's `[method, path]` (decision 0010), so the adds and card actions that reload the whole list reload its
 * pages too; the trailing 'page' keeps it apart from the unpaged call's cache entry (another shape). The
 * previous page stays on screen while the next one loads.
 */
export function pagedQueryOptions<Item, Query>(
  path: CallPath,
  query: Query,
  fetchPage: (init: { params: { query: Query }; signal: AbortSignal }) => Promise<{ data?: Item[]; response: Response }>,
) {
  return queryOptions({
    queryKey: ['get', path, { params: { query } }, 'page'] as const,
    queryFn: async ({ signal }): Promise<ListPage<Item>> => {
      const result = await fetchPage({ params: { query }, signal });
      const items = dataOf(result);
      return { items, total: Number(result.response.headers.get('x-total-count') ?? items.length) };
    },
    placeholderData: keepPreviousData,
  });
}

/** How a short list, loaded whole, is searched, filtered and sorted in the browser. */
export interface LocalListSpec<Item, Filter extends string> {
  /** The texts the search looks in (name, code, …), in any case. */
  search: (item: Item) => (string | null | undefined)[];
  /** Each sort key's value of an item; a key without one keeps the order the list was loaded in (the server's). */
  sorts: Record<string, ((item: Item) => string | number) | undefined>;
  /** Orders the items a sort key ties on, always ascending whatever the order (e.g. by name); without it they keep the order they were loaded in. */
  tieBreak?: (item: Item) => string | number;
  /** Whether an item passes a filter's chosen value. */
  filters?: Record<Filter, (item: Item, value: string) => boolean>;
}

/** `active` as the lists filter it, for LocalListSpec.filters. */
export const matchesActive = (item: { active: boolean }, value: string) => String(item.active) === value;

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });

/**
 * The page of a list loaded whole (lists that stay short: subtopics, goals, a goal's items, teams, admins), by
 * the same state and rules as the server's lists, so every list behaves alike.
 */
export function pageLocally<Item, Filter extends string>(items: readonly Item[], state: ListState<Filter>, spec: LocalListSpec<Item, Filter>): ListPage<Item> {
  const q = state.q.trim().toLowerCase();
  const sortValue = spec.sorts[state.sort];
  const direction = state.order === 'desc' ? -1 : 1;
  const { tieBreak } = spec;
  const matching = items
    .filter((item) => !q || spec.search(item).some((text) => text?.toLowerCase().includes(q)))
    .filter((item) => Object.entries<string>(state.filters).every(([name, value]) => !value || (spec.filters?.[name as Filter]?.(item, value) ?? true)))
    .sort((a, b) => (sortValue ? direction * compare(sortValue(a), sortValue(b)) : 0) || (tieBreak ? compare(tieBreak(a), tieBreak(b)) : 0));
  const start = (state.page - 1) * PAGE_SIZE;
  return { items: matching.slice(start, start + PAGE_SIZE), total: matching.length };
}
