import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** Support and the premium request (docs/support-and-subscription.md). */
export const supportHandlers: Handlers = {
  async getIssueList(request) {
    return request.server.support.issueList();
  },

  async createSupportTicket(request) {
    return request.server.support.createTicket(learnerOf(request).user, request.body);
  },

  async confirmSubscription(request) {
    return request.server.subscriptions.confirm(learnerOf(request).user, request.body);
  },
};
