import type { GroupUserStatus } from '../api';

export { aTeam, anOrganization } from '../../../testing/customer-fixtures';

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
