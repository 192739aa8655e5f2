import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSection } from '@stride/ui';
import { IdSelect } from '../../../components/id-select';
import { reportQueries } from '../api';
import { reportScreenMessages } from '../messages';
import { displayReportPath } from '../navigation';
import { ReportCatalogueTable, displayReportAddress, type DisplayReportState, type ReportLinkOptions, type ReportVariant } from '@stride/reports';

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
 * /report (docs/reports.md): choose an organisation and, optionally, one of its teams (kept in the address as
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
      {scope ? <ReportCatalogue scope={scope} /> : <Text c="dimmed">{reportScreenMessages.chooseOrganization}</Text>}
    </PageSection>
  );
}

/** The nine reports of the chosen organisation or team; View opens /display-report, with this list's address to return to. */
function ReportCatalogue({ scope }: { scope: ReportScope }) {
  const navigate = useNavigate();
  const location = useLocation();
  const open = (viewLink: string) => {
    const state: DisplayReportState = { viewLink, returnTo: `${location.pathname}${location.search}` };
    void navigate(displayReportAddress(displayReportPath, state), { state });
  };
  return <ReportCatalogueTable caption={`Reports of ${scope.label}`} variant={scope.variant} options={scope.options} onOpen={open} />;
}
