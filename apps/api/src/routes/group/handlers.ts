import { learnerOf } from '../../plugins/app/sessions/auth';
import type { Handlers } from '../types';

/** A learner's groups and a group's leaderboard (learner-core §7). */
export const groupHandlers: Handlers = {
  async getJoinedGroups(request) {
    return request.server.groups.joined(learnerOf(request).user);
  },

  async getGroupUserData(request) {
    return request.server.groups.memberStats(learnerOf(request).user, request.params.group_id, request.query.limit);
  },
};
