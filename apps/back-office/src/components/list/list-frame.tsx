import { Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZE } from './list-query';
import type { ListStateControls, SortOrder } from './use-list-state';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

export interface ListFilterControl<Filter extends string> {
  /** The query-string name, e.g. program_id. */
  name: Filter;
  /** The select's label, e.g. "Program". */
  label: string;
  /** The first choice, which filters nothing, e.g. "All programs". */
  any: string;
  options: { value: string; label: string }[];
}

/** The Status filter every list with an active flag offers. */
export const activeFilter: ListFilterControl<'active'> = {
  name: 'active',
  label: 'Status',
  any: 'Any status',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Inactive' },
  ],
};

/** A choice of the Sort select: a sort key with its order, e.g. { sort: 'name', order: 'asc', label: 'Name, A to Z' }. */
export interface SortChoice<Sort extends string = string> {
  sort: Sort;
  order: SortOrder;
  label: string;
}

/** Name both ways and newest first: the Sort choices of most card lists. */
export const nameSortChoices: SortChoice<'name' | 'created'>[] = [
  { sort: 'name', order: 'asc', label: 'Name, A to Z' },
  { sort: 'name', order: 'desc', label: 'Name, Z to A' },
  { sort: 'created', order: 'desc', label: 'Newest first' },
  { sort: 'created', order: 'asc', label: 'Oldest first' },
];

/** One of what a list holds: the lists' nouns are regular plurals ("activities" → "activity", "admins" → "admin"). */
export const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

export interface ListFrameProps<Filter extends string, Sort extends string> {
  /** The list's state and its setters (useListState). */
  list: ListStateControls<Filter, Sort>;
  /** What the list holds, plural and lower case, e.g. "activities": the search's label and the count say it. */
  noun: string;
  /** How many items match on all pages; undefined while loading. */
  total: number | undefined;
  /** The filter selects, left to right. */
  filters?: ListFilterControl<Filter>[];
  /** A Sort select's choices, for lists of cards (a table sorts by its column headers instead). */
  sortChoices?: SortChoice<Sort>[];
  /** The list itself: cards or a table with its loading, failure and empty states. */
  children: ReactNode;
}

/**
 * The frame of every back-office list (docs/back-office-app.md, "Lists"): a search box, the filters and the
 * sort above the list, the count of matching items (a polite live region, so a search's result is heard),
 * and the pager under it. Every control is a labelled native input or Mantine's Pagination (buttons named
 * "Page N", "Next page"), so the keyboard reaches all of it; the bar wraps on a phone.
 */
export function ListFrame<Filter extends string, Sort extends string>({ list, noun, total, filters = [], sortChoices, children }: ListFrameProps<Filter, Sort>) {
  const { state } = list;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const { setPage } = list;
  // A page that no longer exists (items deleted, an old link) turns into the last one.
  const pastTheEnd = total !== undefined && total > 0 && state.page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearch label={`Search ${noun}`} value={state.q} onSearch={list.setSearch} />
        {filters.map((filter) => (
          <NativeSelect
            key={filter.name}
            label={filter.label}
            value={state.filters[filter.name]}
            onChange={(event) => list.setFilter(filter.name, event.currentTarget.value)}
            data={[{ value: '', label: filter.any }, ...filter.options]}
            w={{ base: '100%', xs: 200 }}
          />
        ))}
        {sortChoices && (
          <NativeSelect
            label="Sort"
            value={`${state.sort}:${state.order}`}
            onChange={(event) => {
              const choice = sortChoices.find((candidate) => `${candidate.sort}:${candidate.order}` === event.currentTarget.value);
              if (choice) list.setSort(choice.sort, choice.order);
            }}
            data={sortChoices.map((choice) => ({ value: `${choice.sort}:${choice.order}`, label: choice.label }))}
            w={{ base: '100%', xs: 200 }}
          />
        )}
      </Group>
      {/* Live but not a status: the pages' status role belongs to their action messages. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === undefined ? '' : total === 0 ? `No ${noun}` : `${total} ${total === 1 ? singular(noun) : noun}${pages > 1 ? `, showing ${first}–${Math.min(first + PAGE_SIZE - 1, total)}` : ''}`}
      </Text>
      {children}
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
          />
        </nav>
      )}
    </Stack>
  );
}

/** The pager's arrow buttons, named for screen readers. */
const controlNames = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

interface ListSearchProps {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}

/** The search box: runs once typing pauses (or at once on Enter), and follows the address when it changes (Back). */
function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What this box last searched: the address catching up with it must not undo newer typing.
  const sent = useRef(value);
  const run = (next: string) => {
    clearTimeout(timer.current);
    sent.current = next;
    onSearch(next);
  };
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => run(next), SEARCH_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') run(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
