import type { Schema } from '@stride/api-sdk';
import { ORGANIZATION_ID } from './signed-in';

/** The signed-in admin's organisation as GET organization/organization-details answers it. */
export function anOrganization(overrides: Partial<Schema<'Organization'>> = {}): Schema<'Organization'> {
  return { id: ORGANIZATION_ID, name: 'Northwind', email: 'owner@northwind.example', address: '1 Harbour Road', country: 'india', phone: '+919876543210', gst_number: null, active: true, ...overrides };
}

/** A registered member of the organisation, as GET user/org-members lists them. */
export function anOrgMember(overrides: Partial<Schema<'OrgMember'>> = {}): Schema<'OrgMember'> {
  return { id: 31, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@northwind.example', registered: true, ...overrides };
}

/** One of a member's programs, as GET user/program-enrolled/{email} answers it: a quarter done. */
export function anEnrolledProgramRow(overrides: Partial<Schema<'EnrolledProgramRow'>> = {}): Schema<'EnrolledProgramRow'> {
  return { goal: { name: 'Write messages people act on', program: { name: 'Effective Communication at Work' } }, start_date: '2026-11-16', completion_percentage: 25, ...overrides };
}
