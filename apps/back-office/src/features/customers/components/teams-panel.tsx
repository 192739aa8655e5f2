import { Button, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerMessages } from '@stride/validation';
import { FormMessage, QueryTable } from '@stride/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { customerQueries, type Group } from '../api';
import { customerScreenMessages } from '../messages';
import { IdSelect } from '../../../components/id-select';
import { ListFrame } from '../../../components/list/list-frame';
import { pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { isNarrowed, tableSort, useListState } from '../../../components/list/use-list-state';
import { DrillButton } from './drill-controls';
import { EditDeleteButtons, NotAvailableDialog } from './row-actions';
import { AddTeamForm, EditTeamForm } from './team-form';

interface TeamsPanelProps {
  organizationId: number | null;
  onChooseOrganization: (organizationId: number | null) => void;
  onOpen: (team: Group) => void;
}

/** An organisation's teams are few: loaded whole, searched by name, organisation or admin e-mail, and sorted in the browser. */
const teamList: LocalListSpec<Group, never> = {
  search: (team) => [team.name, team.organization?.name, team.group_admin_email],
  // As the server lists them until a header is pressed.
  sorts: { listed: undefined, name: (team) => team.name, organization: (team) => team.organization?.name ?? '' },
};

type Dialog = { kind: 'add'; organizationId: number } | { kind: 'edit'; team: Group } | { kind: 'delete'; team: Group };

/**
 * The customer screen's Team tab: the teams of the chosen organisation (or all). With an organisation chosen,
 * Add team opens a dialog for it (docs/back-office-app.md: name, description, admin email); without one it leads to
 * /admin/team/add, where the organisation is chosen. Each team can be edited in a dialog; Delete says it is
 * not available (§4, §8).
 */
export function TeamsPanel({ organizationId, onChooseOrganization, onOpen }: TeamsPanelProps) {
  const organizations = useQuery(customerQueries.organizations());
  const teams = useQuery(organizationId === null ? customerQueries.allTeams() : customerQueries.teams(organizationId));
  // Prefixed: the customer screen's tabs share one address with the organisation list's own search.
  const list = useListState({ sorts: ['listed', 'name', 'organization'], prefix: 'team_' });
  const page = teams.data && pageLocally(teams.data, list.state, teamList);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => setDialog(null);
  const saved = (text: string) => {
    close();
    setMessage(text);
  };

  return (
    <Stack gap="md">
      <IdSelect label="Organization" none="All organizations" value={organizationId} onChange={onChooseOrganization} items={organizations.data} itemLabel={(organization) => organization.name} />
      {organizationId === null ? (
        <Button component={Link} to="/admin/team/add" variant="light" w="fit-content">
          Add team
        </Button>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setDialog({ kind: 'add', organizationId })}>
          Add team
        </Button>
      )}
      <FormMessage message={message} type="info" autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      <ListFrame list={list} noun="teams" total={page?.total}>
        <QueryTable
          query={{ isError: teams.isError, data: page?.items }}
          caption="Teams"
          rowKey={(team: Group) => team.id}
          empty={isNarrowed(list.state) ? 'No teams match the search.' : 'No teams yet.'}
          failed={customerScreenMessages.listFailed}
          sort={tableSort(list)}
          columns={[
            {
              header: 'Name',
              sortKey: 'name',
              cell: (team) => (
                <DrillButton label={`Users of ${team.name}`} onClick={() => onOpen(team)}>
                  {team.name}
                </DrillButton>
              ),
            },
            { header: 'Description', cell: (team) => team.description },
            { header: 'Organization', cell: (team) => team.organization?.name ?? '—', sortKey: 'organization' },
            { header: 'Admin email', cell: (team) => team.group_admin_email },
            {
              header: 'Actions',
              cell: (team) => <EditDeleteButtons name={team.name} onEdit={() => setDialog({ kind: 'edit', team })} onDelete={() => setDialog({ kind: 'delete', team })} />,
            },
          ]}
        />
      </ListFrame>
      <Modal opened={dialog?.kind === 'add'} onClose={close} title="Add team" centered>
        {dialog?.kind === 'add' && <AddTeamForm organizationId={dialog.organizationId} onSaved={saved} />}
      </Modal>
      <Modal opened={dialog?.kind === 'edit'} onClose={close} title="Edit team" centered>
        {dialog?.kind === 'edit' && <EditTeamForm key={dialog.team.id} team={dialog.team} onSaved={saved} />}
      </Modal>
      <NotAvailableDialog opened={dialog?.kind === 'delete'} title="Delete team" message={customerMessages.teamNotRemovable} onClose={close} />
    </Stack>
  );
}
