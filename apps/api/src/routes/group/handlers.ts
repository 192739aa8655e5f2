import { groupMessages } from '../../plugins/app/groups/groups';
import { learnerOf } from '../../plugins/app/sessions/auth';
import type { Handlers } from '../types';

/** A learner's groups, a group's leaderboard (learner-core §7) and invitations (personal-social-orgadmin §7). */
export const groupHandlers: Handlers = {
  async getJoinedGroups(request) {
    return request.server.groups.joined(learnerOf(request).user);
  },

  async addGroupUsers(request) {
    // The contract admits a learner session or a back-office session; the service checks what each may do.
    const inviter = request.admin ? ({ backOffice: true } as const) : { user: learnerOf(request).user };
    await request.server.groups.invite(inviter, request.body.group_id, request.body.user_email_list);
    return { message: groupMessages.invited };
  },

  async acceptGroupInvite(request) {
    await request.server.groups.acceptInvite(learnerOf(request).user, request.params.group_id);
    return { message: groupMessages.joined };
  },

  async getGroupUserData(request) {
    return request.server.groups.memberStats(learnerOf(request).user, request.params.group_id, request.query.limit);
  },
};
