import { Alert, Group, Loader, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';

export interface QueryTableColumn<Row> {
  /** The column header. */
  header: string;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
  /** The sort key this column's header sorts by, when the table is sortable by it. */
  sortKey?: string;
}

/** The order a sortable table shows and how to change it. */
export interface QueryTableSort {
  /** The current sort key. */
  key: string;
  order: 'asc' | 'desc';
  /** Called with a column's sort key when its header is pressed. */
  onSort: (key: string) => void;
}

/**
 * The part of a list query the table reads. React-query's UseQueryResult fits it, so this library needs no
 * react-query: no data yet is still loading (pending), an error wins over stale data, as before a refetch.
 */
export interface QueryTableQuery<Row> {
  isError: boolean;
  data?: readonly Row[] | undefined;
}

export interface QueryTableProps<Row> {
  /** The list query; its loading, failure and emptiness are shown here. */
  query: QueryTableQuery<Row>;
  /** The table's caption, also its accessible name, e.g. "Organizations". */
  caption: string;
  /** The columns, left to right. */
  columns: QueryTableColumn<Row>[];
  /** A stable key per row. */
  rowKey: (row: Row) => string | number;
  /** Said when the list is empty (the spec's words). */
  empty: ReactNode;
  /** Said when the list cannot be loaded. */
  failed: string;
  /** Makes the headers of columns with a sortKey buttons that sort, their state in aria-sort. */
  sort?: QueryTableSort;
}

/** A captioned table of a list from the server with its loading, failure and empty states; scrolls sideways on small screens. */
export function QueryTable<Row>({ query, caption, columns, rowKey, empty, failed, sort }: QueryTableProps<Row>) {
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  if (!query.data) return <Loader aria-label={`Loading ${caption.toLowerCase()}`} />;
  if (query.data.length === 0) return <EmptyState message={empty} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <ColumnHeader key={column.header} header={column.header} sortKey={column.sortKey} sort={sort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A column header; a sortable one is a button (Enter or Space sorts, again turns the order round) whose
 * header carries aria-sort, and shows the order with an arrow that screen readers skip (aria-sort says it).
 * The arrow is drawn, not a character, so the header's text stays its name.
 */
function ColumnHeader({ header, sortKey, sort }: { header: string; sortKey: string | undefined; sort: QueryTableSort | undefined }) {
  if (!sort || !sortKey) return <Table.Th scope="col">{header}</Table.Th>;
  const current = sort.key === sortKey;
  const ariaSort = current ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={() => sort.onSort(sortKey)} fw={700} fz="inherit">
        <Group gap={4} wrap="nowrap">
          {header}
          <SortArrow direction={current ? sort.order : undefined} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Up for ascending, down for descending, both for a column the table is not sorted by. */
function SortArrow({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12" fill="currentColor">
      {direction !== 'desc' && <path d="M5 0 10 5H0z" opacity={direction ? 1 : 0.4} />}
      {direction !== 'asc' && <path d="M5 12 0 7h10z" opacity={direction ? 1 : 0.4} />}
    </svg>
  );
}
