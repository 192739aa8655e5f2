import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { organizationPath } from '../../../config/paths';

/** A name in a drill-down table that opens the next step. */
export function DrillButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" px={0} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** A table row's link to the organisation's own page: its admins and the programs its members get. */
export function ManageOrganizationLink({ organization }: { organization: { id: number; name: string } }) {
  return (
    <Button component={Link} to={organizationPath(organization.id)} size="xs" variant="light" aria-label={`Admins and programs of ${organization.name}`}>
      Admins and programs
    </Button>
  );
}
