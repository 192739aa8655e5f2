import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { Programs } from '../programs/programs';
import { createGoalEnrolment } from './goal-enrolment';
import { createGoalPausing } from './goal-pausing';
import { createGoalSchedule } from './goal-schedule';
import { createGoalViews } from './goal-views';

/**
 * The goals learners follow (docs/domain-rules.md, Goal lifecycle): the enrolled-goals list with progress, pause, resume and
 * quit, selection after the assessment, the whole schedule of a goal, and pausing goals left idle.
 */
export function createGoals(deps: { db: Database; clock: Clock; config: Config; mailer: Mailer; programs: Programs; log: FastifyBaseLogger }) {
  const views = createGoalViews(deps);
  const pausing = createGoalPausing({ ...deps, views });
  return {
    ...pausing,
    ...createGoalEnrolment({ ...deps, views, pausing }),
    ...createGoalSchedule({ ...deps, views }),
  };
}

export type Goals = ReturnType<typeof createGoals>;
