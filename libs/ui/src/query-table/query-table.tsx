import { Alert, Loader, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';

export interface QueryTableColumn<Row> {
  /** The column header. */
  header: string;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
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
}

/** A captioned table of a list from the server with its loading, failure and empty states; scrolls sideways on small screens. */
export function QueryTable<Row>({ query, caption, columns, rowKey, empty, failed }: QueryTableProps<Row>) {
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
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
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
