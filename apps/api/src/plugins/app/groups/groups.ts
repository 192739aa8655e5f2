import type { Schema } from '@stride/api-sdk';
import {
  csvMembersProblem,
  customerMessages,
  GROUP_ADMIN_ROLE,
  isOrganisationAdminLevel,
  isValidEmail,
  LEARNER_ROLE,
  mayInOrganisation,
  normalizeEmail,
  type CsvMemberRow,
} from '@stride/validation';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../../db/client';
import { groupMemberships, groups, learnerStats, organizations, users } from '../../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../../errors';
import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { challengeCountsOf, learnedCountsOf, type LearnerStats } from '../learner-stats/learner-stats';
import type { Mailer } from '../mail/mailer';
import { notifyAll } from '../notifications/notifications';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { User } from '../sessions/session-store';
import { administersGroup, refuseOtherOrganisations, withinBoundary } from './organisation-boundary';

export const groupMessages = {
  unknown: (groupId: number) => `There is no group with id ${groupId}.`,
  notMember: 'Only members of this group can see its members.',
  notInviter: 'Only the admin of this group or of its organisation can invite people to it.',
  invited: 'Invitation has been sent',
  joined: 'You have successfully joined the group',
  noInvitation: 'You have no invitation to this group.',
  alreadyJoined: 'You are already a member of this group.',
  notAdmin: 'Only the admin of this group can do this.',
  resent: 'Invite sent successfully',
  removed: 'Removed from the group',
  notInGroup: (email: string) => `${email} is not in this group.`,
  notInvited: (email: string) => `${email} has joined this group already; there is no invitation to send.`,
  resentRecently: (email: string) => `An invitation was sent to ${email} less than a minute ago.`,
  adminStays: 'The admin of a group cannot be removed from it.',
  ownInvite: 'You cannot send an invitation to yourself.',
  tooManyInvitations: 'You have sent many invitations today.',
  // The spec's words for an empty name, used for an empty description too (personal-social-orgadmin §5).
  teamNameEmpty: 'Team name cannot be empty',
  unknownOrganization: (organizationId: number) => `There is no organization with id ${organizationId}.`,
  nameTaken: (name: string) => `This organization already has a team named "${name}".`,
  adminNotSelectable: (email: string) => `${email} is the admin of this group and cannot be moved, removed or invited from it.`,
  csvEmailInvalid: (email: string) => `"${email}" in the file is not a valid email.`,
} as const;

/** The leaderboard lists at most this many people (the learner's groups together, highest points first). */
export const LEADERBOARD_SIZE = 100;
/** An invitation is sent again at most once a minute: a resend button pressed twice sends one email. */
const RESEND_INTERVAL_MS = 60_000;


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

/** Who invites: a learner session (the group's admin or an admin of its organisation) or a back-office admin. */
export type Inviter = { user: User } | { backOffice: true };

type GroupRow = typeof groups.$inferSelect;

/** A member to add: an email, with the names a CSV row gives. */
export interface NewMember {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

const toGroup = (group: GroupRow, organization: { id: number; name: string } | null): Schema<'Group'> => ({
  id: group.id,
  name: group.name,
  description: group.description,
  organization_id: group.organization_id,
  organization,
  group_admin_email: group.group_admin_email,
});

/** A group's name and description as stored: trimmed, neither blank. */
function groupText(input: { name: string; description: string }) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name || !description) throw badRequest(customerMessages.fillDetails);
  return { name, description };
}

/**
 * The group's admin by email (unless they have since joined another organisation than the group's), or an
 * organisation admin of the group's organisation: any level to look, a level that may manage groups to change
 * it (docs/organisation-admins.md).
 */
const administers = (user: User, group: GroupRow, access: 'read' | 'change') =>
  (group.group_admin_email === user.email && withinBoundary(user.organization_id, group.organization_id)) ||
  (group.organization_id !== null &&
    group.organization_id === user.organization_id &&
    (access === 'read' ? isOrganisationAdminLevel(user.role_id) : mayInOrganisation(user.role_id, 'manageGroups')));

/** Groups and teams as a learner sees them (learner-core §7): their memberships and a group's leaderboard. */
export function createGroups(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'learnerAppUrl' | 'rateLimits'>;
  mailer: Mailer;
  learnerStats: LearnerStats;
  limiter: RateLimiter;
}) {
  const { db, clock, config, mailer, learnerStats: stats, limiter } = deps;
  const admins = alias(users, 'group_admins');
  const members = alias(users, 'members');
  // Runs on every leaderboard request, so prepared once (docs/performance.md).
  const memberStatsVersionOf = db
    .select({
      isMember: sql<boolean>`coalesce(bool_or(${groupMemberships.user_id} = ${sql.placeholder('userId')}), false)`,
      version: sql<string>`md5(coalesce(string_agg(${users.id} || ':' || ${users.data_version}, ',' order by ${users.id}), ''))`,
    })
    .from(groups)
    .leftJoin(groupMemberships, and(eq(groupMemberships.group_id, groups.id), eq(groupMemberships.status, 'joined')))
    .leftJoin(users, eq(users.id, groupMemberships.user_id))
    .where(eq(groups.id, sql.placeholder('groupId')))
    .groupBy(groups.id)
    .prepare('group_member_stats_version');

  async function groupById(groupId: number): Promise<GroupRow> {
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!group) throw notFound(groupMessages.unknown(groupId));
    return group;
  }

  /** A group the caller administers (group admin, or organisation admin of its organisation); 403 otherwise. */
  async function administeredGroup(user: User, groupId: number, refusal: string = groupMessages.notAdmin, access: 'read' | 'change' = 'change'): Promise<GroupRow> {
    const group = await groupById(groupId);
    if (!administers(user, group, access)) throw forbidden(refusal, 'NotGroupAdmin');
    return group;
  }

  /** Where an invitation is accepted (back-office §9): the learner app, /group/join-link/, the email, the group. */
  const joinLink = (groupId: number, email: string) => `${config.learnerAppUrl}/group/join-link/${encodeURIComponent(email)}/${groupId}`;

  /**
   * The invitation email with the join link. An organisation's group says whose it is: accepting makes someone
   * of no organisation one of its people (acceptInvite), which they should know before they accept.
   */
  const invitationEmail = (group: GroupRow, organizationName: string | null, email: string) => ({
    to: email,
    subject: `You are invited to join ${group.name} on Stride`,
    text: [
      'Hello,',
      '',
      `You are invited to join the group "${group.name}" on Stride: ${group.description}`,
      ...(organizationName === null ? [] : ['', `The group belongs to ${organizationName}: joining it makes you a member of ${organizationName} on Stride.`]),
      '',
      'Open this link to join (you can create your account there if you have none yet):',
      joinLink(group.id, email),
      '',
      'The Stride team',
    ].join('\n'),
  });

  /** The name of the group's organisation, or null for a team. */
  async function organizationNameOf(executor: Executor, group: GroupRow): Promise<string | null> {
    if (group.organization_id === null) return null;
    const [organization] = await executor.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, group.organization_id));
    return organization?.name ?? null;
  }

  /** The invitation email, through the outbox in the caller's transaction. */
  const sendInvitation = async (executor: Executor, group: GroupRow, email: string) =>
    mailer.enqueue(executor, invitationEmail(group, await organizationNameOf(executor, group), email));

  /**
   * Each invitation a learner asks for counts against their daily allowance, so a team cannot be made a
   * mailing list. Counted before the transaction that sends them (the counter is its own write).
   */
  const countInvitations = (inviter: Inviter, count: number) =>
    'user' in inviter && count > 0
      ? limiter.hit(`group-invitations:${inviter.user.id}`, config.rateLimits.groupInvitationsPerLearner, groupMessages.tooManyInvitations, count)
      : Promise.resolve();

  const normalised = (emails: string[]) => [...new Set(emails.map(normalizeEmail))];

  /** The group a caller may manage: its admins in a learner session, any group for a back-office admin. */
  const managedGroup = (caller: Inviter, groupId: number, refusal: string = groupMessages.notInviter, access: 'read' | 'change' = 'change') =>
    'user' in caller ? administeredGroup(caller.user, groupId, refusal, access) : groupById(groupId);

  /**
   * Adds invitations for the emails not in the group yet: a membership with status invited, the email and,
   * for someone registered, an in-app notification (neither when `send` is false: the back-office's
   * add-user-only passes the links on itself). People already invited or in it are skipped; returns the added.
   * Every invitation goes through here, so none crosses the organisation boundary: anyone of another
   * organisation than the group's refuses the whole call (409) before anything is written.
   */
  async function addInvitations(tx: Transaction, group: GroupRow, invitees: string[], send = true) {
    if (invitees.length === 0) return [];
    await refuseOtherOrganisations(tx, group.organization_id, invitees);
    const now = clock.now();
    // Set-based, so a 10,000-row CSV costs three statements rather than one or two per person: the emails
    // pass as one array, in the order given (the answer lists them so).
    const { rows: added } = await tx.execute<{ email: string; user_id: number | null }>(sql`insert into ${groupMemberships} (group_id, email, user_id, status, invited_at)
      select ${group.id}, t.email, u.id, 'invited', ${now.toISOString()}::timestamptz
      from unnest(${sql.param(invitees)}::text[]) with ordinality as t(email, n) left join ${users} u on u.email = t.email
      order by t.n
      on conflict (group_id, email) do nothing
      returning email, user_id`);
    if (!send) return added;
    const registeredIds = added.flatMap((invitee) => (invitee.user_id === null ? [] : [invitee.user_id]));
    await notifyAll(tx, registeredIds, 'group_invite', `You are invited to join the group ${group.name}.`, now);
    const organizationName = await organizationNameOf(tx, group);
    await mailer.enqueueAll(tx, added.map((invitee) => invitationEmail(group, organizationName, invitee.email)));
    return added;
  }

  /**
   * The emails of a group's bulk operation (move, remove, invite elsewhere): each must be in the group,
   * invited or joined, and none its admin (the admin row cannot be selected, back-office §4).
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
   * Adds members to a group with status invited and answers each one's join link (back-office §3, member
   * record). `send` mails the invitation (CSV upload); add-user-only leaves passing the links on to the
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

    /** The learner's memberships, joined and invited (an invitation names their email before they join). */
    async joined(user: User): Promise<Schema<'GroupMembership'>[]> {
      const rows = await db
        .select({
          group_id: groupMemberships.group_id,
          group_name: groups.name,
          status: groupMemberships.status,
          email: groupMemberships.email,
          joining_date: groupMemberships.joining_date,
          member: { first_name: members.first_name, last_name: members.last_name, photo_url: members.photo_url },
          admin_email: groups.group_admin_email,
          admin: { first_name: admins.first_name, last_name: admins.last_name },
        })
        .from(groupMemberships)
        .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
        .leftJoin(members, eq(members.id, groupMemberships.user_id))
        .leftJoin(admins, eq(admins.email, groups.group_admin_email))
        .where(or(eq(groupMemberships.user_id, user.id), and(isNull(groupMemberships.user_id), eq(groupMemberships.email, user.email))))
        .orderBy(desc(groupMemberships.status), asc(groupMemberships.group_id));
      return rows.map((row) => ({
        group_id: row.group_id,
        groups: [{ name: row.group_name }],
        status: row.status,
        user: { email: row.email, first_name: row.member?.first_name ?? null, last_name: row.member?.last_name ?? null, photo_url: row.member?.photo_url ?? null },
        group_admin: { email: row.admin_email, first_name: row.admin?.first_name ?? null, last_name: row.admin?.last_name ?? null },
        joining_date: row.joining_date?.toISOString() ?? null,
      }));
    },

    /**
     * Invites people to a group by email (personal-social-orgadmin §4): each new invitation is a membership
     * with status invited, an email with the join link (through the outbox), and for someone already
     * registered an in-app notification, all in one transaction. People already invited or in it are skipped.
     */
    async invite(inviter: Inviter, groupId: number, emails: string[]): Promise<void> {
      const group = await managedGroup(inviter, groupId);
      const invitees = normalised(emails);
      await countInvitations(inviter, invitees.length);
      await db.transaction((tx) => addInvitations(tx, group, invitees));
    },

    /**
     * Creates a team (personal-social-orgadmin §2, /team/create): a group of no organisation whose admin is
     * its creator, who joins it at once; each listed email is invited, all in one transaction.
     */
    async createTeam(user: User, team: { name: string; description: string; user_email_list: string[] }): Promise<Schema<'Group'>> {
      if (!team.name.trim() || !team.description.trim()) throw badRequest(groupMessages.teamNameEmpty);
      const now = clock.now();
      const invitees = normalised(team.user_email_list).filter((email) => email !== user.email);
      await countInvitations({ user }, invitees.length);
      const group = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(groups)
          .values({ name: team.name.trim(), description: team.description.trim(), group_admin_email: user.email, created_by_user_id: user.id, created_at: now })
          .returning();
        if (!created) throw new Error('the team was not written');
        await tx.insert(groupMemberships).values({ group_id: created.id, email: user.email, user_id: user.id, status: 'joined', invited_at: now, joining_date: now });
        await addInvitations(tx, created, invitees);
        return created;
      });
      return toGroup(group, null);
    },

    /** The admin and everyone else in a group, invited or joined, for the group's admins (§4, Admin section). */
    async userStatus(caller: Inviter, groupId: number): Promise<Schema<'GroupUserStatus'>> {
      const group = await managedGroup(caller, groupId, groupMessages.notAdmin, 'read');
      const [admin, rows] = await Promise.all([
        db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.email, group.group_admin_email)),
        db
          .select({ email: groupMemberships.email, status: groupMemberships.status, first_name: users.first_name, last_name: users.last_name })
          .from(groupMemberships)
          .leftJoin(users, eq(users.id, groupMemberships.user_id))
          .where(and(eq(groupMemberships.group_id, groupId), ne(groupMemberships.email, group.group_admin_email)))
          .orderBy(desc(groupMemberships.status), asc(groupMemberships.email)),
      ]);
      return {
        admin: { group_admin: { email: group.group_admin_email, first_name: admin[0]?.first_name ?? null, last_name: admin[0]?.last_name ?? null } },
        users: rows.map((row) => ({ user: { first_name: row.first_name, last_name: row.last_name, email: row.email }, status: row.status })),
      };
    },

    /** The learner's invitations not yet accepted, by their id or, before they registered, their email. */
    async pendingInvites(user: User): Promise<Schema<'PendingInvite'>[]> {
      const rows = await db
        .select({ id: groupMemberships.id, group_id: groupMemberships.group_id, name: groups.name })
        .from(groupMemberships)
        .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
        .where(and(eq(groupMemberships.status, 'invited'), or(eq(groupMemberships.user_id, user.id), and(isNull(groupMemberships.user_id), eq(groupMemberships.email, user.email)))))
        .orderBy(desc(groupMemberships.invited_at), asc(groupMemberships.id));
      return rows.map((row) => ({ id: row.id, group_id: row.group_id, groups: [{ name: row.name }] }));
    },

    /** Sends an invitation again (§4): only to someone still invited, not to oneself, at most once a minute. */
    async resendInvite(user: User, groupId: number, rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const group = await administeredGroup(user, groupId);
      if (email === user.email) throw badRequest(groupMessages.ownInvite, 'OwnInvitation');
      const now = clock.now();
      await countInvitations({ user }, 1);
      await db.transaction(async (tx) => {
        const [membership] = await tx
          .select({ id: groupMemberships.id, status: groupMemberships.status, invited_at: groupMemberships.invited_at })
          .from(groupMemberships)
          .where(and(eq(groupMemberships.group_id, groupId), eq(groupMemberships.email, email)))
          .for('update');
        if (!membership) throw notFound(groupMessages.notInGroup(email));
        if (membership.status !== 'invited') throw conflict(groupMessages.notInvited(email), 'AlreadyJoined');
        // Someone who has joined another organisation since they were invited could no longer accept.
        await refuseOtherOrganisations(tx, group.organization_id, [email]);
        if (now.getTime() - membership.invited_at.getTime() < RESEND_INTERVAL_MS) throw conflict(groupMessages.resentRecently(email), 'ResentRecently');
        await tx.update(groupMemberships).set({ invited_at: now }).where(eq(groupMemberships.id, membership.id));
        await sendInvitation(tx, group, email);
      });
    },

    /** Removes a member or an invitation (§4); the group's admin stays. */
    async removeUser(user: User, groupId: number, rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const group = await administeredGroup(user, groupId);
      if (email === group.group_admin_email) throw badRequest(groupMessages.adminStays, 'AdminStays');
      const removed = await db
        .delete(groupMemberships)
        .where(and(eq(groupMemberships.group_id, groupId), eq(groupMemberships.email, email)))
        .returning({ id: groupMemberships.id });
      if (removed.length === 0) throw notFound(groupMessages.notInGroup(email));
    },

    /**
     * The leaderboard of /group/leaderboard: everyone who has joined any of the learner's groups, the
     * learner included, once each, by total points (highest first), at most LEADERBOARD_SIZE people.
     */
    async leaderboard(user: User): Promise<Schema<'LeaderboardItem'>[]> {
      const mine = db
        .select({ group_id: groupMemberships.group_id })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.user_id, user.id), eq(groupMemberships.status, 'joined')));
      const people = db
        .selectDistinct({ user_id: groupMemberships.user_id })
        .from(groupMemberships)
        .where(and(inArray(groupMemberships.group_id, mine), eq(groupMemberships.status, 'joined')));
      const rows = await db
        .select({ user_id: users.id, first_name: users.first_name, last_name: users.last_name, total_points: sql<number>`coalesce(${learnerStats.total_points}, 0)` })
        .from(users)
        .leftJoin(learnerStats, eq(learnerStats.user_id, users.id))
        .where(inArray(users.id, people))
        .orderBy(sql`coalesce(${learnerStats.total_points}, 0) desc`, asc(users.first_name), asc(users.last_name), asc(users.id))
        .limit(LEADERBOARD_SIZE);
      return rows.map((row) => ({ user_id: row.user_id, user: { first_name: row.first_name, last_name: row.last_name }, total_points: Number(row.total_points) }));
    },

    /**
     * Accepts the learner's invitation (personal-social-orgadmin §2, /group/join-link): an invitation to
     * their email, or to them by id, becomes a joined membership. 404 without one; 409 when joined already,
     * and 409 for an organisation's group when the learner is of another organisation (finding 1). Accepting
     * an organisation's group makes someone of no organisation one of its people, and its named admin a group
     * admin (role 2): its members are its own, so no other organisation can take them later. A team changes
     * no one's organisation or role.
     */
    async acceptInvite(user: User, groupId: number): Promise<void> {
      const mine = and(eq(groupMemberships.group_id, groupId), or(eq(groupMemberships.user_id, user.id), and(isNull(groupMemberships.user_id), eq(groupMemberships.email, user.email))));
      await db.transaction(async (tx) => {
        const [membership] = await tx
          .select({ id: groupMemberships.id, status: groupMemberships.status, organization_id: groups.organization_id, admin_email: groups.group_admin_email })
          .from(groupMemberships)
          .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
          .where(mine)
          .for('update', { of: groupMemberships });
        if (!membership) throw notFound(groupMessages.noInvitation);
        if (membership.status === 'joined') throw conflict(groupMessages.alreadyJoined, 'AlreadyJoined');
        // The learner's row is locked first, so no other organisation takes them in before this commits.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await refuseOtherOrganisations(tx, membership.organization_id, [user.email]);
        await tx.update(groupMemberships).set({ status: 'joined', user_id: user.id, joining_date: clock.now() }).where(eq(groupMemberships.id, membership.id));
        if (membership.organization_id === null) return;
        await tx.update(users).set({ organization_id: membership.organization_id }).where(and(eq(users.id, user.id), isNull(users.organization_id)));
        if (membership.admin_email === user.email) {
          await tx.update(users).set({ role_id: GROUP_ADMIN_ROLE }).where(and(eq(users.id, user.id), eq(users.role_id, LEARNER_ROLE)));
        }
      });
    },

    /**
     * Adds a team to an organisation (back-office §7, group/create-group): its admin is named by email and
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

    /** The rows of a member CSV (back-office §5): the spec's header and email rules first, then invited by mail. */
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

    /** A group's joined members with their numbers, most points first; only its members may look. */
    /**
     * Checks that the learner is a joined member of the group (404 unknown group, 403 otherwise) and answers
     * the version of what its member stats read: the joined members and each one's data_version, which their
     * points, days, goals, items and own row raise (docs/answer-cache.md). One statement over the memberships.
     */
    async memberStatsVersion(user: User, groupId: number): Promise<string> {
      const [row] = await memberStatsVersionOf.execute({ groupId, userId: user.id });
      if (!row) throw notFound(groupMessages.unknown(groupId));
      if (!row.isMember) throw forbidden(groupMessages.notMember, 'NotGroupMember');
      return row.version;
    },

    /** The group's joined members by points (after memberStatsVersion admitted the caller). */
    async memberStats(groupId: number, limit?: number): Promise<Schema<'GroupMemberStats'>[]> {
      const query = db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          photo_url: users.photo_url,
          time_zone: users.time_zone,
          last_active_at: users.last_active_at,
        })
        .from(groupMemberships)
        .innerJoin(users, eq(users.id, groupMemberships.user_id))
        .leftJoin(learnerStats, eq(learnerStats.user_id, users.id))
        .where(and(eq(groupMemberships.group_id, groupId), eq(groupMemberships.status, 'joined')))
        .orderBy(sql`coalesce(${learnerStats.total_points}, 0) desc`, asc(users.first_name), asc(users.last_name), asc(users.id))
        .$dynamic();
      const ranked = await (limit === undefined ? query : query.limit(limit));
      const ids = ranked.map((member) => member.id);
      const [numbers, learnedCounts, challengeCounts] = await Promise.all([stats.numbersOf(ranked), learnedCountsOf(db, ids), challengeCountsOf(db, ids)]);
      return ranked.map((member) => {
        const own = numbers.get(member.id);
        const learned = learnedCounts.get(member.id);
        const challenged = challengeCounts.get(member.id);
        return {
          user_id: member.id,
          user: { first_name: member.first_name, last_name: member.last_name, email: member.email, photo_url: member.photo_url },
          points: own?.total_points ?? 0,
          streak: own?.task_streak ?? 0,
          highest_streak: own?.highest_streak ?? 0,
          no_of_days_of_learning: own?.no_of_days_of_learning ?? 0,
          no_of_subtopics_completed: learned?.subtopics ?? 0,
          no_of_perfect_activities: learned?.perfect ?? 0,
          no_of_drills_done: challenged?.drills ?? 0,
          no_of_challenges_done: challenged?.others ?? 0,
          last_active: member.last_active_at?.toISOString() ?? null,
        };
      });
    },
  };
}

export type Groups = ReturnType<typeof createGroups>;
