import type { Schema } from '@stride/api-sdk';

type Organization = Schema<'Organization'>;
type Team = Schema<'Group'>;

/** An organisation as GET organization/all answers it (the customer and report screens both list them). */
export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  return { id: 1, name: 'Northwind', email: 'owner@northwind.example', address: null, country: 'india', phone: null, gst_number: null, active: true, ...overrides };
}

/** A team as GET group/all answers it. */
export function aTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 10,
    name: 'Sales leads',
    description: 'First-line sales managers',
    organization_id: 1,
    organization: { id: 1, name: 'Northwind' },
    group_admin_email: 'lead@northwind.example',
    ...overrides,
  };
}
