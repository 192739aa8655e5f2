import type { Schema } from '@stride/api-sdk';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { qualified } from '../../../db/qualified';
import {
  activities,
  challenges,
  groupMemberships,
  groups,
  learnerStats,
  questionResponses,
  userActivities,
  userChallenges,
  users,
} from '../../../db/schema/index';
import { conflict, forbidden, notFound } from '../../../errors';
import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import type { LearnerStats } from '../learner-stats/learner-stats';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications';
import type { User } from '../sessions/session-store';

export const groupMessages = {
  unknown: (groupId: number) => `There is no group with id ${groupId}.`,
  notMember: 'Only members of this group can see its members.',
  notInviter: 'Only the admin of this group or of its organisation can invite people to it.',
  invited: 'Invitation has been sent',
  joined: 'You have successfully joined the group',
  noInvitation: 'You have no invitation to this group.',
  alreadyJoined: 'You are already a member of this group.',
} as const;

/** Organisation admin levels (docs/domain-rules.md, "Accounts"). */
const isOrganisationAdmin = (user: User) => user.role_id >= 3 && user.role_id <= 6;

/** Who invites: a learner session (the group's admin or an admin of its organisation) or a back-office admin. */
export type Inviter = { user: User } | { backOffice: true };

/** Counts of what each member did, for the member table: one grouped query per source, for all members at once. */
async function memberActivityCounts(db: Database, userIds: number[]) {
  const [learned, challenged] = await Promise.all([
    db
      .select({
        user_id: userActivities.user_id,
        subtopics: sql<number>`count(distinct ${activities.subtopic_id})::int`,
        // A perfect activity: a completed attempt with no wrong answer.
        perfect: sql<number>`count(*) filter (where not exists (
          select 1 from ${questionResponses} where ${questionResponses.user_id} = ${qualified(userActivities.user_id)}
            and ${questionResponses.goal_id} = ${qualified(userActivities.goal_id)} and ${questionResponses.activity_id} = ${qualified(userActivities.activity_id)}
            and ${questionResponses.attempt} = ${qualified(userActivities.attempt)} and not ${questionResponses.is_correct}))::int`,
      })
      .from(userActivities)
      .innerJoin(activities, eq(activities.id, userActivities.activity_id))
      .where(and(inArray(userActivities.user_id, userIds), isNotNull(userActivities.completed_at)))
      .groupBy(userActivities.user_id),
    db
      .select({
        user_id: userChallenges.user_id,
        drills: sql<number>`count(*) filter (where ${challenges.type} = 'drill')::int`,
        others: sql<number>`count(*) filter (where ${challenges.type} <> 'drill')::int`,
      })
      .from(userChallenges)
      .innerJoin(challenges, eq(challenges.id, userChallenges.challenge_id))
      .where(and(inArray(userChallenges.user_id, userIds), eq(userChallenges.is_completed, true)))
      .groupBy(userChallenges.user_id),
  ]);
  return { learned: new Map(learned.map((row) => [row.user_id, row])), challenged: new Map(challenged.map((row) => [row.user_id, row])) };
}

/** Groups and teams as a learner sees them (learner-core §7): their memberships and a group's leaderboard. */
export function createGroups(deps: { db: Database; clock: Clock; config: Pick<Config, 'learnerAppUrl'>; mailer: Mailer; learnerStats: LearnerStats }) {
  const { db, clock, config, mailer, learnerStats: stats } = deps;
  const admins = alias(users, 'group_admins');
  const members = alias(users, 'members');

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
      const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
      if (!group) throw notFound(groupMessages.unknown(groupId));
      if ('user' in inviter) {
        const { user } = inviter;
        const administers =
          group.group_admin_email === user.email || (isOrganisationAdmin(user) && group.organization_id !== null && group.organization_id === user.organization_id);
        if (!administers) throw forbidden(groupMessages.notInviter, 'NotGroupAdmin');
      }
      const invitees = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
      const now = clock.now();
      await db.transaction(async (tx) => {
        const registered = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, invitees));
        const userIdOf = new Map(registered.map((user) => [user.email, user.id]));
        const added = await tx
          .insert(groupMemberships)
          .values(invitees.map((email) => ({ group_id: groupId, email, user_id: userIdOf.get(email) ?? null, status: 'invited' as const, invited_at: now })))
          .onConflictDoNothing({ target: [groupMemberships.group_id, groupMemberships.email] })
          .returning({ email: groupMemberships.email, user_id: groupMemberships.user_id });
        for (const invitee of added) {
          if (invitee.user_id !== null) await notify(tx, invitee.user_id, 'group_invite', `You are invited to join the group ${group.name}.`, now);
          await mailer.enqueue(tx, {
            to: invitee.email,
            subject: `You are invited to join ${group.name} on Stride`,
            text: [
              'Hello,',
              '',
              `You are invited to join the group "${group.name}" on Stride: ${group.description}`,
              '',
              'Open this link to join (you can create your account there if you have none yet):',
              `${config.learnerAppUrl}/group/join-link/${encodeURIComponent(invitee.email)}/${groupId}`,
              '',
              'The Stride team',
            ].join('\n'),
          });
        }
      });
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
      const [numbers, counts] = await Promise.all([stats.numbersOf(ranked), memberActivityCounts(db, ids)]);
      return ranked.map((member) => {
        const own = numbers.get(member.id);
        const learned = counts.learned.get(member.id);
        const challenged = counts.challenged.get(member.id);
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
