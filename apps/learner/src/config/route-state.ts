/**
 * What screens hand each other in navigation state (learner-core §2). The screen that navigates fills it and
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

/** /activity/id/{activity_id}: the goal the activity is part of, and its name for the player. */
export interface ActivityRouteState {
  goal_id: number;
  activity_name: string;
}

/** /revision/id/{revision_id}: the goal travels in navigation state (learner-core §2). */
export interface RevisionRouteState {
  goal_id: number;
  revision_name: string;
}

/** /challenge/id/{challenge_id}. */
export interface ChallengeRouteState {
  goal_id: number;
  challenge_name: string;
}
