import { ApiError, type Schema } from '@stride/api-sdk';
import { StrideProvider } from '@stride/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseReportLink, reportRow } from './catalogue';
import { ReportContent, displayReportAddress, openedReport } from './report-content';

const inactiveLink = 'reports/inactive-users/group_admin?days=1';

const inactiveUsers = (rows: Schema<'ReportResult'>['rows']): Schema<'ReportResult'> => ({
  report: reportRow('inactive-users', 'group_admin', { days: 1 }),
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'days_inactive', label: 'Days since last active' },
  ],
  rows,
  generated_at: '2026-11-25T09:00:00.000Z',
});

/** ReportContent over a real query whose answer is `read`. */
function renderContent(read: () => Promise<Schema<'ReportResult'>>) {
  const link = parseReportLink(inactiveLink)!;
  function Harness() {
    const report = useQuery({ queryKey: ['report'], queryFn: read, retry: false });
    return (
      <ReportContent link={link} report={report}>
        <p>the chart</p>
      </ReportContent>
    );
  }
  render(
    <StrideProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>
    </StrideProvider>,
  );
}

describe('openedReport', () => {
  it('reads the view link and the way back from navigation state', () => {
    expect(openedReport({ viewLink: inactiveLink, returnTo: '/report?organization_id=1' })).toEqual({
      link: { name: 'inactive-users', variant: 'group_admin', query: { days: 1 } },
      returnTo: '/report?organization_id=1',
    });
    expect(openedReport({ viewLink: 'reports/basic-metrics/org_admin' })).toMatchObject({ returnTo: null });
  });

  it('reads them from the address when there is no navigation state (a reload, a shared link)', () => {
    const address = displayReportAddress('/display-report', { viewLink: inactiveLink, returnTo: '/report?organization_id=1' });
    const search = new URLSearchParams(address.slice(address.indexOf('?')));
    expect(openedReport(null, search)).toEqual({ link: { name: 'inactive-users', variant: 'group_admin', query: { days: 1 } }, returnTo: '/report?organization_id=1' });
    // A way back that is not this app's own path is dropped.
    expect(openedReport(null, new URLSearchParams({ report: inactiveLink, from: 'https://elsewhere.example' }))).toMatchObject({ returnTo: null });
  });

  it('says why there is nothing to show: no state, no link, or a link the list does not make', () => {
    const noReport = { problem: 'No report was chosen. Open one from the report list.' };
    expect(openedReport(null)).toEqual(noReport);
    expect(openedReport({ viewLink: 7 })).toEqual(noReport);
    expect(openedReport({ viewLink: 'user/org-members' })).toEqual({ problem: 'This report link is not one the report list makes. Open the report from the list again.' });
    expect(openedReport({ viewLink: 'reports/inactive-users/org_admin?days=2' })).toMatchObject({ problem: expect.stringContaining('not one the report list makes') });
  });
});

describe('ReportContent', () => {
  it('names the day option and shows the table, with what the screen adds above it once the report is there', async () => {
    renderContent(() => Promise.resolve(inactiveUsers([{ name: 'Tom Reyes', days_inactive: 2 }])));
    expect(screen.getByText('Inactive: For Last 2 Days')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading report')).toBeInTheDocument();
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Inactive users' })).toBeInTheDocument();
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });

  it('says the spec’s words for a report without rows', async () => {
    renderContent(() => Promise.resolve(inactiveUsers([])));
    expect(await screen.findByText('There is no data available matching the conditions for this report')).toBeInTheDocument();
  });

  it('shows the server’s reason for a refusal', async () => {
    renderContent(() => Promise.reject(new ApiError(403, { error: { code: 'Forbidden', message: 'You may only read the reports of the groups you administer.' } })));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may only read the reports of the groups you administer.');
  });

  it('shows its own words for a server failure', async () => {
    renderContent(() => Promise.reject(new ApiError(500, { error: { code: 'InternalServerError', message: 'Internal Server Error' } })));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });
});
