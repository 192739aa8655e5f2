import { useSearchParams } from 'react-router';

/**
 * A list's search, filters and sort, kept in the address (`?q=…&type=sprint`) so Back and a shared link return
 * to the same list (docs/back-office-app.md, "Lists"). A value equal to its default is left out of the address;
 * changes replace the entry, so typing a search does not fill the history.
 */
export function useListParams<Key extends string>(defaults: Record<Key, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(Object.entries<string>(defaults).map(([key, fallback]) => [key, searchParams.get(key) ?? fallback])) as Record<Key, string>;
  const set = (key: Key, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaults[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return [values, set] as const;
}

/** Whether a name contains the search, ignoring case and surrounding spaces; an empty search matches all. */
export const matchesSearch = (name: string, search: string) => name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

/** The active filter's choices. */
export const activeChoices = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Whether an item passes the active filter ('all', 'active' or 'inactive'). */
export const matchesActive = (active: boolean, filter: string) => filter === 'all' || active === (filter === 'active');
