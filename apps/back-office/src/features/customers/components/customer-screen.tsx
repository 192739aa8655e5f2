import { Button, Stack, Tabs, Text } from '@mantine/core';
import { GroupMembersScreen } from '@stride/group-members';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSection } from '@stride/ui';
import { customerQueries, groupMembersApi, type Group, type Organization } from '../api';
import { IdSelect } from '../../../components/id-select';
import { DrillButton, ManageOrganizationLink } from './drill-controls';
import { OrganizationTable } from './organization-table';
import { TeamsPanel } from './teams-panel';

const tabs = ['Organization', 'Team', 'User'] as const;
type CustomerTab = (typeof tabs)[number];

/** Navigation state that opens /admin/customer on a tab, e.g. `{ tab: 'Team' }`. */
export interface CustomerScreenState {
  tab?: CustomerTab;
}

const isTab = (value: unknown): value is CustomerTab => tabs.includes(value as CustomerTab);

/**
 * /admin/customer (docs/back-office-app.md): tabs Organization, Team and User, the one opened chosen by navigation
 * state. The drill-down: choosing an organisation opens its teams, choosing a team opens its users; each
 * tab's select makes the same choice directly.
 */
export function CustomerScreen() {
  const requested = (useLocation().state as CustomerScreenState | null)?.tab;
  const [tab, setTab] = useState<CustomerTab>(isTab(requested) ? requested : 'Organization');
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);

  const openOrganization = (organization: Organization) => {
    setOrganizationId(organization.id);
    setTab('Team');
  };
  const openTeam = (team: Group) => {
    setTeamId(team.id);
    setTab('User');
  };

  return (
    <PageSection
      title="Customers"
      actions={
        <Button component={Link} to="/report" variant="light">
          Reports
        </Button>
      }
    >
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Organization" pt="md">
          <OrganizationsPanel onOpen={openOrganization} />
        </Tabs.Panel>
        <Tabs.Panel value="Team" pt="md">
          <TeamsPanel organizationId={organizationId} onChooseOrganization={setOrganizationId} onOpen={openTeam} />
        </Tabs.Panel>
        <Tabs.Panel value="User" pt="md">
          <UsersPanel teamId={teamId} onChooseTeam={setTeamId} />
        </Tabs.Panel>
      </Tabs>
    </PageSection>
  );
}

function OrganizationsPanel({ onOpen }: { onOpen: (organization: Organization) => void }) {
  return (
    <Stack gap="md">
      <Button component={Link} to="/admin/organization/list" variant="light" w="fit-content">
        Manage organizations
      </Button>
      <OrganizationTable
        name={(organization) => (
          <DrillButton label={`Teams of ${organization.name}`} onClick={() => onOpen(organization)}>
            {organization.name}
          </DrillButton>
        )}
        actions={(organization) => <ManageOrganizationLink organization={organization} />}
      />
    </Stack>
  );
}

function UsersPanel({ teamId, onChooseTeam }: { teamId: number | null; onChooseTeam: (teamId: number | null) => void }) {
  const teams = useQuery(customerQueries.allTeams());
  const team = teams.data?.find((candidate) => candidate.id === teamId);
  const teamLabel = (candidate: Group) => (candidate.organization ? `${candidate.organization.name}: ${candidate.name}` : candidate.name);
  return (
    <Stack gap="md">
      <IdSelect label="Team" none="Choose a team" value={teamId} onChange={onChooseTeam} items={teams.data} itemLabel={teamLabel} />
      {team ? <GroupMembersScreen key={team.id} group={team} api={groupMembersApi} /> : <Text c="dimmed">Choose a team to see its users.</Text>}
    </Stack>
  );
}
