import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The personality assessment of a program (docs/programs.md). */
export const assessmentHandlers: Handlers = {
  async getAssessmentQuestions(request) {
    return request.server.assessment.questions(learnerOf(request).user, request.params.program_id);
  },

  async getAssessmentResponses(request) {
    return request.server.assessment.answers(learnerOf(request).user, request.params.program_id);
  },

  async getUserAssessmentResponses(request) {
    return request.server.assessment.answers(learnerOf(request).user, request.params.programId);
  },

  async postAssessmentResponses(request) {
    await request.server.assessment.submit(learnerOf(request).user, request.body.program_id, request.body.user_response_list);
    return { message: 'Your answers are saved.' };
  },

  async updateAssessmentResponses(request) {
    await request.server.assessment.replace(learnerOf(request).user, request.body.program_id, request.body.user_response_list);
    return { message: 'Your answers are saved.' };
  },

  async getAssessmentResult(request) {
    return request.server.assessment.result(learnerOf(request).user, request.params.program_id);
  },
};
