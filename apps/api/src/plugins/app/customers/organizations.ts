import type { Schema } from '@stride/api-sdk';
import { customerMessages, normalizeEmail, phoneCountryOf, readPhone } from '@stride/validation';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { organizations } from '../../../db/schema/index';
import { badRequest, conflict, notFound } from '../../../errors';

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

/**
 * The back-office's customer organisations (back-office §2, §7): list, add, rename. Names are unique
 * whatever their case (a unique index on lower(name)), so a race between two adds ends in one 409.
 * Organisations are never deleted here: the screens say removing is not available.
 */
export function createOrganizations(deps: { db: Database }) {
  const { db } = deps;

  return {
    async list(): Promise<Schema<'Organization'>[]> {
      const rows = await db.select().from(organizations).orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
      return rows.map(toOrganization);
    },

    async add(input: { name: string; country: Country; email: string }): Promise<Schema<'Organization'>> {
      const name = organizationName(input.name);
      const [created] = await db
        .insert(organizations)
        .values({ name, country: input.country, email: normalizeEmail(input.email) })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(organizationMessages.nameTaken(name), 'OrganizationNameTaken');
      return toOrganization(created);
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
     * An organisation admin's details form (personal-social-orgadmin §2, Organization): everything but the
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
