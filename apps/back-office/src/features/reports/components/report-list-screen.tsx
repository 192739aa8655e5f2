import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { inactiveDayOptions, reportCatalogue, reportMessages, reportRow, reportViewLink, takesDays, type InactiveDays, type ReportInfo, type ReportLinkOptions, type ReportVariant } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IdSelect } from '../../../components/id-select';
import { PageSection } from '../../../components/page-section';
import { reportQueries } from '../api';
import { reportScreenMessages } from '../messages';
import { displayReportPath, type DisplayReportState } from '../navigation';

const ID = /^[1-9]\d{0,9}$/;
const idParam = (value: string | null) => (value !== null && ID.test(value) ? Number(value) : null);

/** Which reports a choice opens: an organisation's (org_admin) or, with a team, that team's (group_admin). */
interface ReportScope {
  variant: ReportVariant;
  options: ReportLinkOptions;
  /** Whose reports, for the table's caption. */
  label: string;
}

/**
 * /report (back-office §2): choose an organisation and, optionally, one of its teams (kept in the address as
 * ?organization_id and ?group_id), then the table Report, Description, Actions; View opens /display-report
 * with the report's view link in navigation state. The inactive-users report first asks for a day option.
 */
export function ReportListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const organizationId = idParam(searchParams.get('organization_id'));
  const teamId = organizationId === null ? null : idParam(searchParams.get('group_id'));
  const organizations = useQuery(reportQueries.organizations());
  const teams = useQuery({ ...reportQueries.teams(organizationId ?? 0), enabled: organizationId !== null });

  const choose = (organization: number | null, team: number | null) => {
    const next = new URLSearchParams();
    if (organization !== null) next.set('organization_id', String(organization));
    if (organization !== null && team !== null) next.set('group_id', String(team));
    setSearchParams(next, { replace: true });
  };

  const organization = organizations.data?.find((candidate) => candidate.id === organizationId);
  const team = teams.data?.find((candidate) => candidate.id === teamId);
  const scope: ReportScope | null = !organization
    ? null
    : team
      ? { variant: 'group_admin', options: { group_id: team.id }, label: `${organization.name}: ${team.name}` }
      : { variant: 'org_admin', options: { organization_id: organization.id }, label: organization.name };

  return (
    <PageSection title="Reports">
      {organizations.isError && (
        <Alert color="red" role="alert">
          {reportScreenMessages.listFailed}
        </Alert>
      )}
      <Group align="end">
        <IdSelect label="Organization" none="Choose an organization" value={organizationId} items={organizations.data} itemLabel={(organization) => organization.name} onChange={(id) => choose(id, null)} />
        <IdSelect
          label="Team"
          none="All teams"
          value={teamId}
          items={teams.data}
          itemLabel={(team) => team.name}
          disabled={organizationId === null}
          onChange={(id) => choose(organizationId, id)}
        />
      </Group>
      {scope ? <ReportCatalogueTable scope={scope} /> : <Text c="dimmed">{reportScreenMessages.chooseOrganization}</Text>}
    </PageSection>
  );
}

/** The nine reports of the chosen organisation or team, each with its View action. */
function ReportCatalogueTable({ scope }: { scope: ReportScope }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [askingDays, setAskingDays] = useState<ReportInfo | null>(null);

  const open = (viewLink: string) => {
    const state: DisplayReportState = { viewLink, returnTo: `${location.pathname}${location.search}` };
    void navigate(displayReportPath, { state });
  };

  return (
    <>
      <Table striped captionSide="top">
        <Table.Caption>{`Reports of ${scope.label}`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Report</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reportCatalogue.map((report) => {
            const row = reportRow(report.name, scope.variant, scope.options);
            return (
              <Table.Tr key={report.name}>
                <Table.Td>{row.reportName}</Table.Td>
                <Table.Td>{row.description}</Table.Td>
                <Table.Td>
                  <Button
                    variant="light"
                    size="xs"
                    aria-label={`View ${row.reportName}`}
                    onClick={() => (takesDays(report.name) ? setAskingDays(report) : open(row.viewLink))}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <DaysDialog
        report={askingDays}
        onClose={() => setAskingDays(null)}
        onView={(report, days) => open(reportViewLink(report.name, scope.variant, { ...scope.options, days }))}
      />
    </>
  );
}

/** The inactive-users report's day option, asked before it opens (back-office §5 and §9). */
function DaysDialog({ report, onClose, onView }: { report: ReportInfo | null; onClose: () => void; onView: (report: ReportInfo, days: InactiveDays) => void }) {
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setDays('');
    setProblem(null);
    onClose();
  };
  const view = () => {
    const option = inactiveDayOptions.find((candidate) => String(candidate.value) === days);
    if (!report) return;
    if (!option) {
      setProblem(reportMessages.chooseDays);
      return;
    }
    onView(report, option.value);
  };
  return (
    <Modal opened={report !== null} onClose={close} title={report?.title ?? ''}>
      <Stack gap="md">
        <NativeSelect
          label="Inactive"
          value={days}
          onChange={(event) => {
            setDays(event.currentTarget.value);
            setProblem(null);
          }}
          data={[{ value: '', label: 'Select an option' }, ...inactiveDayOptions.map((option) => ({ value: String(option.value), label: option.label }))]}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={view}>View report</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
