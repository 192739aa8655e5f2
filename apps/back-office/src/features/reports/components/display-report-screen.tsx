import { Anchor, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PageSection } from '@stride/ui';
import { reportQueries } from '../api';
import { reportListPath } from '../navigation';
import { ReportContent, openedReport, type ReportToShow } from '@stride/reports';

/**
 * /display-report?report= (docs/reports.md): the report whose view link /report passed in navigation state
 * or the address, as a table (loading, failure and the spec's empty text included). Opened without one, or
 * with a link the list does not make, it says so and leads back to the list.
 */
export function DisplayReportScreen() {
  const location = useLocation();
  const opened = openedReport(location.state, new URLSearchParams(location.search));
  if ('problem' in opened)
    return (
      <PageSection title="Report">
        <Text>{opened.problem}</Text>
        <Anchor component={Link} to={reportListPath}>
          Go to the report list
        </Anchor>
      </PageSection>
    );
  return <ReportView opened={opened} />;
}

function ReportView({ opened: { link, returnTo } }: { opened: ReportToShow }) {
  const report = useQuery(reportQueries.report(link));
  // Back to the list that opened this report, its choices kept.
  const back = returnTo?.startsWith(reportListPath) ? returnTo : reportListPath;
  return (
    <PageSection
      title="Report"
      actions={
        <Button component={Link} to={back} variant="light">
          Back to reports
        </Button>
      }
    >
      <ReportContent link={link} report={report} />
    </PageSection>
  );
}
