import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { errorMessage, inactiveDayOptions, parseReportLink, type ParsedReportLink } from '@stride/api-sdk';
import { ReportTable } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { reportQueries } from '../api';
import { reportScreenMessages } from '../messages';
import { reportListPath, type DisplayReportState } from '../navigation';

/** The list to go back to: the one that opened this report (its choices kept), or the bare list. */
const returnPath = (state: Partial<DisplayReportState> | null) =>
  typeof state?.returnTo === 'string' && state.returnTo.startsWith(reportListPath) ? state.returnTo : reportListPath;

/**
 * /display-report (back-office §2): the report whose view link /report passed in navigation state, as a
 * table (loading, failure and the spec's empty text included). Opened without one, or with a link the list
 * does not make, it says so and leads back to the list.
 */
export function DisplayReportScreen() {
  const state = useLocation().state as Partial<DisplayReportState> | null;
  const viewLink = typeof state?.viewLink === 'string' ? state.viewLink : null;
  const parsed = viewLink === null ? null : parseReportLink(viewLink);
  const back = returnPath(state);

  if (!parsed)
    return (
      <PageSection title="Report">
        <Text>{viewLink === null ? reportScreenMessages.noReport : reportScreenMessages.unknownLink}</Text>
        <Anchor component={Link} to={reportListPath}>
          Go to the report list
        </Anchor>
      </PageSection>
    );
  return <ReportView link={parsed} back={back} />;
}

function ReportView({ link, back }: { link: ParsedReportLink; back: string }) {
  const report = useQuery(reportQueries.report(link));
  const days = inactiveDayOptions.find((option) => option.value === link.query.days);
  return (
    <PageSection
      title="Report"
      actions={
        <Button component={Link} to={back} variant="light">
          Back to reports
        </Button>
      }
    >
      <Stack gap="sm">
        {days && <Text>Inactive: {days.label}</Text>}
        <ReportTable
          result={report.data}
          loading={report.isPending}
          error={report.isError ? errorMessage(report.error, reportScreenMessages.reportFailed) : undefined}
        />
      </Stack>
    </PageSection>
  );
}
