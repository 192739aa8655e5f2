import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The learner's goals: list, pause, resume, quit, selection and the whole schedule (docs/domain-rules.md). */
export const goalHandlers: Handlers = {
  async getEnrolledGoals(request) {
    return request.server.goals.enrolledGoals(learnerOf(request).user);
  },

  async welcomeBack(request) {
    return request.server.goals.welcomeBack(learnerOf(request).user);
  },

  async pauseGoal(request) {
    await request.server.goals.pause(learnerOf(request).user, request.params.goalId);
    return { message: 'The program is paused. You can resume it from My Programs whenever you are ready.' };
  },

  async resumeGoal(request) {
    await request.server.goals.resume(learnerOf(request).user, request.params.goalId);
    return { message: 'The program is resumed.' };
  },

  async quitGoal(request) {
    await request.server.goals.quit(learnerOf(request).user, request.params.goalId);
    return { message: 'You have quit the program.' };
  },

  async getProgramGoals(request) {
    return request.server.assessment.goalsOf(learnerOf(request).user, request.params.program_id);
  },

  async selectGoal(request) {
    return request.server.goals.select(learnerOf(request).user, request.params.goal_id);
  },

  async getUserGoalSchedule(request) {
    return request.server.goals.schedule(learnerOf(request).user, request.params.goal_id);
  },
};
