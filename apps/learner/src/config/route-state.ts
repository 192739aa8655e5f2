import type { Schema } from '@stride/api-sdk';

/**
 * What screens hand each other in navigation state (docs/learn-players.md, docs/challenges.md). The screen that navigates fills it and
 * the screen it opens reads it; both import the shape from here.
 */

/** /assessment/questions/{id} and /assessment/result/{id}. */
export interface AssessmentRouteState {
  program_type: 'program' | 'sprint';
  program_name: string;
}

/** /user/program-schedule. */
export interface ProgramScheduleState {
  goal_id: number;
  static_day: number;
  program_name: string;
  /** Where Back returns to. */
  referrer: string;
}

/** /programs: a learner who signed in with no enrolment arrives with dataLength 0 and sees the walkthrough. */
export interface ProgramsRouteState {
  dataLength?: number;
}

/** /activity/id/{activity_id} and /activity/review/{activity_id}: the goal the activity is part of, and its name. */
export interface ActivityRouteState {
  goal_id: number;
  activity_name: string;
}

/** /revision/id/{revision_id} and /revision/review/{revision}: the goal travels in navigation state (docs/learn-players.md). */
export interface RevisionRouteState {
  goal_id: number;
  revision_name: string;
}

/** /revision/oldrevision: the classic player has no id in its path, so the revision's id travels too. */
export interface OldRevisionRouteState extends RevisionRouteState {
  revision_id: number;
}

/** /activity/complete: what completing the activity answered (points, reading), for the completion screen. */
export interface ActivityCompleteState extends ActivityRouteState, Schema<'ActivityCompletion'> {
  activity_id: number;
}

/** /revision/complete: what completing the revision answered, with when the attempt started and ended (ISO). */
export interface RevisionCompleteState extends RevisionRouteState, Schema<'RevisionCompletion'> {
  revision_id: number;
  start_time: string;
  end_time: string;
}

/**
 * /challenge/id/{challenge_id} and /challenge/id/new/{challenge_id}: the goal, and whether it is done. The
 * address carries both too (`?goal=`, `&completed=1`; docs/learn-players.md, "Addresses").
 */
export interface ChallengeRouteState {
  goal_id: number;
  /** The learner completed it: its steps open in review mode. Absent counts as not completed. */
  completed?: boolean;
}

/** /challenge/complete/{challenge_id} and /challenge/complete/new/{challenge_id}: the learner's take (also `?take=`; docs/challenges.md). */
export interface ChallengeCompleteState {
  user_challenge_id: number;
  goal_id: number;
}
