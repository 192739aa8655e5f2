import { learnerAnswer } from '../../services/answer-cache/answer-cache';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The catalogue and enrolment (docs/domain-rules.md). */
export const programHandlers: Handlers = {
  /** The learner's enrolments, newest first; a program whose goal was quitted is left out (docs/domain-rules.md). */
  async getEnrolledPrograms(request, reply) {
    return learnerAnswer(request, reply, 'enrolled-programs', [], () => request.server.programs.enrolments(learnerOf(request).user.id));
  },

  /** The caller's catalogue: their organisation's programs, or every active program without one. */
  async getProgramsByUserRole(request) {
    return request.server.programs.catalogue(learnerOf(request).user);
  },

  async getOrgProgramAccess(request) {
    return request.server.programs.organisationCatalogue(learnerOf(request).user, request.params.orgId);
  },

  async enrollInProgram(request) {
    return request.server.programs.enrol(learnerOf(request).user, request.params.programId);
  },
};
