import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isNarrowed, useListState } from './use-list-state';

/** Renders the hook on a route at `entry`; the router tells where the address went. */
function renderListState(entry: string, prefix?: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = renderHook(() => useListState({ filters: ['goal_id'], sorts: ['name', 'code'], prefix }), {
    wrapper: ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [entry] });
      return <RouterProvider router={router} />;
    },
  });
  return { ...view, location: () => router!.state.location.search };
}

describe('useListState', () => {
  it('reads the defaults from an empty address, and a broken page as page 1', () => {
    const { result } = renderListState('/list?page=-3&order=sideways');
    expect(result.current.state).toEqual({ q: '', filters: { goal_id: '' }, sort: 'name', order: 'asc', page: 1 });
    expect(isNarrowed(result.current.state)).toBe(false);
  });

  it('sorts by a header: a new key ascending, the same key again descending; unknown keys are ignored', () => {
    const { result, location } = renderListState('/list?page=4');
    act(() => result.current.sortBy('code'));
    expect(location()).toBe('?sort=code');
    act(() => result.current.sortBy('code'));
    expect(location()).toBe('?sort=code&order=desc');
    act(() => result.current.sortBy('points'));
    expect(location()).toBe('?sort=code&order=desc');
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('goal_id', '11'));
    expect(location()).toBe('?sort=code&order=desc&goal_id=11');
    expect(isNarrowed(result.current.state)).toBe(true);
  });

  it('keeps a second list apart with a prefix, leaving the other entries alone', () => {
    const { result, location } = renderListState('/list?q=acme&team_page=2', 'team_');
    expect(result.current.state.q).toBe('');
    expect(result.current.state.page).toBe(2);
    act(() => result.current.setSearch('sales'));
    expect(location()).toBe('?q=acme&team_q=sales');
  });
});
