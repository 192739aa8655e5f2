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
