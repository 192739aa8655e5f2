import type { Schema } from '@stride/api-sdk';
import { customerMessages, FULL_ADMIN_LEVEL, isOrganisationAdminLevel, normalizeEmail, organisationAdminLevelLabel, organisationAdminLevels, type OrganisationAdminLevel } from '@stride/validation';
import { and, asc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { organizationInvitations, organizations, users } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { roleForNewAccount } from '../groups/organisation-groups';
import type { Mailer } from '../mail/mailer';

export const organizationAdminMessages = {
  unknownOrganization: (id: number) => `There is no organization with id ${id}.`,
  invited: (email: string) => `${email} has been invited as an admin.`,
  madeAdmin: (email: string) => `${email} is now an admin of the organization.`,
  levelChanged: (email: string) => `${email}'s level has been changed.`,
  removed: (email: string) => `${email} is no longer an admin and stays a member of the organization.`,
  inAnotherOrganization: customerMessages.inAnotherOrganization,
  alreadyAdmin: (email: string) => `${email} is already an admin of this organization.`,
  notAdmin: (email: string) => `${email} is not an admin of this organization.`,
  lastAdministrator: `An organization must keep at least one ${organisationAdminLevelLabel(FULL_ADMIN_LEVEL)}. Make someone else one first.`,
} as const;

/** An invitation of someone who has not registered: the account made with its email takes it up. */
/** An organisation admin's role, of an account or an invitation, as SQL: the levels of `@stride/validation`'s roles. */
export const isOrganisationAdminRole = (column: typeof users.role_id | typeof organizationInvitations.role_id) => inArray(column, [...organisationAdminLevels]);

const awaitingAccount = notExists(sql`(select 1 from ${users} where ${users.email} = ${organizationInvitations.email})`);

/**
 * The invitation an account made now with this email takes up: an admin invitation before a member one, then
 * the earliest (someone invited to administer one organisation and added to another as a member becomes the
 * admin they were asked to be).
 */
const takenUpInvitation = (email: string, column: typeof organizationInvitations.organization_id | typeof organizationInvitations.role_id) =>
  sql`(select ${column} from ${organizationInvitations} where ${organizationInvitations.email} = ${email}
    order by (${isOrganisationAdminRole(organizationInvitations.role_id)}) desc, ${organizationInvitations.invited_at}, ${organizationInvitations.id} limit 1)`;

/**
 * The organisation and role of an account made now with this email (registration, social sign-in): those of
 * the invitation it takes up, or none and a learner; a group admin at least when a group of that organisation
 * names them its admin.
 */
export const newAccountMembership = (email: string) => ({
  organization_id: sql<number | null>`${takenUpInvitation(email, organizationInvitations.organization_id)}`,
  role_id: sql<number>`greatest(coalesce(${takenUpInvitation(email, organizationInvitations.role_id)}, 1), ${roleForNewAccount(email, takenUpInvitation(email, organizationInvitations.organization_id))})`,
});

type OrganizationAdmin = Schema<'OrganizationAdmin'>;

/** Whose admin rights a change touches: a registered admin of the organisation, or an admin invitation. */
type AdminTarget = { kind: 'account'; id: number; level: OrganisationAdminLevel } | { kind: 'invitation'; id: number; level: OrganisationAdminLevel };

/**
 * An organisation's admins (docs/organisation-admins.md): the back office invites them (the owner when the
 * organisation is added), changes their level and takes their rights away. Someone with an account becomes an
 * admin at once; someone without one is invited and becomes it on registering. Nobody of another organisation
 * is ever moved. Every change locks the organisation's row, so two changes at once cannot both take away the
 * last Administrator.
 */
export function createOrganizationAdmins(deps: { db: Database; clock: Clock; config: Pick<Config, 'learnerAppUrl' | 'orgAdminAppUrl'>; mailer: Mailer }) {
  const { db, clock, config, mailer } = deps;

  async function lockOrganization(tx: Transaction, organizationId: number) {
    const [organization] = await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
    if (!organization) throw notFound(organizationAdminMessages.unknownOrganization(organizationId));
    return organization;
  }

  /** The email telling someone they administer the organisation: to sign in, or to sign up first. */
  function adminEmail(organizationName: string, email: string, level: OrganisationAdminLevel, account: { first_name: string } | null, owner: boolean) {
    const signIn = `${config.orgAdminAppUrl}/login`;
    const made = owner
      ? `${organizationName} has been set up on Stride, and you are its ${organisationAdminLevelLabel(level)}.`
      : `You have been made ${organisationAdminLevelLabel(level)} of ${organizationName} on Stride.`;
    const next = account
      ? [`Sign in to the administration app with your Stride account to add your people and follow their learning: ${signIn}`]
      : [
          `1. Create your account with this email address: ${config.learnerAppUrl}/user/signup?email=${encodeURIComponent(email)}`,
          `2. Then sign in to the administration app to add your people and follow their learning: ${signIn}`,
        ];
    return {
      to: email,
      subject: owner ? `${organizationName} is ready on Stride` : `You are an admin of ${organizationName} on Stride`,
      text: [`Hello${account ? ` ${account.first_name}` : ''},`, '', made, '', ...next, '', 'The Stride team'].join('\n'),
    };
  }

  /** The admin rights this email holds in the organisation, or null. */
  async function targetOf(tx: Transaction, organizationId: number, email: string): Promise<AdminTarget | null> {
    const [account] = await tx.select({ id: users.id, role_id: users.role_id }).from(users).where(and(eq(users.email, email), eq(users.organization_id, organizationId))).for('update');
    if (account) return isOrganisationAdminLevel(account.role_id) ? { kind: 'account', id: account.id, level: account.role_id } : null;
    const [invitation] = await tx
      .select({ id: organizationInvitations.id, role_id: organizationInvitations.role_id })
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.organization_id, organizationId), eq(organizationInvitations.email, email), awaitingAccount))
      .for('update');
    return invitation && isOrganisationAdminLevel(invitation.role_id) ? { kind: 'invitation', id: invitation.id, level: invitation.role_id } : null;
  }

  /** Refuses a change that would leave the organisation with no Administrator (level 3), joined or invited. */
  async function keepAnAdministrator(tx: Transaction, organizationId: number, target: AdminTarget, newLevel: OrganisationAdminLevel | null) {
    if (target.level !== FULL_ADMIN_LEVEL || newLevel === FULL_ADMIN_LEVEL) return;
    const {
      rows: [counted],
    } = await tx.execute<{ administrators: number }>(sql`select
      (select count(*) from ${users} where ${users.organization_id} = ${organizationId} and ${users.role_id} = ${FULL_ADMIN_LEVEL})
      + (select count(*) from ${organizationInvitations} where ${organizationInvitations.organization_id} = ${organizationId}
          and ${organizationInvitations.role_id} = ${FULL_ADMIN_LEVEL} and ${awaitingAccount}) as administrators`);
    if (Number(counted?.administrators ?? 0) <= 1) throw conflict(organizationAdminMessages.lastAdministrator, 'LastAdministrator');
  }

  /**
   * Makes `email` an admin of the organisation at `level` inside the caller's transaction: someone with an
   * account of no organisation (or a member of this one) is made it at once, someone without one is invited;
   * both are told by mail. 409 for someone of another organisation or an admin already (nothing written).
   */
  async function invite(tx: Transaction, organizationId: number, rawEmail: string, level: OrganisationAdminLevel, owner = false): Promise<'made' | 'invited'> {
    const email = normalizeEmail(rawEmail);
    const organization = await lockOrganization(tx, organizationId);
    const [account] = await tx
      .select({ id: users.id, organization_id: users.organization_id, role_id: users.role_id, first_name: users.first_name })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (account) {
      if (account.organization_id !== null && account.organization_id !== organizationId) throw conflict(organizationAdminMessages.inAnotherOrganization(email), 'OtherOrganization');
      if (account.organization_id === organizationId && isOrganisationAdminLevel(account.role_id)) throw conflict(organizationAdminMessages.alreadyAdmin(email), 'AlreadyAdmin');
      await tx.update(users).set({ organization_id: organizationId, role_id: level }).where(eq(users.id, account.id));
      await mailer.enqueue(tx, adminEmail(organization.name, email, level, account, owner));
      return 'made';
    }
    // A member invitation becomes an admin one; an admin invitation already there is refused.
    const [invitation] = await tx
      .insert(organizationInvitations)
      .values({ organization_id: organizationId, email, role_id: level, invited_at: clock.now() })
      .onConflictDoUpdate({
        target: [organizationInvitations.organization_id, organizationInvitations.email],
        set: { role_id: level, invited_at: clock.now() },
        setWhere: eq(organizationInvitations.role_id, 1),
      })
      .returning({ id: organizationInvitations.id });
    if (!invitation) throw conflict(organizationAdminMessages.alreadyAdmin(email), 'AlreadyAdmin');
    await mailer.enqueue(tx, adminEmail(organization.name, email, level, null, owner));
    return 'invited';
  }

  /** Runs a change of someone's admin rights with the organisation locked; 404 when they hold none. */
  async function changeRights(organizationId: number, rawEmail: string, change: (tx: Transaction, email: string, target: AdminTarget) => Promise<void>) {
    const email = normalizeEmail(rawEmail);
    await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const target = await targetOf(tx, organizationId, email);
      if (!target) throw notFound(organizationAdminMessages.notAdmin(email));
      await change(tx, email, target);
    });
    return email;
  }

  return {
    invite,

    /** The organisation's admins, registered then invited, each by level and email. */
    async list(organizationId: number): Promise<OrganizationAdmin[]> {
      const [[organization], accounts, invitations] = await Promise.all([
        db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)),
        db
          .select({ email: users.email, first_name: users.first_name, last_name: users.last_name, role_id: users.role_id })
          .from(users)
          .where(and(eq(users.organization_id, organizationId), isOrganisationAdminRole(users.role_id)))
          .orderBy(asc(users.role_id), asc(users.email)),
        db
          .select({ email: organizationInvitations.email, role_id: organizationInvitations.role_id })
          .from(organizationInvitations)
          .where(and(eq(organizationInvitations.organization_id, organizationId), gte(organizationInvitations.role_id, 3), awaitingAccount))
          .orderBy(asc(organizationInvitations.role_id), asc(organizationInvitations.email)),
      ]);
      if (!organization) throw notFound(organizationAdminMessages.unknownOrganization(organizationId));
      // The queries select levels 3-6 only; the guard tells the compiler so.
      const admin = (row: { email: string; first_name: string | null; last_name: string | null; role_id: number }, status: OrganizationAdmin['status']) =>
        isOrganisationAdminLevel(row.role_id) ? [{ ...row, role_id: row.role_id, status }] : [];
      return [
        ...accounts.flatMap((account) => admin(account, 'joined')),
        ...invitations.flatMap((invitation) => admin({ ...invitation, first_name: null, last_name: null }, 'invited')),
      ];
    },

    /** The back office's Invite admin: see `invite`. */
    async inviteAdmin(organizationId: number, input: { email: string; role_id: OrganisationAdminLevel }): Promise<Schema<'Message'>> {
      const outcome = await db.transaction((tx) => invite(tx, organizationId, input.email, input.role_id));
      const email = normalizeEmail(input.email);
      return { message: outcome === 'made' ? organizationAdminMessages.madeAdmin(email) : organizationAdminMessages.invited(email) };
    },

    /** Another level for an admin, registered or invited; the last Administrator keeps theirs. */
    async setLevel(organizationId: number, rawEmail: string, level: OrganisationAdminLevel): Promise<Schema<'Message'>> {
      const email = await changeRights(organizationId, rawEmail, async (tx, _email, target) => {
        await keepAnAdministrator(tx, organizationId, target, level);
        if (target.kind === 'account') await tx.update(users).set({ role_id: level }).where(eq(users.id, target.id));
        else await tx.update(organizationInvitations).set({ role_id: level }).where(eq(organizationInvitations.id, target.id));
      });
      return { message: organizationAdminMessages.levelChanged(email) };
    },

    /**
     * Takes someone's admin rights away; they stay a member (a group admin still, when a group names them) and
     * an invited admin stays invited as a member. The last Administrator cannot be removed.
     */
    async remove(organizationId: number, rawEmail: string): Promise<Schema<'Message'>> {
      const email = await changeRights(organizationId, rawEmail, async (tx, targetEmail, target) => {
        await keepAnAdministrator(tx, organizationId, target, null);
        if (target.kind === 'account') await tx.update(users).set({ role_id: roleForNewAccount(targetEmail, organizationId) }).where(eq(users.id, target.id));
        else await tx.update(organizationInvitations).set({ role_id: 1 }).where(eq(organizationInvitations.id, target.id));
      });
      return { message: organizationAdminMessages.removed(email) };
    },
  };
}

export type OrganizationAdmins = ReturnType<typeof createOrganizationAdmins>;
