import { and, asc, count, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * The optional parameters of the back-office list operations (docs/back-office-app.md, "Lists"); the contract
 * has checked them (types, enums, bounds) before a service sees them.
 */
export interface ListParams {
  q?: string;
  active?: boolean;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** How one list searches, filters and sorts. */
export interface ListSpec {
  /**
   * The texts `q` is looked for in, anywhere and in any case (trigram-indexed where a list grows long), or a
   * condition built from the ILIKE pattern (e.g. an activity whose question says it).
   */
  search: (AnyColumn | SQL | ((pattern: string) => SQL))[];
  /** The contract's sort keys, each to its column or expression; the first is the default. */
  sorts: Record<string, AnyColumn | SQL>;
  /** Breaks ties, so consecutive pages never overlap or skip. */
  id: AnyColumn;
  /** The item's own flag, for `active`. */
  active: AnyColumn;
}

/** A page of a list and how many items match on all pages (the X-Total-Count header). */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

const DEFAULT_PAGE_SIZE = 25;

/** `%` and `_` typed in a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The search and the active filter, and any filters of the list's own (undefined ones are left out). */
export function listWhere(spec: ListSpec, params: ListParams, ...filters: (SQL | undefined)[]): SQL | undefined {
  const q = params.q?.trim();
  return and(
    q ? or(...spec.search.map((column) => (typeof column === 'function' ? column(likePattern(q)) : ilike(column, likePattern(q))))) : undefined,
    params.active === undefined ? undefined : eq(spec.active, params.active),
    ...filters,
  );
}

/** The asked order, then the id the same way. */
export function listOrder(spec: ListSpec, params: ListParams): SQL[] {
  const [defaultColumn] = Object.values(spec.sorts);
  const column = (params.sort ? spec.sorts[params.sort] : undefined) ?? defaultColumn;
  const direction = params.order === 'desc' ? desc : asc;
  return [...(column ? [direction(column)] : []), direction(spec.id)];
}

/**
 * Runs a list query with the asked page, and counts the matching rows beside it (two indexed statements, as
 * the journal's pages). Without page or page_size the whole list comes, as before paging existed.
 */
export async function listPage<Query extends PgSelect>(
  query: Query,
  params: ListParams,
  countAll: () => Promise<{ total: number }[]>,
): Promise<ListPage<Awaited<Query>[number]>> {
  const paged = params.page !== undefined || params.page_size !== undefined;
  if (!paged) {
    const items = await query;
    return { items, total: items.length };
  }
  const size = params.page_size ?? DEFAULT_PAGE_SIZE;
  const [items, [counted]] = await Promise.all([query.limit(size).offset(((params.page ?? 1) - 1) * size), countAll()]);
  return { items, total: counted?.total ?? 0 };
}

/** `select count(*)`, for listPage's countAll. */
export const total = { total: count() };
