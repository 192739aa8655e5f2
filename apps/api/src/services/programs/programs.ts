import { and, asc, desc, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { goals, orgProgramAccess, programEnrollments, programs, userGoals } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import type { User } from '../sessions/session-store';
import { startDateFor } from '../goals/goal-calendar';
import { notify } from '../notifications/notifications';
import type { Subscriptions } from '../subscriptions/subscriptions';

type ProgramRow = typeof programs.$inferSelect;

export const programMessages = {
  notAvailable: "This program is not available to you. Ask your organisation's administrator for access.",
  alreadyEnrolled: 'You are already enrolled in this program.',
  otherOrganisation: 'You can only see the programs of your own organisation.',
  notEnrolled: 'Please enrol in this program first.',
} as const;

/** The contract's ProgramSummary, as select columns. */
export const programSummaryColumns = {
  id: programs.id,
  name: programs.name,
  program_type: programs.program_type,
  number_of_days: programs.number_of_days,
};

/** What the catalogue shows of a program (the contract's Program). */
export const catalogueColumns = {
  id: programs.id,
  code: programs.code,
  name: programs.name,
  description: programs.description,
  display_image_url: programs.display_image_url,
  program_type: programs.program_type,
  proficiency: programs.proficiency,
  number_of_days: programs.number_of_days,
  active: programs.active,
};

/**
 * The catalogue and enrolment (docs/domain-rules.md): a member of an organisation sees the active programs the
 * organisation gives access to; a learner without one sees every active program.
 */
export function createPrograms(deps: { db: Database; clock: Clock; subscriptions: Pick<Subscriptions, 'checkEnrolment'> }) {
  const { db, clock, subscriptions } = deps;

  // Asked on every screen that shows programs: built once and prepared (docs/performance.md, "Request path").
  const enrolmentsOfUser = db
    .select({
      program_id: programEnrollments.program_id,
      enrollment_date: programEnrollments.enrollment_date,
      program: programSummaryColumns,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.program_id))
    .where(and(eq(programEnrollments.user_id, sql.placeholder('userId')), isNull(programEnrollments.left_at)))
    .orderBy(desc(programEnrollments.enrollment_date), desc(programEnrollments.id))
    .prepare('enrolments_of_user');

  /** The condition that a program is in the user's catalogue. */
  function inCatalogueOf(user: User): SQL {
    const open = eq(programs.active, true);
    if (user.organization_id === null) return open;
    const granted = exists(
      db
        .select({ one: sql`1` })
        .from(orgProgramAccess)
        .where(and(eq(orgProgramAccess.program_id, programs.id), eq(orgProgramAccess.organization_id, user.organization_id))),
    );
    return and(open, granted) as SQL;
  }

  async function findProgram(programId: number): Promise<ProgramRow> {
    const [program] = await db.select().from(programs).where(eq(programs.id, programId)).limit(1);
    if (!program) throw notFound(`There is no program with id ${programId}.`);
    return program;
  }

  async function isInCatalogue(user: User, programId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.id, programId), inCatalogueOf(user)))
      .limit(1);
    return Boolean(row);
  }

  async function isEnrolled(userId: number, programId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: programEnrollments.id })
      .from(programEnrollments)
      .where(and(eq(programEnrollments.user_id, userId), eq(programEnrollments.program_id, programId), isNull(programEnrollments.left_at)))
      .limit(1);
    return Boolean(row);
  }

  /** The user's catalogue, split into programs and sprints. */
  async function catalogue(user: User) {
    const rows = await db.select(catalogueColumns).from(programs).where(inCatalogueOf(user)).orderBy(asc(programs.id));
    return {
      programs: rows.filter((row) => row.program_type === 'program'),
      sprints: rows.filter((row) => row.program_type === 'sprint'),
    };
  }

  return {
    findProgram,
    isEnrolled,
    catalogue,

    /** The catalogue of an organisation, for its own members only. */
    async organisationCatalogue(user: User, organizationId: number) {
      if (user.organization_id !== organizationId) throw forbidden(programMessages.otherOrganisation);
      return catalogue(user);
    },

    /**
     * The program, if the user may see its content: it is in their catalogue or they are enrolled in it
     * (an organisation may withdraw access from a program its members already follow).
     */
    async visibleProgram(user: User, programId: number): Promise<ProgramRow> {
      const program = await findProgram(programId);
      if (!(await isInCatalogue(user, programId)) && !(await isEnrolled(user.id, programId))) throw forbidden(programMessages.notAvailable);
      return program;
    },

    /** The program, if the user is enrolled in it. */
    async enrolledProgram(user: User, programId: number): Promise<ProgramRow> {
      const program = await findProgram(programId);
      if (!(await isEnrolled(user.id, programId))) throw forbidden(programMessages.notEnrolled, 'NotEnrolled');
      return program;
    },

    /**
     * Enrols in a program of the catalogue; enrolling again after quitting is allowed. A sprint has no
     * assessment, so its single goal starts in the same transaction. The free tier's limits apply
     * (docs/support-and-subscription.md): 403 SubscriptionRequired beyond them.
     */
    async enrol(user: User, programId: number): Promise<{ enrollment_date: string }> {
      const program = await findProgram(programId);
      if (!(await isInCatalogue(user, programId))) throw forbidden(programMessages.notAvailable, 'ProgramNotAvailable');
      const now = clock.now();
      return db.transaction(async (tx) => {
        await subscriptions.checkEnrolment(tx, user, program, now);
        const [enrolment] = await tx
          .insert(programEnrollments)
          .values({ user_id: user.id, program_id: programId, enrollment_date: now })
          .onConflictDoUpdate({
            target: [programEnrollments.user_id, programEnrollments.program_id],
            set: { enrollment_date: now, left_at: null },
            setWhere: isNotNull(programEnrollments.left_at),
          })
          .returning({ enrollment_date: programEnrollments.enrollment_date });
        if (!enrolment) throw conflict(programMessages.alreadyEnrolled, 'EnrollmentAlreadyExistsException');
        if (program.program_type === 'sprint') {
          const [goal] = await tx
            .select({ id: goals.id })
            .from(goals)
            .where(and(eq(goals.program_id, programId), eq(goals.active, true)))
            .orderBy(asc(goals.id))
            .limit(1);
          if (goal) {
            await tx
              .insert(userGoals)
              .values({ user_id: user.id, goal_id: goal.id, program_id: programId, start_date: startDateFor(localDate(now, user.time_zone)), selected_at: now })
              .onConflictDoNothing();
          }
        }
        await notify(tx, user.id, 'enrolment', `You are enrolled in ${program.name}. Your first items are waiting on your dashboard.`, now);
        return { enrollment_date: enrolment.enrollment_date.toISOString() };
      });
    },

    /** Ends an enrolment when its goal is quitted, inside the quitting transaction. */
    async leave(executor: Executor, userId: number, programId: number, at: Date): Promise<void> {
      await executor
        .update(programEnrollments)
        .set({ left_at: at })
        .where(and(eq(programEnrollments.user_id, userId), eq(programEnrollments.program_id, programId), isNull(programEnrollments.left_at)));
    },

    /** The user's current enrolments, newest first (a program whose goal was quitted is left). */
    async enrolments(userId: number) {
      const rows = await enrolmentsOfUser.execute({ userId });
      return rows.map((row) => ({ ...row, enrollment_date: row.enrollment_date.toISOString() }));
    },
  };
}

export type Programs = ReturnType<typeof createPrograms>;
