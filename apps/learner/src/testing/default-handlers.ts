import { http } from '@stride/api-sdk/testing';
import { dashboardHandlers } from './dashboard-handlers';

/** The first call of each Learn player, answered with nothing to play: dashboard tests open the players. */
const learnPlayerHandlers = [
  http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ response }) => response(200).json({ reattempt: true, questions: [] })),
  http.get('/revision/get-questions/{goal_id}/{revision_id}', ({ response }) => response(200).json([])),
];

/** Calls any learner screen may make in passing; a test overrides them where it is about them. */
export const defaultHandlers = [
  http.get('/user/oidc/provider', ({ response }) => response(200).json({ enabled: false, name: null })),
  ...dashboardHandlers,
  ...learnPlayerHandlers,
];

/** What /programs reads for a learner with no enrolment and an empty catalogue: where sign-in lands them. */
export const emptyProgramsHandlers = [
  http.get('/goal/enrolled-goals', ({ response }) => response(200).json([])),
  http.get('/program/get-enrolled', ({ response }) => response(200).json([])),
  http.get('/program/all-by-user-role', ({ response }) => response(200).json({ programs: [], sprints: [] })),
];
