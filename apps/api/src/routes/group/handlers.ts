import { cachedAnswer, learnerAnswer } from '../../services/answer-cache/answer-cache';
import { groupMessages } from '../../services/groups/memberships';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** A learner's groups, a group's leaderboard (docs/dashboard.md) and invitations (docs/teams.md). */
export const groupHandlers: Handlers = {
  async getJoinedGroups(request, reply) {
    return learnerAnswer(request, reply, 'joined-groups', [], () => request.server.learnerTeams.joined(learnerOf(request).user));
  },

  async addGroupUsers(request) {
    // The contract admits a learner session or a back-office session; the service checks what each may do.
    const inviter = request.admin ? ({ backOffice: true } as const) : { user: learnerOf(request).user };
    await request.server.learnerTeams.invite(inviter, request.body.group_id, request.body.user_email_list);
    return { message: groupMessages.invited };
  },

  async acceptGroupInvite(request) {
    await request.server.learnerTeams.acceptInvite(learnerOf(request).user, request.params.group_id);
    return { message: groupMessages.joined };
  },

  async createTeam(request) {
    return request.server.learnerTeams.createTeam(learnerOf(request).user, request.body);
  },

  async getGroupUserStatus(request) {
    // The group's admins in a learner session, or a back-office admin (docs/security.md).
    const caller = request.admin ? ({ backOffice: true } as const) : { user: learnerOf(request).user };
    return request.server.learnerTeams.userStatus(caller, request.params.group_id);
  },

  async getPendingInvites(request) {
    return request.server.learnerTeams.pendingInvites(learnerOf(request).user);
  },

  async resendGroupInvite(request) {
    await request.server.learnerTeams.resendInvite(learnerOf(request).user, request.body.group_id, request.body.email);
    return { message: groupMessages.resent };
  },

  async removeGroupUser(request) {
    await request.server.learnerTeams.removeUser(learnerOf(request).user, request.body.group_id, request.body.email);
    return { message: groupMessages.removed };
  },

  async getGroupLeaderboard(request) {
    return request.server.learnerTeams.leaderboard(learnerOf(request).user);
  },

  async getGroupUserData(request, reply) {
    const { user, contentVersion } = learnerOf(request);
    const groupId = request.params.group_id;
    const { limit } = request.query;
    const membersVersion = await request.server.learnerTeams.memberStatsVersion(user, groupId);
    // Streaks count in each member's own day, and every zone's midnight falls on a quarter hour of UTC.
    const quarterHour = Math.floor(request.server.clock.now().getTime() / 900_000);
    const key = `member-stats|${groupId}|${limit}|${contentVersion}|${membersVersion}|${quarterHour}`;
    return cachedAnswer(request.server.answerCache, reply, key, () => request.server.learnerTeams.memberStats(groupId, limit));
  },
};
