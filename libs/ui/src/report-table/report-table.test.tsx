import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { REPORT_EMPTY_TEXT, ReportTable, formatReportValue } from './report-table';
import { emptyReport, inactiveUsersReport, unstartedUsersReport } from './sample-reports';

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('ReportTable', () => {
  it('shows the report named by its caption and described, its columns and its rows', async () => {
    const { container } = renderWithProviders(<ReportTable result={inactiveUsersReport} />);
    const table = screen.getByRole('table', { name: 'Inactive users' });
    expect(table).toHaveAccessibleDescription(inactiveUsersReport.report.description);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Last active on', 'Days since last active']);
    expect(cellsOf(table)).toEqual([
      ['Ana Silva', 'ana@northwind.example', '—', '—'],
      ['Gia Lead', 'gia@northwind.example', '2026-11-19', '6'],
      ['Tom Reyes', 'tom@northwind.example', '2026-11-24', '1'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says yes and no in words', () => {
    renderWithProviders(<ReportTable result={unstartedUsersReport} />);
    expect(cellsOf(screen.getByRole('table', { name: 'Users who have not started' })).map((row) => row[3])).toEqual(['Yes', 'No']);
  });

  it('says the spec’s words when the report has no rows, under its name', async () => {
    const { container } = renderWithProviders(<ReportTable result={emptyReport} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Users who have not started')).toBeInTheDocument();
    expect(screen.getByText('There is no data available matching the conditions for this report')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a loader while the report loads and the failure when it cannot be shown', () => {
    const { rerender } = renderWithProviders(<ReportTable loading />);
    expect(screen.getByLabelText('Loading report')).toBeInTheDocument();
    rerender(<ReportTable error="An error occured. Please try again later." />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
    expect(screen.queryByLabelText('Loading report')).not.toBeInTheDocument();
  });

  describe('Download CSV', () => {
    afterEach(() => vi.restoreAllMocks());

    const captureDownloads = () => {
      const blobs: Blob[] = [];
      const names: string[] = [];
      // jsdom has no object URLs and does not navigate; record what would be downloaded instead.
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      return { blobs, names };
    };

    it('saves the report as a CSV file named after it and the day, with a mouse or the keyboard', async () => {
      const downloads = captureDownloads();
      const { user } = renderWithProviders(<ReportTable result={inactiveUsersReport} />);
      const button = screen.getByRole('button', { name: 'Download CSV: Inactive users' });
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.click(button);
      expect(downloads.names).toEqual(['inactive-users-2026-11-25.csv', 'inactive-users-2026-11-25.csv']);
      const [blob] = downloads.blobs;
      expect(blob?.type).toBe('text/csv;charset=utf-8');
      const text = await blob?.text();
      expect(text?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Name,Email,Last active on,Days since last active');
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('is not offered while loading, on failure or when there are no rows', () => {
      const { rerender } = renderWithProviders(<ReportTable result={emptyReport} />);
      expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
      rerender(<ReportTable loading />);
      expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    });
  });

  it('formats values: a dash for nothing, grouped digits', () => {
    expect([null, undefined, '', 0, 12345, true, false, '2026-11-25'].map(formatReportValue)).toEqual(['—', '—', '—', '0', '12,345', 'Yes', 'No', '2026-11-25']);
    expect(REPORT_EMPTY_TEXT).toBe('There is no data available matching the conditions for this report');
  });
});
