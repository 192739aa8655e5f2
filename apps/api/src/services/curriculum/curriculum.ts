import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createAssessmentContent } from './assessment-content';
import { createCatalogue } from './catalogue';
import { createChallengeContent } from './challenge-content';
import { createContentLifecycle } from './content-lifecycle';
import { createProgramContent } from './program-content';
import { createCurriculumOverview } from './overview';
import { createQuestionContent } from './question-content';
import { createStaticSchedule } from './static-schedule';

/**
 * The back-office's curriculum (docs/back-office-curriculum.md). It writes the same
 * tables, in the same shapes, as the seed's loader (seed/curriculum.ts), which is what the learner's
 * dashboard, players and challenges read: what an author saves is what learners get. Every list is one query
 * (children folded in with json_agg) in a fixed order; every write of several rows is one transaction.
 */
export function createCurriculum(deps: { db: Database; clock: Clock }) {
  return {
    ...createContentLifecycle(deps),
    ...createCatalogue(deps),
    ...createAssessmentContent(deps),
    ...createProgramContent(deps),
    ...createQuestionContent(deps),
    ...createChallengeContent(deps),
    ...createStaticSchedule(deps),
    ...createCurriculumOverview(deps),
  };
}

export type Curriculum = ReturnType<typeof createCurriculum>;
