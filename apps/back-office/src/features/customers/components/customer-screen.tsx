import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import { Button, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { QueryTable } from '../../../components/query-table';
import { customerQueries, type Group, type Organization } from '../api';
import { customerScreenMessages } from '../messages';
import { OrganizationTable } from './organization-table';
import { TeamUsersTable } from './team-users-table';

const tabs = ['Organization', 'Team', 'User'] as const;
type CustomerTab = (typeof tabs)[number];

/** Navigation state that opens /admin/customer on a tab, e.g. `{ tab: 'Team' }`. */
export interface CustomerScreenState {
  tab?: CustomerTab;
}

const isTab = (value: unknown): value is CustomerTab => tabs.includes(value as CustomerTab);

/**
 * /admin/customer (back-office §2): tabs Organization, Team and User, the one opened chosen by navigation
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
    <PageSection title="Customers">
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
      />
    </Stack>
  );
}

/** A name in a drill-down table that opens the next step. */
function DrillButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" px={0} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

interface TeamsPanelProps {
  organizationId: number | null;
  onChooseOrganization: (organizationId: number | null) => void;
  onOpen: (team: Group) => void;
}

function TeamsPanel({ organizationId, onChooseOrganization, onOpen }: TeamsPanelProps) {
  const organizations = useQuery(customerQueries.organizations());
  const teams = useQuery(organizationId === null ? customerQueries.allTeams() : customerQueries.teams(organizationId));
  return (
    <Stack gap="md">
      <IdSelect label="Organization" none="All organizations" value={organizationId} onChange={onChooseOrganization} items={organizations.data} itemLabel={(organization) => organization.name} />
      <Button component={Link} to="/admin/team/add" variant="light" w="fit-content">
        Add team
      </Button>
      <QueryTable
        query={teams}
        caption="Teams"
        rowKey={(team: Group) => team.id}
        empty="No teams yet."
        failed={customerScreenMessages.listFailed}
        columns={[
          {
            header: 'Name',
            cell: (team) => (
              <DrillButton label={`Users of ${team.name}`} onClick={() => onOpen(team)}>
                {team.name}
              </DrillButton>
            ),
          },
          { header: 'Description', cell: (team) => team.description },
          { header: 'Organization', cell: (team) => team.organization?.name ?? '—' },
          { header: 'Admin email', cell: (team) => team.group_admin_email },
        ]}
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
      {team ? <TeamUsersTable key={team.id} team={team} /> : <Text c="dimmed">Choose a team to see its users.</Text>}
    </Stack>
  );
}

interface IdSelectProps<Item extends { id: number }> {
  label: string;
  /** The first choice, which chooses none. */
  none: string;
  value: number | null;
  onChange: (id: number | null) => void;
  items: Item[] | undefined;
  itemLabel: (item: Item) => string;
}

/** A native select of one organisation or team by id (keyboard and screen-reader friendly). */
function IdSelect<Item extends { id: number }>({ label, none, value, onChange, items = [], itemLabel }: IdSelectProps<Item>) {
  return (
    <NativeSelect
      label={label}
      w={320}
      value={value?.toString() ?? ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[{ value: '', label: none }, ...items.map((item) => ({ value: item.id.toString(), label: itemLabel(item) }))]}
    />
  );
}
