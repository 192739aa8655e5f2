import type { Schema } from '@stride/api-sdk';

type Organization = Schema<'Organization'>;

/** An organisation as GET organization/all answers it (the customer and report screens both list them). */
export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  return { id: 1, name: 'Northwind', email: 'owner@northwind.example', address: null, country: 'india', phone: null, gst_number: null, active: true, ...overrides };
}

/** A team as GET group/all answers it (the shared group-members fixture). */
export { aGroup as aTeam } from '@stride/group-members/testing';
