import type { SQL } from 'drizzle-orm';
import type { Members } from './report-members';
import type { Scope } from './report-scope';

type Value = string | number | boolean | null;
export type Row = Record<string, Value>;
export type Column = { key: string; label: string };

/** What a report's query reads with: one snapshot (a read-only transaction) of the scope. */
export interface ReportContext {
  scope: Scope;
  /** The inactive-users day option (the only report that takes one). */
  days: number | undefined;
  /** Runs a query in the report's snapshot. */
  read: <T>(query: SQL) => Promise<T[]>;
  /** The scope's members and their calendars; one more query (their time zones), so only on demand. */
  members: () => Promise<Members>;
}

/** One report (docs/reports.md): its columns, and the query that reads its rows. */
export interface ReportDefinition {
  columns: readonly Column[];
  query: (context: ReportContext) => Promise<Row[]>;
}

export const columns = (...pairs: [string, string][]): Column[] => pairs.map(([key, label]) => ({ key, label }));
export const NAME: [string, string] = ['name', 'Name'];
export const EMAIL: [string, string] = ['email', 'Email'];
