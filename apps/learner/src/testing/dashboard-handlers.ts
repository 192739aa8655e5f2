import { errorBody, http } from '@stride/api-sdk/testing';

/** Seven days of no points, Sunday 15 to Saturday 21 November 2026. */
export const quietWeek = ['15', '16', '17', '18', '19', '20', '21'].map((day) => ({ date: `2026-11-${day}`, points_earned: 0 }));

/**
 * What the dashboard asks, answered for a learner with nothing under way: sign-in lands there, so any test
 * may pass through it. Dashboard tests override the calls they are about.
 */
export const dashboardHandlers = [
  http.post('/goal/welcome-back', ({ response }) => response(200).json({ resumed_goals: [] })),
  http.get('/goal/enrolled-goals', ({ response }) => response(200).json([])),
  http.get('/activity/day-list/{dayAdjust}', ({ response }) => response(200).json({ isWeekend: false, activityList: [], revisionList: [] })),
  http.get('/challenge/day-list/{dayAdjust}', ({ response }) => response(200).json({ isWeekend: false, challengeList: [] })),
  http.get('/context-card/{dayAdjust}', ({ response }) => response(200).json({ isWeekend: false, contextCard: [] })),
  http.get('/user-data/week-points', ({ response }) => response(200).json(quietWeek)),
  http.get('/user-data/total-points', ({ response }) => response(200).json({ total_points: 0 })),
  http.get('/user-data/get-streak', ({ response }) => response(200).json({ task_streak: 0, highest_streak: 0 })),
  http.get('/user-data/stats', ({ response }) => response(200).json({ total_points: 0, task_streak: 0, no_of_days_of_learning: 0 })),
  http.get('/tip/random', ({ response }) => response(404).json(errorBody('NotFound', 'There are no tips yet.'))),
  http.get('/feedback/user-feedback', ({ response }) => response(200).json([])),
  http.get('/group/get-joined', ({ response }) => response(200).json([])),
  http.get('/notification/get-inapp', ({ response }) => response(200).json([])),
];
