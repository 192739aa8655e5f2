import type { Group, GroupUserStatus, Organization } from '../api';

/** An organisation as GET organization/all answers it. */
export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  return { id: 1, name: 'Northwind', email: 'owner@northwind.example', address: null, country: 'india', phone: null, gst_number: null, active: true, ...overrides };
}

/** A team as GET group/all answers it. */
export function aTeam(overrides: Partial<Group> = {}): Group {
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

/** A team's admin and members as GET group/user-status answers them. */
export function aTeamUserStatus(overrides: Partial<GroupUserStatus> = {}): GroupUserStatus {
  return {
    admin: { group_admin: { email: 'lead@northwind.example', first_name: 'Lena', last_name: 'Park' } },
    users: [
      { user: { email: 'omar@northwind.example', first_name: 'Omar', last_name: 'Haddad' }, status: 'joined' },
      { user: { email: 'new.hire@northwind.example', first_name: null, last_name: null }, status: 'invited' },
    ],
    ...overrides,
  };
}
