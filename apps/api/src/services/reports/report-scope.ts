import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../sessions/session-store';
import { administersGroup } from '../groups/organisation-boundary';

/** The people a report covers, named by the groups they are in (and, for an organisation, its own users). */
export type Scope = { kind: 'organization'; organizationId: number } | { kind: 'administered'; admin: Pick<User, 'email' | 'organization_id'> } | { kind: 'group'; groupId: number };

/** The columns of `groups g` that say who administers a group by email (organisation-boundary.ts). */
export const adminColumns = { adminEmail: sql`g.group_admin_email`, organizationId: sql`g.organization_id` };

/** The groups of the scope, as a condition on `groups g`. */
function groupCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'organization':
      return sql`g.organization_id = ${scope.organizationId}`;
    case 'administered':
      return administersGroup(scope.admin, adminColumns);
    case 'group':
      return sql`g.id = ${scope.groupId}`;
  }
}

/**
 * The scope's members as a condition on `users u`: everyone joined to one of its groups, and for an
 * organisation its own users too (users.organization_id), who may be in no group yet. A filter of the users
 * table, so the planner's estimate of the members follows the table's statistics, where a grouped list of ids
 * was always guessed at 200 rows: every figure was then planned as an index probe per member, 100,000 probes
 * a figure for a large organisation. An organisation's condition reads the users table once with the
 * memberships of its groups hashed; a group's is a semi-join through the group's memberships.
 */
export function memberCondition(scope: Scope): SQL {
  const joined = sql`select gm.user_id from groups g join group_memberships gm on gm.group_id = g.id where ${groupCondition(scope)} and gm.status = 'joined'`;
  return scope.kind === 'organization' ? sql`(u.organization_id = ${scope.organizationId} or u.id in (${joined}))` : sql`u.id in (${joined})`;
}

/** A member's earliest joining of one of the scope's groups (none for an organisation's user without a group). */
export const joinedAt = (scope: Scope, userId: SQL) =>
  sql`(select min(gm.joining_date) from groups g join group_memberships gm on gm.group_id = g.id
    where ${groupCondition(scope)} and gm.status = 'joined' and gm.user_id = ${userId})`;

/**
 * The scope's pending invitations as rows (email, team, invited_at, signed_up): invitations to its groups of
 * people who are not members of the scope (a null organisation is "not"); for an organisation also the people
 * its admins added by email (user/org-add, user/csv-add) who have no account yet, with no team. Someone
 * invited both ways is listed by their team invitation only: the organisation's row would say nothing more.
 */
export function pendingInvitations(scope: Scope): SQL {
  const teams = sql`select gm.email, g.name as team, gm.invited_at, (u.id is not null) as signed_up
    from groups g
      join group_memberships gm on gm.group_id = g.id
      left join users u on u.email = gm.email
    where ${groupCondition(scope)} and gm.status = 'invited'
      and (u.id is null or not coalesce(${memberCondition(scope)}, false))`;
  if (scope.kind !== 'organization') return teams;
  return sql`${teams}
    union all
    select oi.email, null, oi.invited_at, false
    from organization_invitations oi
    where oi.organization_id = ${scope.organizationId}
      and not exists (select 1 from users u where u.email = oi.email)
      and not exists (select 1 from groups g join group_memberships gm on gm.group_id = g.id
        where ${groupCondition(scope)} and gm.status = 'invited' and gm.email = oi.email)`;
}
