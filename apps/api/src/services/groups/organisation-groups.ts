import type { Schema } from '@stride/api-sdk';
import { csvMembersProblem, customerMessages, GROUP_ADMIN_ROLE, isValidEmail, LEARNER_ROLE, normalizeEmail, type CsvMemberRow } from '@stride/validation';
import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { groupMemberships, groups, organizations, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { groupMessages, toGroup, type GroupRow, type Inviter, type Memberships } from './memberships';
import { administersGroup, refuseOtherOrganisations } from './organisation-boundary';

/**
 * The role of an account of `organizationId` with this email, made now or losing its admin rights: a group admin
 * when a group of that organisation names them its admin (createGroup promotes those who have an account),
 * otherwise a learner. Another organisation's groups do not count (a promotion comes only from one's own
 * organisation, finding 1), nor does a learner's own team, which makes no one an administrator. Someone of no
 * organisation is a learner: accepting the group's invitation makes them a group admin.
 */
export const roleForNewAccount = (email: string, organizationId: SQLWrapper | number) =>
  sql<number>`(case when exists (select 1 from ${groups} where ${groups.group_admin_email} = ${email} and ${groups.organization_id} = ${organizationId})
    then ${GROUP_ADMIN_ROLE}::integer else ${LEARNER_ROLE}::integer end)`;

/** A member to add: an email, with the names a CSV row gives. */
export interface NewMember {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/** A group's name and description as stored: trimmed, neither blank. */
function groupText(input: { name: string; description: string }) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name || !description) throw badRequest(customerMessages.fillDetails);
  return { name, description };
}

/**
 * An organisation's groups as the back office and organisation admins manage them (docs/back-office-customers.md): creating,
 * listing and renaming them, adding members one by one or from a CSV, and moving, inviting elsewhere and
 * removing members in bulk.
 */
export function createOrganisationGroups(deps: { db: Database; clock: Clock; memberships: Memberships }) {
  const { db, clock, memberships } = deps;
  const { managedGroup, joinLink, countInvitations, normalised, addInvitations } = memberships;

  /**
   * The emails of a group's bulk operation (move, remove, invite elsewhere): each must be in the group,
   * invited or joined, and none its admin (the admin row cannot be selected, docs/back-office-customers.md).
   */
  async function selectedMembers(executor: Executor, group: GroupRow, rawEmails: string[]) {
    const emails = normalised(rawEmails);
    const admin = emails.find((email) => email === group.group_admin_email);
    if (admin) throw badRequest(groupMessages.adminNotSelectable(admin), 'AdminNotSelectable');
    const rows = await executor
      .select({ id: groupMemberships.id, email: groupMemberships.email, user_id: groupMemberships.user_id, status: groupMemberships.status, joining_date: groupMemberships.joining_date })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.group_id, group.id), inArray(groupMemberships.email, emails)))
      .for('update');
    const missing = emails.find((email) => !rows.some((row) => row.email === email));
    if (missing) throw notFound(groupMessages.notInGroup(missing));
    return rows;
  }

  /** Which of these accounts are people of the organisation (none for a team). */
  async function peopleOf(executor: Executor, organizationId: number | null, userIds: number[]): Promise<Set<number>> {
    if (organizationId === null || userIds.length === 0) return new Set();
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.organization_id, organizationId)));
    return new Set(rows.map((row) => row.id));
  }

  /** The source and target groups of a move or an invitation elsewhere: two different groups the caller manages. */
  async function sourceAndTarget(caller: Inviter, currentGroupId: number, newGroupId: number) {
    if (currentGroupId === newGroupId) throw badRequest(customerMessages.sameGroup, 'SameGroup');
    return Promise.all([managedGroup(caller, currentGroupId), managedGroup(caller, newGroupId)]);
  }

  /**
   * Adds members to a group with status invited and answers each one's join link (docs/back-office-customers.md). `send` mails the invitation (CSV upload); add-user-only leaves passing the links on to the
   * admin. Members already invited or in the group are skipped and left out of the answer.
   */
  async function addMembers(caller: Inviter, groupId: number, members: NewMember[], send: boolean): Promise<Schema<'MembersAdded'>> {
    return addMembersTo(caller, await managedGroup(caller, groupId), members, send);
  }

  async function addMembersTo(caller: Inviter, group: GroupRow, members: NewMember[], send: boolean): Promise<Schema<'MembersAdded'>> {
    const given = new Map<string, NewMember>();
    for (const member of members) {
      const email = normalizeEmail(member.email);
      if (!isValidEmail(email)) throw badRequest(groupMessages.csvEmailInvalid(member.email.trim()), 'InvalidEmail');
      if (!given.has(email)) given.set(email, member);
    }
    if (send) await countInvitations(caller, given.size);
    const added = await db.transaction((tx) => addInvitations(tx, group, [...given.keys()], send));
    const ids = added.flatMap((member) => (member.user_id === null ? [] : [member.user_id]));
    const registered = ids.length === 0 ? [] : await db.select({ id: users.id, first_name: users.first_name, last_name: users.last_name }).from(users).where(inArray(users.id, ids));
    const namesOf = new Map(registered.map((user) => [user.id, user]));
    return {
      members: added.map((member) => {
        const account = member.user_id === null ? undefined : namesOf.get(member.user_id);
        const row = given.get(member.email);
        return {
          email: member.email,
          first_name: account?.first_name ?? (row?.first_name?.trim() || null),
          last_name: account?.last_name ?? (row?.last_name?.trim() || null),
          invite_link: joinLink(group.id, member.email),
        };
      }),
    };
  }

  return {
    addMembers,

    /**
     * Adds a team to an organisation (docs/back-office-customers.md, group/create-group): its admin is named by email and
     * invited to it like any member, in one transaction. 404 for an unknown organisation, 409 for a taken name
     * and 409 for an admin of another organisation (the invitation refuses them, finding 1).
     */
    async createGroup(input: { name: string; description: string; organization_id: number; group_admin_email: string }): Promise<Schema<'Group'>> {
      const { name, description } = groupText(input);
      const adminEmail = normalizeEmail(input.group_admin_email);
      const [organization] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, input.organization_id));
      if (!organization) throw notFound(groupMessages.unknownOrganization(input.organization_id));
      const group = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(groups)
          .values({ name, description, organization_id: organization.id, group_admin_email: adminEmail, created_at: clock.now() })
          .onConflictDoNothing({ target: [groups.organization_id, groups.name] })
          .returning();
        if (!created) throw conflict(groupMessages.nameTaken(name), 'GroupNameTaken');
        await addInvitations(tx, created, [adminEmail]);
        // A learner of this organisation named admin of its group becomes a group admin, so the org-admin app lets
        // them in; someone of no organisation becomes one on accepting the invitation (acceptInvite).
        await tx
          .update(users)
          .set({ role_id: GROUP_ADMIN_ROLE })
          .where(and(eq(users.email, adminEmail), eq(users.role_id, LEARNER_ROLE), eq(users.organization_id, organization.id)));
        return created;
      });
      return toGroup(group, organization);
    },

    /** Every group with its organisation, or one organisation's (404 for an unknown one), by name. */
    async list(organizationId?: number): Promise<Schema<'Group'>[]> {
      if (organizationId !== undefined) {
        const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
        if (!organization) throw notFound(groupMessages.unknownOrganization(organizationId));
      }
      const rows = await db
        .select({ group: groups, organization: { id: organizations.id, name: organizations.name } })
        .from(groups)
        .leftJoin(organizations, eq(organizations.id, groups.organization_id))
        .where(organizationId === undefined ? undefined : eq(groups.organization_id, organizationId))
        .orderBy(asc(groups.name), asc(groups.id));
      return rows.map((row) => toGroup(row.group, row.organization));
    },

    /**
     * The groups whose admin is this person's email (group/org-groups/{id}), with their organisation, by name;
     * not those of another organisation than theirs.
     */
    async administeredBy(person: { email: string; organization_id: number | null }): Promise<Schema<'Group'>[]> {
      const rows = await db
        .select({ group: groups, organization: { id: organizations.id, name: organizations.name } })
        .from(groups)
        .leftJoin(organizations, eq(organizations.id, groups.organization_id))
        .where(administersGroup(person))
        .orderBy(asc(groups.name), asc(groups.id));
      return rows.map((row) => toGroup(row.group, row.organization));
    },

    /** Renames a group or changes its description (PATCH group): its admins, or a back-office admin. */
    async update(caller: Inviter, input: { id: number; name: string; description: string }): Promise<Schema<'Group'>> {
      const group = await managedGroup(caller, input.id);
      const text = groupText(input);
      const clash = group.organization_id === null ? [] : await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.organization_id, group.organization_id), eq(groups.name, text.name), ne(groups.id, group.id)));
      if (clash.length > 0) throw conflict(groupMessages.nameTaken(text.name), 'GroupNameTaken');
      const [updated] = await db.update(groups).set(text).where(eq(groups.id, group.id)).returning();
      if (!updated) throw notFound(groupMessages.unknown(input.id));
      const [organization] = updated.organization_id === null ? [] : await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, updated.organization_id));
      return toGroup(updated, organization ?? null);
    },

    /** The rows of a member CSV (docs/back-office-customers.md): the spec's header and email rules first, then invited by mail. */
    async addMembersFromCsv(caller: Inviter, groupId: number, rows: CsvMemberRow[]): Promise<Schema<'MembersAdded'>> {
      // Who may upload is decided before what the file holds.
      const group = await managedGroup(caller, groupId);
      const problem = csvMembersProblem(rows);
      if (problem) throw badRequest(problem, 'InvalidCsv');
      return addMembersTo(caller, group, rows.map((row) => ({ email: row.email ?? '', first_name: row.first_name, last_name: row.last_name })), true);
    },

    /** Invites members of one group to another (group/send-bulk-invite): they stay where they are. */
    async inviteElsewhere(caller: Inviter, currentGroupId: number, newGroupId: number, emails: string[]): Promise<void> {
      const [current, target] = await sourceAndTarget(caller, currentGroupId, newGroupId);
      const selected = await selectedMembers(db, current, emails);
      await countInvitations(caller, selected.length);
      await db.transaction((tx) => addInvitations(tx, target, selected.map((member) => member.email)));
    },

    /**
     * Moves members to another group (group/move-bulk-user), in one transaction: a joined member is joined
     * there at once (an admin of both groups moved them); an invited one is invited there by mail instead.
     * Someone already invited to the target who had joined the source becomes joined there. The organisation
     * boundary holds (finding 1): anyone of another organisation than the target's refuses the move (409), and
     * a joined member of no organisation is invited to an organisation's group rather than joined, since
     * joining one makes them its member, which only they may accept.
     */
    async moveUsers(caller: Inviter, currentGroupId: number, newGroupId: number, emails: string[]): Promise<void> {
      const [current, target] = await sourceAndTarget(caller, currentGroupId, newGroupId);
      await db.transaction(async (tx) => {
        const selected = await selectedMembers(tx, current, emails);
        await refuseOtherOrganisations(tx, target.organization_id, selected.map((member) => member.email));
        await tx.delete(groupMemberships).where(inArray(groupMemberships.id, selected.map((member) => member.id)));
        const targetsOwn = await peopleOf(tx, target.organization_id, selected.flatMap((member) => (member.user_id === null ? [] : [member.user_id])));
        const joined = selected.filter((member) => member.status === 'joined' && (target.organization_id === null || (member.user_id !== null && targetsOwn.has(member.user_id))));
        if (joined.length > 0) {
          await tx
            .insert(groupMemberships)
            .values(joined.map((member) => ({ group_id: target.id, email: member.email, user_id: member.user_id, status: 'joined' as const, invited_at: clock.now(), joining_date: member.joining_date })))
            .onConflictDoUpdate({
              target: [groupMemberships.group_id, groupMemberships.email],
              set: { status: 'joined', user_id: sql`excluded.user_id`, joining_date: sql`excluded.joining_date` },
              setWhere: eq(groupMemberships.status, 'invited'),
            });
        }
        await addInvitations(tx, target, selected.filter((member) => !joined.includes(member)).map((member) => member.email));
      });
    },

    /** Removes members and invitations from a group (group/remove-bulk-user), all or none; its admin stays. */
    async removeUsers(caller: Inviter, groupId: number, emails: string[]): Promise<void> {
      const group = await managedGroup(caller, groupId);
      await db.transaction(async (tx) => {
        const selected = await selectedMembers(tx, group, emails);
        await tx.delete(groupMemberships).where(inArray(groupMemberships.id, selected.map((member) => member.id)));
      });
    },

  };
}

export type OrganisationGroups = ReturnType<typeof createOrganisationGroups>;
