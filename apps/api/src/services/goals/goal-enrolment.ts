import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { assessmentQuestions, assessmentResponses, goals, programs, userGoals } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { programMessages, type Programs } from '../programs/programs';
import type { User } from '../sessions/session-store';
import { startDateFor } from './goal-calendar';
import { endPauses, type GoalPausing } from './goal-pausing';
import { goalMessages, type EnrolledGoal, type GoalViews } from './goal-views';

/**
 * Following a goal (docs/domain-rules.md, Goal lifecycle): the enrolled-goals list, selecting a goal of an enrolled program
 * after its assessment, and quitting it for good.
 */
export function createGoalEnrolment(deps: { db: Database; clock: Clock; programs: Programs; log: FastifyBaseLogger; views: GoalViews; pausing: GoalPausing }) {
  const { db, clock, programs: catalogue, log, views, pausing } = deps;
  const { today, describe, liveGoal } = views;
  const { pauseIdleGoals } = pausing;

  /** A program's assessment counts as done once answered, and a program without questions has none to do. */
  async function assessmentDone(userId: number, programId: number): Promise<boolean> {
    const [[questions], [answers]] = await Promise.all([
      db.select({ count: count() }).from(assessmentQuestions).where(eq(assessmentQuestions.program_id, programId)),
      db
        .select({ count: count() })
        .from(assessmentResponses)
        .where(and(eq(assessmentResponses.user_id, userId), eq(assessmentResponses.program_id, programId))),
    ]);
    return (questions?.count ?? 0) === 0 || (answers?.count ?? 0) > 0;
  }

  return {
    /** Every goal the user selected, newest first, quitted ones included; idle goals are paused first. */
    async enrolledGoals(user: User): Promise<EnrolledGoal[]> {
      try {
        await pauseIdleGoals(user.id);
      } catch (error) {
        // Pausing idle goals is housekeeping: the list must load even when it fails (the timer tries again).
        log.error({ err: error, userId: user.id }, 'pausing idle goals failed');
      }
      const rows = await db.select().from(userGoals).where(eq(userGoals.user_id, user.id)).orderBy(desc(userGoals.selected_at), desc(userGoals.id));
      return describe(user, rows);
    },

    /** Quits a goal for good; the learner leaves its program and may enrol in it again later. */
    async quit(user: User, goalId: number): Promise<void> {
      const goal = await liveGoal(user.id, goalId, goalMessages.alreadyQuitted);
      if (goal.completed) throw conflict(goalMessages.completed, 'GoalCompleted');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [quitted] = await tx
          .update(userGoals)
          .set({ quitted: true, quitted_at: now, paused: false, paused_due_to_inactivity: false })
          .where(and(eq(userGoals.id, goal.id), eq(userGoals.quitted, false)))
          .returning({ id: userGoals.id });
        if (!quitted) throw conflict(goalMessages.alreadyQuitted, 'GoalQuitted');
        await endPauses(tx, [goal.id], now);
        await catalogue.leave(tx, user.id, goal.program_id, now);
      });
    },

    /**
     * Selects the goal of an enrolled program after the assessment and starts its schedule. Selecting the
     * goal already followed answers it unchanged, so a second click or a sprint's result page is harmless.
     */
    async select(user: User, goalId: number): Promise<EnrolledGoal> {
      const [goal] = await db
        .select({ id: goals.id, program_id: goals.program_id, program_type: programs.program_type })
        .from(goals)
        .innerJoin(programs, eq(programs.id, goals.program_id))
        .where(and(eq(goals.id, goalId), eq(goals.active, true)))
        .limit(1);
      if (!goal) throw notFound(`There is no goal with id ${goalId}.`);
      if (!(await catalogue.isEnrolled(user.id, goal.program_id))) throw forbidden(programMessages.notEnrolled, 'NotEnrolled');

      const followed = async () =>
        (
          await db
            .select()
            .from(userGoals)
            .where(and(eq(userGoals.user_id, user.id), eq(userGoals.program_id, goal.program_id), eq(userGoals.quitted, false)))
            .limit(1)
        )[0];
      let current = await followed();
      if (!current) {
        if (goal.program_type === 'program' && !(await assessmentDone(user.id, goal.program_id))) {
          throw conflict(goalMessages.assessmentNotDone, 'AssessmentNotDone');
        }
        const now = clock.now();
        await db
          .insert(userGoals)
          .values({ user_id: user.id, goal_id: goal.id, program_id: goal.program_id, start_date: startDateFor(today(user)), selected_at: now })
          .onConflictDoNothing();
        current = await followed();
      }
      if (!current || current.goal_id !== goal.id) throw conflict(goalMessages.otherGoalSelected, 'GoalAlreadySelected');
      const [view] = await describe(user, [current]);
      if (!view) throw notFound(goalMessages.notFollowing);
      return view;
    },
  };
}
