import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { organizations, orgProgramAccess, programEnrollments, programs, users } from '../../db/schema/index';
import { notFound } from '../../errors';

export const programAccessMessages = {
  unknownOrganization: (id: number) => `There is no organization with id ${id}.`,
  unknownProgram: (id: number) => `There is no program with id ${id}.`,
} as const;

/**
 * Which programs and sprints reach an organisation's members (docs/organisation-admins.md, "Program access"):
 * the rows of org_program_access, which the back office switches. A new organisation starts with every active
 * one. Taking access away hides the program from the catalogue and new enrolment; members already enrolled
 * keep their goals (programs.ts lets an enrolled learner see what they follow). Every change raises the
 * content version (migration 0014), so catalogues kept by the answer cache change at once.
 */
export function createProgramAccess(deps: { db: Database }) {
  const { db } = deps;

  async function organizationExists(organizationId: number) {
    const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw notFound(programAccessMessages.unknownOrganization(organizationId));
  }

  /** Every program and sprint with whether the organisation has it and how many of its members follow it. */
  async function list(organizationId: number, programId?: number): Promise<Schema<'OrganizationProgramAccess'>[]> {
    const enrolled = db
      .select({ program_id: programEnrollments.program_id, learners: sql<number>`count(*)::int`.as('learners') })
      .from(programEnrollments)
      .innerJoin(users, eq(users.id, programEnrollments.user_id))
      .where(and(eq(users.organization_id, organizationId), isNull(programEnrollments.left_at)))
      .groupBy(programEnrollments.program_id)
      .as('enrolled');
    const rows = await db
      .select({
        program: { id: programs.id, name: programs.name, program_type: programs.program_type, number_of_days: programs.number_of_days, active: programs.active },
        granted: sql<boolean>`${orgProgramAccess.id} is not null`,
        enrolled_learners: sql<number>`coalesce(${enrolled.learners}, 0)`,
      })
      .from(programs)
      .leftJoin(orgProgramAccess, and(eq(orgProgramAccess.program_id, programs.id), eq(orgProgramAccess.organization_id, organizationId)))
      .leftJoin(enrolled, eq(enrolled.program_id, programs.id))
      .where(programId === undefined ? undefined : eq(programs.id, programId))
      .orderBy(asc(programs.program_type), asc(programs.name), asc(programs.id));
    return rows;
  }

  return {
    /** The default of a new organisation, in its creating transaction: every active program and sprint. */
    async grantActive(executor: Executor, organizationId: number): Promise<void> {
      await executor.execute(sql`insert into ${orgProgramAccess} (organization_id, program_id)
        select ${organizationId}, ${programs.id} from ${programs} where ${programs.active}`);
    },

    async list(organizationId: number) {
      await organizationExists(organizationId);
      return list(organizationId);
    },

    /** Grants or withdraws one program; doing what is already so changes nothing. Answers the program's row. */
    async set(organizationId: number, programId: number, granted: boolean): Promise<Schema<'OrganizationProgramAccess'>> {
      await organizationExists(organizationId);
      const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
      if (!program) throw notFound(programAccessMessages.unknownProgram(programId));
      if (granted) await db.insert(orgProgramAccess).values({ organization_id: organizationId, program_id: programId }).onConflictDoNothing();
      else await db.delete(orgProgramAccess).where(and(eq(orgProgramAccess.organization_id, organizationId), eq(orgProgramAccess.program_id, programId)));
      const [row] = await list(organizationId, programId);
      if (!row) throw notFound(programAccessMessages.unknownProgram(programId));
      return row;
    },
  };
}

export type ProgramAccess = ReturnType<typeof createProgramAccess>;
