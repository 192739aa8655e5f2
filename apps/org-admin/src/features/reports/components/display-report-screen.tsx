import { Button, Loader, Text } from '@mantine/core';
import { ReportContent, openedReport, reportCatalogue, type ParsedReportLink } from '@stride/reports';
import { PageSection } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { AdministratorState } from '../../../lib/administrator-state';
import { reportQueries } from '../api';
import { reportChartData } from '../report-chart-data';

// @mantine/charts and recharts weigh more than the rest of the first page: only a report with a chart loads them.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));

/** "Back to reports": the Reports section of /administrator. */
function BackToReports() {
  return (
    <Button component={Link} to={paths.administrator} state={{ section: 'reports' } satisfies AdministratorState} variant="light">
      Back to reports
    </Button>
  );
}

/**
 * /display-report?report= (docs/org-admin-app.md): the report whose view link the Reports section passed in
 * navigation state or the address, under its title: a chart for the comparisons, then the table with Download CSV (loading,
 * failure and the spec's empty text included). Opened without a link, or with one the list does not make,
 * it says so and leads back to the reports.
 */
export function DisplayReportScreen() {
  const location = useLocation();
  const opened = openedReport(location.state, new URLSearchParams(location.search));
  if ('problem' in opened)
    return (
      <PageSection title="Report" actions={<BackToReports />}>
        <Text>{opened.problem}</Text>
      </PageSection>
    );
  return <ReportView link={opened.link} />;
}

function ReportView({ link }: { link: ParsedReportLink }) {
  const report = useQuery(reportQueries.report(link));
  const chart = report.data && reportChartData(link.name, report.data);
  const title = reportCatalogue.find((entry) => entry.name === link.name)?.title ?? 'Report';
  return (
    <PageSection title={title} actions={<BackToReports />}>
      <ReportContent link={link} report={report}>
        {chart && (
          <Suspense fallback={<Loader aria-label="Loading chart" />}>
            <ReportChart chart={chart} />
          </Suspense>
        )}
      </ReportContent>
    </PageSection>
  );
}
