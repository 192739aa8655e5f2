import type { Schema } from '@stride/api-sdk';
import { customerMessages, FULL_ADMIN_LEVEL, normalizeEmail, phoneCountryOf, readPhone } from '@stride/validation';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listOrder, listPage, listWhere, total, type ListPage, type ListParams, type ListSpec } from '../../db/list-page';
import { learningDays, organizationInvitations, organizations, orgProgramAccess, programs, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isOrganisationAdminRole, type OrganizationAdmins } from './organization-admins';
import type { ProgramAccess } from './program-access';

export const organizationMessages = {
  unknown: (id: number) => `There is no organization with id ${id}.`,
  nameTaken: (name: string) => `An organization named "${name}" already exists.`,
} as const;

type Country = Schema<'Country'>;
type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationDetails = { name: string; address: string | null; country: Country; phone: string | null; gst_number: string | null };

const toOrganization = (row: OrganizationRow): Schema<'Organization'> => ({
  id: row.id,
  name: row.name,
  email: row.email,
  address: row.address,
  country: row.country,
  phone: row.phone,
  gst_number: row.gst_number,
  active: row.active,
});

/** A name as stored: trimmed, not blank (the spec's dialog message for a missing detail). */
function organizationName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(customerMessages.fillDetails);
  return name;
}

/** A count of rows of one organisation, as a column of the customer overview (nested, so drizzle keeps the columns' tables). */
const countOf = (rows: SQL) => sql<number>`(select count(*) from ${rows})::int`;

/** Searched by name or owner email; by name in any case (the unique index's order), or by creation. */
const organizationList: ListSpec = {
  search: [organizations.name, organizations.email],
  sorts: { name: sql`lower(${organizations.name})`, created: organizations.created_at },
  id: organizations.id,
  active: organizations.active,
};

/**
 * The back-office's customer organisations (docs/back-office-customers.md): list, add, rename. Names are unique
 * whatever their case (a unique index on lower(name)), so a race between two adds ends in one 409.
 * Organisations are never deleted here: the screens say removing is not available.
 */
export function createOrganizations(deps: { db: Database; clock: Clock; admins: OrganizationAdmins; programAccess: ProgramAccess }) {
  const { db, clock, admins, programAccess } = deps;

  return {
    /**
     * Every organisation with the customer overview's figures (docs/organisation-admins.md), in one statement:
     * admins registered and invited, accounts, accounts with a learning day in the last 7 days (UTC dates), the
     * active programs and sprints granted; those matching the list parameters, with how many match.
     */
    async list(params: ListParams = {}): Promise<ListPage<Schema<'OrganizationOverview'>>> {
      const weekAgo = new Date(clock.now().getTime() - 6 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      const where = listWhere(organizationList, params);
      const query = db
        .select({
          organization: organizations,
          admins: countOf(sql`${users} where ${users.organization_id} = ${organizations.id} and ${isOrganisationAdminRole(users.role_id)}`),
          invited_admins: countOf(
            sql`${organizationInvitations} where ${organizationInvitations.organization_id} = ${organizations.id} and ${isOrganisationAdminRole(organizationInvitations.role_id)}
              and not exists (select 1 from ${users} where ${users.email} = ${organizationInvitations.email})`,
          ),
          members: countOf(sql`${users} where ${users.organization_id} = ${organizations.id}`),
          active_learners: countOf(
            sql`(select distinct ${learningDays.user_id} from ${learningDays} join ${users} on ${users.id} = ${learningDays.user_id}
              where ${users.organization_id} = ${organizations.id} and ${learningDays.day} >= ${weekAgo}::date) as active`,
          ),
          programs_granted: countOf(
            sql`${orgProgramAccess} join ${programs} on ${programs.id} = ${orgProgramAccess.program_id} and ${programs.active}
              where ${orgProgramAccess.organization_id} = ${organizations.id}`,
          ),
        })
        .from(organizations)
        .where(where)
        .orderBy(...listOrder(organizationList, params))
        .$dynamic();
      const { items, total: matching } = await listPage(query, params, () => db.select(total).from(organizations).where(where));
      return {
        total: matching,
        items: items.map(({ organization, ...figures }) => ({ ...toOrganization(organization), created_at: organization.created_at.toISOString(), ...figures })),
      };
    },

    /**
     * Adds an organisation in one transaction with every active program and sprint granted and its owner
     * invited as its Administrator (organization-admins.ts): an owner of another organisation refuses the whole
     * add (409), and nothing is written.
     */
    async add(input: { name: string; country: Country; email: string }): Promise<Schema<'Organization'>> {
      const name = organizationName(input.name);
      const email = normalizeEmail(input.email);
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(organizations).values({ name, country: input.country, email, created_at: clock.now() }).onConflictDoNothing().returning();
        if (!created) throw conflict(organizationMessages.nameTaken(name), 'OrganizationNameTaken');
        await programAccess.grantActive(tx, created.id);
        await admins.invite(tx, created.id, email, FULL_ADMIN_LEVEL, true);
        return toOrganization(created);
      });
    },

    async update(id: number, input: { name: string; country: Country }): Promise<Schema<'Organization'>> {
      const name = organizationName(input.name);
      const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      if (!existing) throw notFound(organizationMessages.unknown(id));
      const [clash] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`lower(${organizations.name}) = lower(${name}) and ${organizations.id} <> ${id}`);
      if (clash) throw conflict(organizationMessages.nameTaken(name), 'OrganizationNameTaken');
      const [updated] = await db.update(organizations).set({ name, country: input.country }).where(eq(organizations.id, id)).returning();
      if (!updated) throw notFound(organizationMessages.unknown(id));
      return toOrganization(updated);
    },

    async get(id: number): Promise<Schema<'Organization'>> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      if (!row) throw notFound(organizationMessages.unknown(id));
      return toOrganization(row);
    },

    /**
     * An organisation admin's details form (docs/org-admin-server.md): everything but the
     * email, which stays the back office's. Blank optional text is stored as null; the name stays unique; the
     * phone is stored in E.164, a number without + read as one of the organisation's country (docs/domain-rules.md).
     */
    async updateDetails(id: number, input: OrganizationDetails): Promise<Schema<'Organization'>> {
      const name = organizationName(input.name);
      const blankToNull = (value: string | null) => value?.trim() || null;
      const phone = readPhone(input.phone, phoneCountryOf(input.country));
      if (!phone.ok) throw badRequest(phone.message);
      const [clash] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`lower(${organizations.name}) = lower(${name}) and ${organizations.id} <> ${id}`);
      if (clash) throw conflict(organizationMessages.nameTaken(name), 'OrganizationNameTaken');
      const [updated] = await db
        .update(organizations)
        .set({ name, address: blankToNull(input.address), country: input.country, phone: phone.phone, gst_number: blankToNull(input.gst_number) })
        .where(eq(organizations.id, id))
        .returning();
      if (!updated) throw notFound(organizationMessages.unknown(id));
      return toOrganization(updated);
    },
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;
