import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { reportCsvFileName, reportToCsv } from './report-csv';

/** One value of a report row: text (dates as YYYY-MM-DD), a whole number, yes or no, or nothing. */
export type ReportValue = string | number | boolean | null;

/** A report as the contract's ReportResult carries it (structurally, so this library needs no API types). */
export interface ReportTableResult {
  report: { reportName: string; description: string };
  columns: { key: string; label: string }[];
  rows: Record<string, ReportValue | undefined>[];
  generated_at?: string;
}

export interface ReportTableProps {
  /** The report to show; left out while it loads or when it failed. */
  result?: ReportTableResult | undefined;
  /** True while the report loads: a loader in place of the table. */
  loading?: boolean;
  /** Why the report could not be shown, as an alert in place of the table. */
  error?: ReactNode;
  /** Said when the report has no rows; the spec's words unless given. */
  empty?: ReactNode;
}

/** The spec's empty text for a report (docs/reports.md). */
export const REPORT_EMPTY_TEXT = 'There is no data available matching the conditions for this report';

const numberFormat = new Intl.NumberFormat('en-US');

/** A value as the table shows it: Yes or No, grouped digits, a dash for nothing. */
export function formatReportValue(value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  return value;
}

/**
 * Saves the report as a CSV file: a Blob behind an object URL, clicked through a transient link so the browser
 * downloads it under the report's file name. The UTF-8 byte order mark lets spreadsheet programs read names
 * with accents correctly.
 */
export function downloadReportCsv(result: ReportTableResult): void {
  const blob = new Blob(['\uFEFF', reportToCsv(result)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportCsvFileName(result);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Columns whose values are all numbers are aligned right, so digits line up. */
const isNumeric = (rows: ReportTableResult['rows'], key: string) => rows.some((row) => typeof row[key] === 'number') && rows.every((row) => row[key] === null || typeof row[key] !== 'string');

/**
 * A report as a table (back-office /display-report and the organisation administrator's reports): the report's
 * name as the caption and its description, one column per report column, one row per report row; loading,
 * failure and the spec's empty text in its place when there is no table to show. A "Download CSV" button
 * above the table saves its rows (report-csv.ts).
 */
export function ReportTable({ result, loading = false, error, empty = REPORT_EMPTY_TEXT }: ReportTableProps) {
  const descriptionId = useId();
  if (error)
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  if (loading || !result) return <Loader aria-label="Loading report" />;

  const { report, columns, rows } = result;
  const description = (
    <Text id={descriptionId} c="dimmed" size="sm">
      {report.description}
    </Text>
  );
  if (rows.length === 0)
    return (
      <Stack gap="xs">
        <Text fw={600}>{report.reportName}</Text>
        {description}
        <EmptyState message={empty} />
      </Stack>
    );

  const numeric = new Set(columns.filter((column) => isNumeric(rows, column.key)).map((column) => column.key));
  const align = (key: string) => (numeric.has(key) ? 'right' : 'left');
  return (
    <Stack gap="xs">
      {/* On a phone the button goes under the description rather than off the screen. */}
      <Group justify="space-between" align="flex-start">
        {description}
        <Button variant="light" size="xs" onClick={() => downloadReportCsv(result)} aria-label={`Download CSV: ${report.reportName}`}>
          Download CSV
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped captionSide="top" aria-describedby={descriptionId}>
          <Table.Caption>{report.reportName}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" ta={align(column.key)}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Report rows have no id of their own; their order is the report's.
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={align(column.key)}>
                    {formatReportValue(row[column.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
