import type { ReportTableResult, ReportValue } from './report-table';

/**
 * A report as CSV (RFC 4180) and the name of its file, for the report table's "Download CSV".
 *
 * It lives beside the table rather than in @stride/api-sdk's catalogue because a ui library may not import
 * a data-access one (docs/conventions.md rule 1); it reads the ReportResult structurally, as the table does.
 *
 * - The first record is the column labels, then one record per row, in the columns' order; records end in CRLF.
 * - A field is quoted when it holds a comma, a double quote, CR or LF (or starts with a space or a quote guard),
 *   and a double quote inside it is doubled.
 * - Nothing (null, undefined) is an empty field; yes or no is `Yes`/`No`, as the table says; numbers are
 *   written plainly, without grouping, so a spreadsheet reads them as numbers.
 * - Formula injection (OWASP "CSV Injection"): a text field starting with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return would be run as a formula by a spreadsheet, so it is prefixed with a single quote and
 *   quoted. Numbers are never prefixed, so a negative figure stays a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field of a CSV record, guarded and quoted as needed. */
export function csvField(value: ReportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return guarded !== value || NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The report as CSV text: a header of the column labels, then the rows; CRLF after every record. */
export function reportToCsv(result: Pick<ReportTableResult, 'columns' | 'rows'>): string {
  const header = result.columns.map((column) => csvField(column.label));
  const records = result.rows.map((row) => result.columns.map((column) => csvField(row[column.key])));
  return [header, ...records].map((fields) => `${fields.join(',')}\r\n`).join('');
}

/**
 * The file name of a report's CSV: the report's name in lower-case words joined by hyphens, then the day it
 * was generated (YYYY-MM-DD, UTC; today when the result carries no time), e.g. `inactive-users-2026-11-25.csv`.
 */
export function reportCsvFileName(result: Pick<ReportTableResult, 'report' | 'generated_at'>, now: Date = new Date()): string {
  const slug =
    result.report.reportName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report';
  const generated = result.generated_at ? new Date(result.generated_at) : now;
  const day = (Number.isNaN(generated.getTime()) ? now : generated).toISOString().slice(0, 10);
  return `${slug}-${day}.csv`;
}
