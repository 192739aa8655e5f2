import type { Schema } from '@stride/api-sdk';

type OrganizationOverview = Schema<'OrganizationOverview'>;

/** An organisation as GET organization/all answers it, with its overview figures (the customer and report screens both list them). */
export function anOrganization(overrides: Partial<OrganizationOverview> = {}): OrganizationOverview {
  return {
    id: 1,
    name: 'Northwind',
    email: 'owner@northwind.example',
    address: null,
    country: 'india',
    phone: null,
    gst_number: null,
    active: true,
    created_at: '2026-11-02T09:00:00.000Z',
    admins: 1,
    invited_admins: 0,
    members: 12,
    active_learners: 7,
    programs_granted: 6,
    ...overrides,
  };
}

/** A team as GET group/all answers it (the shared group-members fixture). */
export { aGroup as aTeam } from '@stride/group-members/testing';
