import { customerMessages } from '@stride/validation';
import { and, isNotNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groups, users } from '../../db/schema/index';
import { conflict } from '../../errors';

/*
 * The organisation boundary of groups (docs/security.md, finding 1): nobody's role, organisation or group
 * membership changes through another organisation's calls. An organisation's group takes as its admin, its
 * invited and its joined members only people of that organisation or of no organisation (who join it when they
 * accept); a learner's own team (a group of no organisation) takes anyone and changes no one's organisation or
 * role. Every path that names someone in a group goes through `refuseOtherOrganisations`; every check of who
 * administers a group by its admin email goes through `withinBoundary` or `administersGroup`.
 */

/** Whether someone of organisation `person` may be in, or administer, a group of organisation `group` (null: none). */
export const withinBoundary = (person: number | null, group: number | null) => group === null || person === null || person === group;

/**
 * Refuses with 409 `… is a member of another organization.` (code OtherOrganization) when one of these emails
 * is the account of someone of another organisation than the group's; a team (no organisation) refuses no one.
 * The first such email in the order given is named. Nothing is locked: an invitation that races with its
 * person joining another organisation only invites, and accepting checks again with the person's row locked.
 */
export async function refuseOtherOrganisations(executor: Executor, groupOrganization: number | null, emails: readonly string[]): Promise<void> {
  if (groupOrganization === null || emails.length === 0) return;
  const outsiders = await executor
    .select({ email: users.email })
    .from(users)
    .where(and(sql`${users.email} = any(${sql.param([...emails])}::text[])`, isNotNull(users.organization_id), ne(users.organization_id, groupOrganization)));
  const named = new Set(outsiders.map((outsider) => outsider.email));
  const first = emails.find((email) => named.has(email));
  if (first !== undefined) throw conflict(customerMessages.inAnotherOrganization(first), 'OtherOrganization');
}

/**
 * `withinBoundary` for a group's admin email, as SQL: the groups this person administers by email, leaving out
 * those of another organisation than theirs (someone named before they joined another organisation).
 * `group` names the columns of the groups table as the query spells them.
 */
export function administersGroup(
  person: { email: string; organization_id: number | null },
  group: { adminEmail: SQLWrapper; organizationId: SQLWrapper } = { adminEmail: groups.group_admin_email, organizationId: groups.organization_id },
) {
  if (person.organization_id === null) return sql`${group.adminEmail} = ${person.email}`;
  return sql`(${group.adminEmail} = ${person.email} and (${group.organizationId} is null or ${group.organizationId} = ${person.organization_id}))`;
}
