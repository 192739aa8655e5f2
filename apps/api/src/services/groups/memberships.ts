import type { Schema } from '@stride/api-sdk';
import { isOrganisationAdminLevel, mayInOrganisation, normalizeEmail } from '@stride/validation';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { groupMemberships, groups, organizations, users } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import { notifyAll } from '../notifications/notifications';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { User } from '../sessions/session-store';
import { refuseOtherOrganisations, withinBoundary } from './organisation-boundary';

/*
 * What learner teams (learner-teams.ts) and organisation groups (organisation-groups.ts) share: finding a group
 * and who may manage it, and inviting people to it (the membership row, the email with its join link, the
 * in-app notification and the learner's daily allowance of invitations).
 */

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
  // The spec's words for an empty name, used for an empty description too (docs/teams.md).
  teamNameEmpty: 'Team name cannot be empty',
  unknownOrganization: (organizationId: number) => `There is no organization with id ${organizationId}.`,
  nameTaken: (name: string) => `This organization already has a team named "${name}".`,
  adminNotSelectable: (email: string) => `${email} is the admin of this group and cannot be moved, removed or invited from it.`,
  csvEmailInvalid: (email: string) => `"${email}" in the file is not a valid email.`,
} as const;

/** Who invites: a learner session (the group's admin or an admin of its organisation) or a back-office admin. */
export type Inviter = { user: User } | { backOffice: true };

export type GroupRow = typeof groups.$inferSelect;

export const toGroup = (group: GroupRow, organization: { id: number; name: string } | null): Schema<'Group'> => ({
  id: group.id,
  name: group.name,
  description: group.description,
  organization_id: group.organization_id,
  organization,
  group_admin_email: group.group_admin_email,
});

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

/** The groups and invitations of both kinds of group: built once, shared by the two services. */
export function createMemberships(deps: { db: Database; clock: Clock; config: Pick<Config, 'learnerAppUrl' | 'rateLimits'>; mailer: Mailer; limiter: RateLimiter }) {
  const { db, clock, config, mailer, limiter } = deps;

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

  /** Where an invitation is accepted (docs/teams.md): the learner app, /group/join-link/, the email, the group. */
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

  return { administeredGroup, managedGroup, joinLink, sendInvitation, countInvitations, normalised, addInvitations };
}

export type Memberships = ReturnType<typeof createMemberships>;
