import { Stack, Text } from '@mantine/core';
import { errorMessage, type Schema } from '@stride/api-sdk';
import { ReportTable } from '@stride/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { inactiveDayOptions, parseReportLink, type ParsedReportLink } from './catalogue';

/** Navigation state with which a report list opens /display-report: the report's view link, and where to go back to. */
export interface DisplayReportState {
  viewLink: string;
  returnTo?: string;
}

/**
 * /display-report's address for a report: the view link (and the way back) in the query too, so a reload or a
 * shared link shows the same report (docs/reports.md); navigation state stays as the shortcut.
 */
export function displayReportAddress(path: string, state: DisplayReportState): string {
  const query = new URLSearchParams({ report: state.viewLink, ...(state.returnTo ? { from: state.returnTo } : {}) });
  return `${path}?${query.toString()}`;
}

/** The report screens' own words; the spec's are in the catalogue's reportMessages. */
export const reportScreenMessages = {
  reportFailed: 'An error occured. Please try again later.',
  noReport: 'No report was chosen. Open one from the report list.',
  unknownLink: 'This report link is not one the report list makes. Open the report from the list again.',
} as const;

/** A report /display-report can show: its link read back, and the address that opened it, when given. */
export interface ReportToShow {
  link: ParsedReportLink;
  returnTo: string | null;
}

export type OpenedReport = ReportToShow | { problem: string };

/**
 * What /display-report was asked to show: the view link in navigation state, else in the address's query
 * (`?report=`, `&from=`), read back into a typed call, or why there is nothing to show (neither, or a link
 * the report list does not make, which is never requested).
 */
export function openedReport(state: unknown, search: URLSearchParams = new URLSearchParams()): OpenedReport {
  const fromState = (state ?? {}) as Partial<Record<keyof DisplayReportState, unknown>>;
  const viewLink = typeof fromState.viewLink === 'string' ? fromState.viewLink : search.get('report');
  const returnTo = typeof fromState.returnTo === 'string' ? fromState.returnTo : search.get('from');
  if (typeof viewLink !== 'string') return { problem: reportScreenMessages.noReport };
  const link = parseReportLink(viewLink);
  if (!link) return { problem: reportScreenMessages.unknownLink };
  // Only a path of this app is a way back: a shared address must not send the reader elsewhere.
  return { link, returnTo: typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null };
}

export interface ReportContentProps {
  link: ParsedReportLink;
  /** The report's query (getReport for `link`). */
  report: UseQueryResult<Schema<'ReportResult'>, unknown>;
  /** Shown above the table once the report is there (the org-admin app's chart). */
  children?: ReactNode;
}

/** One report: its day option when it has one, then the table (loading, the server's reason or ours for a failure, the spec's empty text). */
export function ReportContent({ link, report, children }: ReportContentProps) {
  const days = inactiveDayOptions.find((option) => option.value === link.query.days);
  return (
    <Stack gap="sm">
      {days && <Text>Inactive: {days.label}</Text>}
      {report.data && children}
      <ReportTable result={report.data} loading={report.isPending} error={report.isError ? errorMessage(report.error, reportScreenMessages.reportFailed) : undefined} />
    </Stack>
  );
}
