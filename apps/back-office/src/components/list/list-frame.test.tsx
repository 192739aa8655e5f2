import { axeViolations } from '@stride/ui/testing';
import { StrideProvider } from '@stride/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeFilter, ListFrame, nameSortChoices, singular } from './list-frame';
import { pageLocally, type LocalListSpec } from './list-query';
import { useListState } from './use-list-state';

interface Item {
  id: number;
  name: string;
  active: boolean;
}

const items: Item[] = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Item ${String(index + 1).padStart(2, '0')}`, active: index % 2 === 0 }));
const spec: LocalListSpec<Item, 'active'> = {
  search: (item) => [item.name],
  sorts: { name: (item) => item.name, created: (item) => item.id },
  filters: { active: (item, value) => String(item.active) === value },
};

/** A list screen built of the toolkit alone: the hook, the frame and the browser paging. */
function ItemList() {
  const list = useListState({ filters: ['active'], sorts: ['name', 'created'] });
  const page = pageLocally(items, list.state, spec);
  return (
    <ListFrame list={list} noun="items" total={page.total} filters={[activeFilter]} sortChoices={nameSortChoices}>
      <ul aria-label="Items">
        {page.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </ListFrame>
  );
}

function renderList(entry = '/items') {
  const routes = [
    {
      path: '/items',
      element: (
        <main>
          <ItemList />
        </main>
      ),
    },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <StrideProvider env="test">
      <RouterProvider router={router} />
    </StrideProvider>,
  );
  return { router, user: userEvent.setup() };
}

const shown = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((item) => item.textContent);

describe('useListState and ListFrame', () => {
  it('shows the first page with its count and a labelled pager, and passes axe', async () => {
    renderList();
    expect(shown()).toHaveLength(25);
    expect(shown()[0]).toBe('Item 01');
    expect(screen.getByText('60 items, showing 1–25')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of items' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Any status');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('keeps page, filter, sort and search in the address, each change but paging back on page 1', async () => {
    const { router, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(shown()[0]).toBe('Item 26');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(router.state.location.search).toBe('?active=false');
    expect(screen.getByText('30 items, showing 1–25')).toBeInTheDocument();
    expect(shown()[0]).toBe('Item 02');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest first');
    expect(router.state.location.search).toBe('?active=false&sort=created&order=desc');
    expect(shown()[0]).toBe('Item 60');

    // The search runs once typing pauses, without Enter.
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'item 4');
    expect(await screen.findByText('5 items')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?active=false&sort=created&order=desc&q=item+4');
    expect(shown()).toEqual(['Item 48', 'Item 46', 'Item 44', 'Item 42', 'Item 40']);
    // Back to the defaults: they leave the address.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name, A to Z');
    expect(router.state.location.search).toBe('?active=false&q=item+4');
  });

  it('opens on the state of a shared link, and Back returns to it with the search box filled', async () => {
    const { router } = renderList('/items?q=item&active=true&page=2&sort=bogus&order=desc');
    // An unknown sort falls back to the default, name; the order stays.
    expect(shown()[0]).toBe('Item 09');
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('item');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('item');
    expect(shown()[0]).toBe('Item 09');
  });

  it('is used by keyboard: the search, the selects and the pager are all reached with Tab', async () => {
    const { router, user } = renderList();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveFocus();
    await user.keyboard('Item 1{Enter}');
    expect(router.state.location.search).toBe('?q=Item+1');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Pages of items' })).not.toBeInTheDocument();
  });
});

describe('a page past the end', () => {
  it('turns into the last page', async () => {
    const { router } = renderList('/items?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(shown()[0]).toBe('Item 51');
  });
});

describe('the count', () => {
  it('names one item in the singular', () => {
    expect(['activities', 'admins', 'organizations', 'challenges', 'subtopics'].map(singular)).toEqual(['activity', 'admin', 'organization', 'challenge', 'subtopic']);
  });
});
