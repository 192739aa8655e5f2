import { and, count, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { goals, programs } from '../../db/schema/index';
import { conflict } from '../../errors';
import { curriculumMessages } from './content-rules';

/**
 * Refuses (409) a second active goal for a sprint: a sprint has no assessment, so enrolling starts its one
 * active goal (programs.ts `enrol`) and learners could never reach another. `goalId` is the goal being
 * switched on, which does not count against itself. The program row is locked (not against enrolments' key
 * checks), so two authors giving one sprint a goal at once are checked one after the other.
 */
export async function refuseSecondSprintGoal(tx: Transaction, programId: number, goalId?: number): Promise<void> {
  const [program] = await tx
    .select({ name: programs.name, program_type: programs.program_type })
    .from(programs)
    .where(eq(programs.id, programId))
    .for('no key update');
  if (program?.program_type !== 'sprint') return;
  const [goal] = await tx
    .select({ name: goals.name })
    .from(goals)
    .where(and(eq(goals.program_id, programId), eq(goals.active, true), goalId === undefined ? undefined : ne(goals.id, goalId)))
    .limit(1);
  if (goal) throw conflict(curriculumMessages.sprintHasGoal(goal.name, program.name), 'SprintHasGoal');
}

/**
 * Refuses (409) making a program with two or more active goals a sprint, for the same reason: its learners
 * could never reach the others. Called with the program row locked by the update.
 */
export async function refuseSprintOfManyGoals(tx: Transaction, programId: number, programName: string): Promise<void> {
  const [row] = await tx
    .select({ goals: count() })
    .from(goals)
    .where(and(eq(goals.program_id, programId), eq(goals.active, true)));
  if (row && row.goals > 1) throw conflict(curriculumMessages.sprintOfManyGoals(programName, row.goals), 'SprintHasGoal');
}
