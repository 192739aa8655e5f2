import type { Group, GroupUserStatus } from '../group-members-api';

/** A group as the group lists (GET group/all, get-org-groups, org-groups/{id}) answer it. */
export function aGroup(overrides: Partial<Group> = {}): Group {
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

/** A group's admin and members as GET group/user-status answers them: one joined, one invited without a name yet. */
export function aGroupUserStatus(overrides: Partial<GroupUserStatus> = {}): GroupUserStatus {
  return {
    admin: { group_admin: { email: 'lead@northwind.example', first_name: 'Lena', last_name: 'Park' } },
    users: [
      { user: { email: 'omar@northwind.example', first_name: 'Omar', last_name: 'Haddad' }, status: 'joined' },
      { user: { email: 'new.hire@northwind.example', first_name: null, last_name: null }, status: 'invited' },
    ],
    ...overrides,
  };
}
