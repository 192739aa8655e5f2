import { http } from '@stride/api-sdk/testing';
import { plainChallenge } from './challenge-fixtures';
import { dashboardHandlers } from './dashboard-handlers';

/**
 * The first calls of each Learn player, answered with nothing to play: dashboard tests open the players. A
 * player opened by its address also reads its goal's schedule for the item's name: here one with no days.
 */
const learnPlayerHandlers = [
  http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ response }) => response(200).json({ reattempt: true, questions: [], reading: null })),
  http.get('/revision/get-questions/{goal_id}/{revision_id}', ({ response }) => response(200).json([])),
  http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ params, response }) =>
    response(200).json({ goal_id: Number(params.goal_id), program_name: 'A program', static_schedule_day_number: 1, days: [] }),
  ),
];

/** The first calls of the challenge screen, answered with a challenge without steps and no open take: dashboard tests open it. */
const challengeHandlers = [
  http.get('/user-data/active-challenge/{challenge_id}', ({ response }) => response(200).json(null)),
  http.get('/challenge/goal_id/{goal_id}/id/{challenge_id}', ({ response }) => response(200).json(plainChallenge)),
];

const emptyPage = () => ({ items: [], page: 1, page_size: 5 as const, total: 0 });

/** The journal's lists, empty: tests that need a protected screen use /journal, which opens on the notes. */
const journalHandlers = [
  http.get('/user-data/notes', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/flashcards', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/todos', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/saved-tips', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/saved-readings', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/completed-challenges', ({ response }) => response(200).json(emptyPage())),
  http.get('/user-data/flashcards/due', ({ response }) => response(200).json({ due_count: 0, cards: [] })),
];

/** Calls any learner screen may make in passing; a test overrides them where it is about them. */
export const defaultHandlers = [
  http.get('/user/oidc/provider', ({ response }) => response(200).json({ enabled: false, name: null })),
  ...dashboardHandlers,
  ...learnPlayerHandlers,
  ...challengeHandlers,
  ...journalHandlers,
];

/** What /programs reads for a learner with no enrolment and an empty catalogue: where sign-in lands them. */
export const emptyProgramsHandlers = [
  http.get('/goal/enrolled-goals', ({ response }) => response(200).json([])),
  http.get('/program/get-enrolled', ({ response }) => response(200).json([])),
  http.get('/program/all-by-user-role', ({ response }) => response(200).json({ programs: [], sprints: [] })),
];
