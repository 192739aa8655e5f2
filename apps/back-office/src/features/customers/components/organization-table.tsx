import { QueryTable, StatusBadge } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activeFilter, ListFrame } from '../../../components/list/list-frame';
import { isNarrowed, tableSort, useListState } from '../../../components/list/use-list-state';
import { customerQueries, organizationSorts, type OrganizationOverview } from '../api';
import { countryLabel } from '@stride/validation';
import { customerScreenMessages } from '../messages';

export interface OrganizationTableProps {
  /** The Name cell: the name itself, or a control that opens the organisation. */
  name: (organization: OrganizationOverview) => ReactNode;
  /** An Actions cell per row (Edit, Delete, Admins and programs), when given. */
  actions?: (organization: OrganizationOverview) => ReactNode;
}

/** "2", or "1 + 1 invited" while an invited admin has not registered: an owner who never signed up shows. */
export const adminsFigure = ({ admins, invited_admins }: Pick<OrganizationOverview, 'admins' | 'invited_admins'>) =>
  invited_admins > 0 ? `${admins} + ${invited_admins} invited` : String(admins);

/** The day an organisation was added, as the back office writes dates (YYYY-MM-DD, UTC). */
export const createdOn = (organization: Pick<OrganizationOverview, 'created_at'>) => organization.created_at.slice(0, 10);

/**
 * Every organisation with its country, owner email and Active or Inactive, and the customer overview
 * (docs/organisation-admins.md): admins, members, learners active in the last 7 days, programs granted and
 * creation, so who is thriving and who has stalled shows at a glance.
 */
export function OrganizationTable({ name, actions }: OrganizationTableProps) {
  const list = useListState({ filters: ['active'], sorts: organizationSorts });
  const page = useQuery(customerQueries.organizationPage(list.state));
  return (
    <ListFrame list={list} noun="organizations" total={page.data?.total} filters={[activeFilter]}>
      <QueryTable
        query={{ isError: page.isError, data: page.data?.items }}
        caption="Organizations"
        rowKey={(organization) => organization.id}
        empty={isNarrowed(list.state) ? 'No organizations match the search and filters.' : 'No organizations yet.'}
        failed={customerScreenMessages.listFailed}
        sort={tableSort(list)}
        columns={[
          { header: 'Name', cell: name, sortKey: 'name' },
          { header: 'Country', cell: (organization) => countryLabel(organization.country) },
          { header: 'Owner email', cell: (organization) => organization.email },
          { header: 'Status', cell: (organization) => <StatusBadge active={organization.active} /> },
          { header: 'Admins', cell: adminsFigure },
          { header: 'Members', cell: (organization) => organization.members },
          { header: 'Active in 7 days', cell: (organization) => organization.active_learners },
          { header: 'Programs', cell: (organization) => organization.programs_granted },
          { header: 'Created', cell: createdOn, sortKey: 'created' },
          ...(actions ? [{ header: 'Actions', cell: actions }] : []),
        ]}
      />
    </ListFrame>
  );
}
