import type { Schema } from '@stride/api-sdk';
import {
  csvMembersProblem,
  customerMessages,
  isAdministratorRole,
  isOrganisationAdminLevel,
  isValidEmail,
  mayInOrganisation,
  normalizeEmail,
  roleMessages,
  type CsvMemberRow,
  type OrganisationPermission,
} from '@stride/validation';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { organizationInvitations, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Organizations } from '../customers/organizations';
import type { Goals } from '../goals/goals';
import type { LearnerTeams } from '../groups/learner-teams';
import type { OrganisationGroups } from '../groups/organisation-groups';
import type { Mailer } from '../mail/mailer';
import type { User } from '../sessions/session-store';

export const orgAdminMessages = {
  notOrgAdmin: roleMessages.notOrgAdmin,
  levelTooLow: roleMessages.levelTooLow,
  otherOrganization: 'You can only manage your own organization.',
  notOwnGroups: 'You can only see the groups you administer.',
  notMember: (email: string) => `${email} is not a member of your organization.`,
  unknownUser: (id: number) => `There is no user with id ${id}.`,
  emailsNotUnique: 'All emails should be unique.',
  inAnotherOrganization: customerMessages.inAnotherOrganization,
  anotherOrganization: customerMessages.anotherOrganizationRow,
  userAdded: customerMessages.userAdded,
  usersAdded: customerMessages.usersAdded,
} as const;

/** Who calls: a learner session or a back-office admin (the contract decides which reach each operation). */
export type OrgCaller = { user: User } | { backOffice: true };

/** A person to add to an organisation: an email, with the names a CSV row gives. */
interface Person {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/**
 * The organisation administrator area on the server (docs/org-admin-server.md): an organisation admin (roles 3-6) sees and changes only their own organisation; a group
 * admin (role 2) only the groups they administer. Groups go through the organisation-groups service, so an org group's
 * admin is invited exactly as the back office's create-group invites.
 */
export function createOrgAdmin(deps: { db: Database; clock: Clock; config: Pick<Config, 'learnerAppUrl'>; mailer: Mailer; organizations: Organizations; organisationGroups: OrganisationGroups; learnerTeams: LearnerTeams; goals: Goals }) {
  const { db, clock, config, mailer, organizations, organisationGroups: groups, learnerTeams, goals } = deps;

  /**
   * The caller's organisation id: roles 3-6 in an organisation, 403 for anyone else; for a change, 403 too
   * when the caller's level may not make it (docs/organisation-admins.md).
   */
  function organizationOf(user: User, change?: OrganisationPermission): number {
    if (!isOrganisationAdminLevel(user.role_id) || user.organization_id === null) throw forbidden(orgAdminMessages.notOrgAdmin, 'NotOrganizationAdmin');
    if (change && !mayInOrganisation(user.role_id, change)) throw forbidden(orgAdminMessages.levelTooLow, 'AdminLevelTooLow');
    return user.organization_id;
  }

  /** A registered member of the caller's organisation by email; 404 for anyone else, as for an unknown email. */
  async function memberOf(user: User, rawEmail: string): Promise<User> {
    const organizationId = organizationOf(user);
    const email = normalizeEmail(rawEmail);
    const [member] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.organization_id, organizationId)));
    if (!member) throw notFound(orgAdminMessages.notMember(email));
    return member;
  }

  const signupLink = (email: string) => `${config.learnerAppUrl}/user/signup?email=${encodeURIComponent(email)}`;

  /** The email telling someone they were added: to sign in, or to sign up with this address to join. */
  const addedEmail = (organizationName: string, email: string, registered: boolean) => ({
    to: email,
    subject: `You have been added to ${organizationName} on Stride`,
    text: [
      'Hello,',
      '',
      `You have been added to ${organizationName} on Stride.`,
      '',
      registered
        ? `Sign in to see your organisation's programs: ${config.learnerAppUrl}/user/login`
        : `Create your account with this email address to join: ${signupLink(email)}`,
      '',
      'The Stride team',
    ].join('\n'),
  });

  /**
   * Adds people to an organisation in one transaction: a registered person of no organisation joins it, an
   * unregistered one gets an invitation (joined when they register), both told by mail. People already in
   * it (or invited) are skipped; people of another organisation are returned as refused, untouched, or with
   * `allOrNone` refuse the whole request (409).
   */
  async function addPeople(organizationId: number, people: Person[], allOrNone = false) {
    const organization = await organizations.get(organizationId);
    return db.transaction(async (tx) => {
      const emails = people.map((person) => person.email);
      const [accounts, invited] = await Promise.all([
        emails.length === 0 ? [] : tx.select({ id: users.id, email: users.email, organization_id: users.organization_id }).from(users).where(inArray(users.email, emails)).for('update'),
        emails.length === 0
          ? []
          : tx
              .select({ email: organizationInvitations.email })
              .from(organizationInvitations)
              .where(and(eq(organizationInvitations.organization_id, organizationId), inArray(organizationInvitations.email, emails))),
      ]);
      const accountOf = new Map(accounts.map((account) => [account.email, account]));
      const invitedEmails = new Set(invited.map((row) => row.email));
      const joining: number[] = [];
      const inviting: Person[] = [];
      const refused: string[] = [];
      let skipped = 0;
      for (const person of people) {
        const account = accountOf.get(person.email);
        if (account?.organization_id === organizationId || (!account && invitedEmails.has(person.email))) skipped += 1;
        else if (account && account.organization_id !== null) refused.push(person.email);
        else if (account) joining.push(account.id);
        else inviting.push(person);
      }
      const [firstRefused] = refused;
      if (allOrNone && firstRefused !== undefined) throw conflict(orgAdminMessages.inAnotherOrganization(firstRefused), 'OtherOrganization');
      if (joining.length > 0) await tx.update(users).set({ organization_id: organizationId }).where(inArray(users.id, joining));
      if (inviting.length > 0) {
        // One statement whatever the count: the rows pass as three arrays.
        const column = (value: (person: Person) => string | null) => sql.param(inviting.map(value));
        await tx.execute(sql`insert into ${organizationInvitations} (organization_id, email, first_name, last_name, invited_at)
          select ${organizationId}, t.email, t.first_name, t.last_name, ${clock.now().toISOString()}::timestamptz
          from unnest(${column((person) => person.email)}::text[], ${column((person) => person.first_name?.trim() || null)}::text[],
            ${column((person) => person.last_name?.trim() || null)}::text[]) as t(email, first_name, last_name)`);
      }
      const joiningIds = new Set(joining);
      await mailer.enqueueAll(tx, [
        ...accounts.filter((account) => joiningIds.has(account.id)).map((account) => addedEmail(organization.name, account.email, true)),
        ...inviting.map((person) => addedEmail(organization.name, person.email, false)),
      ]);
      return { added: joining.length + inviting.length, skipped, refused };
    });
  }

  return {
    async details(user: User): Promise<Schema<'Organization'>> {
      return organizations.get(organizationOf(user));
    },

    async updateDetails(user: User, input: Parameters<Organizations['updateDetails']>[1]): Promise<Schema<'Organization'>> {
      return organizations.updateDetails(organizationOf(user, 'editOrganization'), input);
    },

    /** A group of the caller's organisation; its admin is invited by mail with the join link (back office's path). */
    async createGroup(user: User, input: { name: string; description: string; group_admin_email: string }): Promise<Schema<'Group'>> {
      return groups.createGroup({ ...input, organization_id: organizationOf(user, 'manageGroups') });
    },

    /** An organisation's groups: the caller's own (learner session), or the one named (back office, required). */
    async groupsOf(caller: OrgCaller, organizationId: number | undefined): Promise<Schema<'Group'>[]> {
      if ('backOffice' in caller) {
        if (organizationId === undefined) throw badRequest('organization_id is required.');
        return groups.list(organizationId);
      }
      const own = organizationOf(caller.user);
      if (organizationId !== undefined && organizationId !== own) throw forbidden(orgAdminMessages.otherOrganization, 'OtherOrganization');
      return groups.list(own);
    },

    /** The groups a user administers: a learner of roles 2-6 asks about themselves, a back-office admin about anyone. */
    async administeredGroups(caller: OrgCaller, userId: number): Promise<Schema<'Group'>[]> {
      if ('user' in caller) {
        if (!isAdministratorRole(caller.user.role_id) || caller.user.id !== userId) throw forbidden(orgAdminMessages.notOwnGroups, 'NotOwnGroups');
        return groups.administeredBy(caller.user);
      }
      const [user] = await db.select({ email: users.email, organization_id: users.organization_id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound(orgAdminMessages.unknownUser(userId));
      return groups.administeredBy(user);
    },

    /** The organisation's accounts, then the people invited who have not registered yet, by name and email. */
    async members(user: User): Promise<Schema<'OrgMember'>[]> {
      const organizationId = organizationOf(user);
      const [accounts, invited] = await Promise.all([
        db
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
          .from(users)
          .where(eq(users.organization_id, organizationId))
          .orderBy(asc(users.first_name), asc(users.last_name), asc(users.email)),
        db
          .select({ id: organizationInvitations.id, first_name: organizationInvitations.first_name, last_name: organizationInvitations.last_name, email: organizationInvitations.email })
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.organization_id, organizationId),
              notExists(db.select({ id: users.id }).from(users).where(eq(users.email, organizationInvitations.email))),
            ),
          )
          .orderBy(asc(organizationInvitations.email)),
      ]);
      return [...accounts.map((row) => ({ ...row, registered: true })), ...invited.map((row) => ({ ...row, registered: false }))];
    },

    /** user/org-add: one to six emails, unique once lower-cased; anyone of another organisation refuses all (409). */
    async addMembers(user: User, rawEmails: string[]): Promise<Schema<'Message'>> {
      const organizationId = organizationOf(user, 'addMembers');
      const emails = rawEmails.map(normalizeEmail);
      const invalid = emails.find((email) => !isValidEmail(email));
      if (invalid) throw badRequest(customerMessages.invalidEmail, 'InvalidEmail');
      if (new Set(emails).size !== emails.length) throw badRequest(orgAdminMessages.emailsNotUnique, 'EmailsNotUnique');
      await addPeople(
        organizationId,
        emails.map((email) => ({ email })),
        true,
      );
      return { message: emails.length === 1 ? orgAdminMessages.userAdded : orgAdminMessages.usersAdded };
    },

    /**
     * user/csv-add: a missing header refuses the file (400, the spec's message); each row is then added,
     * skipped (in the organisation already, or earlier in the file) or refused with its row number (the
     * header is row 1) and the reason, all in one transaction.
     */
    async importMembers(user: User, rows: CsvMemberRow[]): Promise<Schema<'OrgMembersImported'>> {
      const organizationId = organizationOf(user, 'addMembers');
      const problem = csvMembersProblem(rows);
      if (problem && problem !== customerMessages.csvMissingEmail) throw badRequest(problem, 'InvalidCsv');
      const refused: Schema<'OrgMembersImported'>['refused'] = [];
      const people: Person[] = [];
      const rowOf = new Map<string, number>();
      let duplicates = 0;
      rows.forEach((row, index) => {
        const line = index + 2;
        const email = normalizeEmail(row.email ?? '');
        if (!email) refused.push({ row: line, email: '', reason: customerMessages.csvMissingEmail });
        else if (!isValidEmail(email)) refused.push({ row: line, email: (row.email ?? '').trim(), reason: customerMessages.invalidEmail });
        else if (rowOf.has(email)) duplicates += 1;
        else {
          rowOf.set(email, line);
          people.push({ email, first_name: row.first_name, last_name: row.last_name });
        }
      });
      const result = await addPeople(organizationId, people);
      for (const email of result.refused) refused.push({ row: rowOf.get(email) ?? 0, email, reason: orgAdminMessages.anotherOrganization });
      refused.sort((a, b) => a.row - b.row);
      return { message: result.added === 1 ? orgAdminMessages.userAdded : orgAdminMessages.usersAdded, added: result.added, skipped: result.skipped + duplicates, refused };
    },

    /** A member's groups of this organisation that they have joined (user details, Groups Joined). */
    async memberGroups(user: User, email: string): Promise<Schema<'GroupMembership'>[]> {
      const member = await memberOf(user, email);
      const [memberships, organizationGroups] = await Promise.all([learnerTeams.joined(member), groups.list(organizationOf(user))]);
      const ours = new Set(organizationGroups.map((group) => group.id));
      return memberships.filter((membership) => membership.status === 'joined' && ours.has(membership.group_id));
    },

    /** A member's programs (user details, Programs Enrolled): goals not quitted; 0% reads Yet To Start, 100% Completed, else Ongoing. */
    async memberPrograms(user: User, email: string): Promise<Schema<'EnrolledProgramRow'>[]> {
      const member = await memberOf(user, email);
      const enrolled = await goals.enrolledGoals(member);
      return enrolled
        .filter((goal) => !goal.quitted)
        .map((goal) => ({ goal: { name: goal.goal.name, program: { name: goal.goal.program.name } }, start_date: goal.start_date, completion_percentage: goal.completion_percentage }));
    },
  };
}

export type OrgAdmin = ReturnType<typeof createOrgAdmin>;
