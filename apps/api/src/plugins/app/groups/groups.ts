import type { Schema } from '@stride/api-sdk';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../../db/client';
import { qualified } from '../../../db/qualified';
import { groupMemberships, groups, learnerStats, users } from '../../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../../errors';
import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { challengeCountsOf, learnedCountsOf, type LearnerStats } from '../learner-stats/learner-stats';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { User } from '../sessions/session-store';

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
} as const;

/** The leaderboard lists at most this many people (the learner's groups together, highest points first). */
export const LEADERBOARD_SIZE = 100;
/** An invitation is sent again at most once a minute: a resend button pressed twice sends one email. */
const RESEND_INTERVAL_MS = 60_000;

/** Organisation admin levels (docs/domain-rules.md, "Accounts"). */
const isOrganisationAdmin = (user: User) => user.role_id >= 3 && user.role_id <= 6;

/** Who invites: a learner session (the group's admin or an admin of its organisation) or a back-office admin. */
export type Inviter = { user: User } | { backOffice: true };

type GroupRow = typeof groups.$inferSelect;

/** The group's admin by email, or an organisation admin of the group's organisation. */
const administers = (user: User, group: GroupRow) =>
  group.group_admin_email === user.email || (isOrganisationAdmin(user) && group.organization_id !== null && group.organization_id === user.organization_id);

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

  async function groupById(groupId: number): Promise<GroupRow> {
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!group) throw notFound(groupMessages.unknown(groupId));
    return group;
  }

  /** A group the caller administers (group admin, or organisation admin of its organisation); 403 otherwise. */
  async function administeredGroup(user: User, groupId: number, refusal: string = groupMessages.notAdmin): Promise<GroupRow> {
    const group = await groupById(groupId);
    if (!administers(user, group)) throw forbidden(refusal, 'NotGroupAdmin');
    return group;
  }

  /** The invitation email with the join link, through the outbox in the caller's transaction. */
  const sendInvitation = (executor: Executor, group: GroupRow, email: string) =>
    mailer.enqueue(executor, {
      to: email,
      subject: `You are invited to join ${group.name} on Stride`,
      text: [
        'Hello,',
        '',
        `You are invited to join the group "${group.name}" on Stride: ${group.description}`,
        '',
        'Open this link to join (you can create your account there if you have none yet):',
        `${config.learnerAppUrl}/group/join-link/${encodeURIComponent(email)}/${group.id}`,
        '',
        'The Stride team',
      ].join('\n'),
    });

  /**
   * Each invitation a learner asks for counts against their daily allowance, so a team cannot be made a
   * mailing list. Counted before the transaction that sends them (the counter is its own write).
   */
  const countInvitations = (inviter: Inviter, count: number) =>
    'user' in inviter && count > 0
      ? limiter.hit(`group-invitations:${inviter.user.id}`, config.rateLimits.groupInvitationsPerLearner, groupMessages.tooManyInvitations, count)
      : Promise.resolve();

  const normalised = (emails: string[]) => [...new Set(emails.map((email) => email.trim().toLowerCase()))];

  /**
   * Adds invitations for the emails not in the group yet: a membership with status invited, the email and,
   * for someone registered, an in-app notification. People already invited or in it are skipped.
   */
  async function addInvitations(tx: Transaction, group: GroupRow, invitees: string[]) {
    if (invitees.length === 0) return;
    const now = clock.now();
    const registered = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, invitees));
    const userIdOf = new Map(registered.map((user) => [user.email, user.id]));
    const added = await tx
      .insert(groupMemberships)
      .values(invitees.map((email) => ({ group_id: group.id, email, user_id: userIdOf.get(email) ?? null, status: 'invited' as const, invited_at: now })))
      .onConflictDoNothing({ target: [groupMemberships.group_id, groupMemberships.email] })
      .returning({ email: groupMemberships.email, user_id: groupMemberships.user_id });
    for (const invitee of added) {
      if (invitee.user_id !== null) await notify(tx, invitee.user_id, 'group_invite', `You are invited to join the group ${group.name}.`, now);
      await sendInvitation(tx, group, invitee.email);
    }
  }

  return {
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
      const group = 'user' in inviter ? await administeredGroup(inviter.user, groupId, groupMessages.notInviter) : await groupById(groupId);
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
      return { id: group.id, name: group.name, description: group.description, organization_id: null, organization: null, group_admin_email: group.group_admin_email };
    },

    /** The admin and everyone else in a group, invited or joined, for the group's admins (§4, Admin section). */
    async userStatus(caller: Inviter, groupId: number): Promise<Schema<'GroupUserStatus'>> {
      const group = 'user' in caller ? await administeredGroup(caller.user, groupId) : await groupById(groupId);
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
      const email = rawEmail.trim().toLowerCase();
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
        if (now.getTime() - membership.invited_at.getTime() < RESEND_INTERVAL_MS) throw conflict(groupMessages.resentRecently(email), 'ResentRecently');
        await tx.update(groupMemberships).set({ invited_at: now }).where(eq(groupMemberships.id, membership.id));
        await sendInvitation(tx, group, email);
      });
    },

    /** Removes a member or an invitation (§4); the group's admin stays. */
    async removeUser(user: User, groupId: number, rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
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
     * their email, or to them by id, becomes a joined membership. 404 without one; 409 when joined already.
     */
    async acceptInvite(user: User, groupId: number): Promise<void> {
      const mine = and(eq(groupMemberships.group_id, groupId), or(eq(groupMemberships.user_id, user.id), and(isNull(groupMemberships.user_id), eq(groupMemberships.email, user.email))));
      const accepted = await db
        .update(groupMemberships)
        .set({ status: 'joined', user_id: user.id, joining_date: clock.now() })
        .where(and(mine, eq(groupMemberships.status, 'invited')))
        .returning({ id: groupMemberships.id });
      if (accepted.length > 0) return;
      const [membership] = await db.select({ status: groupMemberships.status }).from(groupMemberships).where(mine);
      if (membership?.status === 'joined') throw conflict(groupMessages.alreadyJoined, 'AlreadyJoined');
      throw notFound(groupMessages.noInvitation);
    },

    /** A group's joined members with their numbers, most points first; only its members may look. */
    async memberStats(user: User, groupId: number, limit?: number): Promise<Schema<'GroupMemberStats'>[]> {
      const [group] = await db
        .select({
          id: groups.id,
          isMember: sql<boolean>`exists (select 1 from ${groupMemberships} where ${groupMemberships.group_id} = ${qualified(groups.id)}
            and ${groupMemberships.user_id} = ${user.id} and ${groupMemberships.status} = 'joined')`,
        })
        .from(groups)
        .where(eq(groups.id, groupId));
      if (!group) throw notFound(groupMessages.unknown(groupId));
      if (!group.isMember) throw forbidden(groupMessages.notMember, 'NotGroupMember');

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
