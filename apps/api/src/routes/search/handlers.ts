import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The top bar's search dialog (docs/support-and-subscription.md). */
export const searchHandlers: Handlers = {
  async searchCompletedActivities(request) {
    return request.server.activitySearch.completedActivities(learnerOf(request).user, request.params.term);
  },
};
