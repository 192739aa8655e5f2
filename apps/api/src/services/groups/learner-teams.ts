import type { Schema } from '@stride/api-sdk';
import { GROUP_ADMIN_ROLE, LEARNER_ROLE, normalizeEmail } from '@stride/validation';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { groupMemberships, groups, learnerStats, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { challengeCountsOf, learnedCountsOf, type LearnerStats } from '../learner-stats/learner-stats';
import type { User } from '../sessions/session-store';
import { groupMessages, toGroup, type Inviter, type Memberships } from './memberships';
import { refuseOtherOrganisations } from './organisation-boundary';

/** The leaderboard lists at most this many people (the learner's groups together, highest points first). */
export const LEADERBOARD_SIZE = 100;
/** An invitation is sent again at most once a minute: a resend button pressed twice sends one email. */
const RESEND_INTERVAL_MS = 60_000;

/**
 * Groups and teams as a learner sees them (docs/teams.md): their memberships
 * and invitations, the teams they create and administer, a group's members and the leaderboard.
 */
export function createLearnerTeams(deps: { db: Database; clock: Clock; memberships: Memberships; learnerStats: LearnerStats }) {
  const { db, clock, memberships, learnerStats: stats } = deps;
  const { administeredGroup, managedGroup, sendInvitation, countInvitations, normalised, addInvitations } = memberships;
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
     * Invites people to a group by email (docs/teams.md): each new invitation is a membership
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
     * Creates a team (docs/teams.md, /team/create): a group of no organisation whose admin is
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
     * Accepts the learner's invitation (docs/teams.md, /group/join-link): an invitation to
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

export type LearnerTeams = ReturnType<typeof createLearnerTeams>;
