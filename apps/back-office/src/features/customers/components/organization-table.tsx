import { QueryTable, StatusBadge } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { customerQueries, type Organization } from '../api';
import { countryLabel } from '@stride/validation';
import { customerScreenMessages } from '../messages';

export interface OrganizationTableProps {
  /** The Name cell: the name itself, or a control that opens the organisation. */
  name: (organization: Organization) => ReactNode;
  /** An Actions cell per row (Edit, Delete), when given. */
  actions?: (organization: Organization) => ReactNode;
}

/** Every organisation with its country, owner email and Active or Inactive. */
export function OrganizationTable({ name, actions }: OrganizationTableProps) {
  const organizations = useQuery(customerQueries.organizations());
  return (
    <QueryTable
      query={organizations}
      caption="Organizations"
      rowKey={(organization) => organization.id}
      empty="No organizations yet."
      failed={customerScreenMessages.listFailed}
      columns={[
        { header: 'Name', cell: name },
        { header: 'Country', cell: (organization) => countryLabel(organization.country) },
        { header: 'Owner email', cell: (organization) => organization.email },
        { header: 'Status', cell: (organization) => <StatusBadge active={organization.active} /> },
        ...(actions ? [{ header: 'Actions', cell: actions }] : []),
      ]}
    />
  );
}
