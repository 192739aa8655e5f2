import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryGate } from '../../../components/screen-states';

interface Page<Item> {
  items: Item[];
  page: number;
  page_size: number;
  total: number;
}

/** The page of a journal list being shown; page 1 first. */
export function usePageNumber() {
  return useState(1);
}

/**
 * One of the journal's lists, a page of 5 at a time (docs/journal.md): the items, the empty
 * text, and page buttons when there is more than one page. A page left empty by a removal steps back.
 */
export function JournalList<Item>({
  query,
  onPage,
  label,
  empty,
  item,
}: {
  query: UseQueryResult<Page<Item>, unknown>;
  onPage: (page: number) => void;
  label: string;
  empty: string;
  item: (item: Item) => ReactNode;
}) {
  const data = query.data;
  const pages = data ? Math.ceil(data.total / data.page_size) : 0;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) onPage(Math.max(1, pages));
  }, [data, pages, onPage]);

  return (
    <QueryGate query={query} label={`Loading ${label.toLowerCase()}`}>
      {(page) =>
        page.total === 0 ? (
          <Text>{empty}</Text>
        ) : (
          <Stack gap="md">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
              {page.items.map(item)}
            </Stack>
            {pages > 1 && (
              <Group component="nav" justify="center" aria-label={`Pages of ${label.toLowerCase()}`}>
                <Pagination
                  total={pages}
                  value={page.page}
                  onChange={onPage}
                  getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined })}
                  getItemProps={(number) => ({ 'aria-label': `Page ${number} of ${pages}` })}
                />
              </Group>
            )}
          </Stack>
        )
      }
    </QueryGate>
  );
}
