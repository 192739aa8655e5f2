import { and, desc, eq, sql } from 'drizzle-orm';
import { programEnrollments, programs, userGoals } from '../../db/schema/index';
import { learnerOf } from '../../plugins/app/sessions/auth';
import type { Handlers } from '../types';

export const programHandlers: Handlers = {
  /** The learner's enrolments, newest first; a program whose goal was quitted is left out (learner-core §4). */
  async getEnrolledPrograms(request) {
    const userId = learnerOf(request).user.id;
    const quitted = sql`exists (select 1 from ${userGoals} where ${userGoals.user_id} = ${programEnrollments.user_id} and ${userGoals.program_id} = ${programEnrollments.program_id} and ${userGoals.quitted})`;
    const rows = await request.server.db
      .select({
        program_id: programEnrollments.program_id,
        enrollment_date: programEnrollments.enrollment_date,
        program: { id: programs.id, name: programs.name, program_type: programs.program_type, number_of_days: programs.number_of_days },
      })
      .from(programEnrollments)
      .innerJoin(programs, eq(programs.id, programEnrollments.program_id))
      .where(and(eq(programEnrollments.user_id, userId), sql`not ${quitted}`))
      .orderBy(desc(programEnrollments.enrollment_date));
    return rows.map((row) => ({ ...row, enrollment_date: row.enrollment_date.toISOString() }));
  },
};
