import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Loader, Table } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userMessages } from '../messages';

export interface ListTableColumn<Row> {
  /** The column header. */
  header: string;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
}

export interface ListTableProps<Row> {
  /** The list query; its loading, failure and emptiness are shown here. */
  query: UseQueryResult<Row[], unknown>;
  /** The table's caption, also its accessible name. */
  caption: string;
  columns: ListTableColumn<Row>[];
  /** A stable key per row. */
  rowKey: (row: Row) => string | number;
  /** Said when the list is empty (the spec's words). */
  empty: string;
}

/** A list from the server as a table, with its loading, failure and empty states (members, programs, groups). */
export function ListTable<Row>({ query, caption, columns, rowKey, empty }: ListTableProps<Row>) {
  if (query.isPending) return <Loader aria-label={`Loading ${caption.toLowerCase()}`} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {userMessages.loadFailed}
      </Alert>
    );
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
