import { customerMessages, FULL_ADMIN_LEVEL } from '@stride/validation';
import type { FastifyRequest } from 'fastify';
import { adminMessages } from '../../services/customers/admins';
import type { Inviter } from '../../services/groups/memberships';
import { learnerOf } from '../../services/sessions/auth';
import { withTotal } from '../list-total';
import type { Handlers } from '../types';

/**
 * Who manages a group in this request: a back-office admin, or a learner session (the group's admins; the
 * groups service refuses anyone else). The contract decides which sessions reach each operation.
 */
const callerOf = (request: FastifyRequest): Inviter => (request.admin ? { backOffice: true } : { user: learnerOf(request).user });

/** The back-office's customers (organisations, their teams and members) and admin accounts (docs/back-office-customers.md). */
export const customerHandlers: Handlers = {
  async listOrganizations(request, reply) {
    return withTotal(reply, await request.server.organizations.list(request.query));
  },

  async addOrganization(request) {
    return request.server.organizations.add(request.body);
  },

  async updateOrganization(request) {
    return request.server.organizations.update(request.params.id, request.body);
  },

  async listOrganizationAdmins(request) {
    return request.server.organizationAdmins.list(request.params.id);
  },

  async inviteOrganizationAdmin(request) {
    return request.server.organizationAdmins.inviteAdmin(request.params.id, { email: request.body.email, role_id: request.body.role_id ?? FULL_ADMIN_LEVEL });
  },

  async setOrganizationAdminLevel(request) {
    return request.server.organizationAdmins.setLevel(request.params.id, request.params.email, request.body.role_id);
  },

  async removeOrganizationAdmin(request) {
    return request.server.organizationAdmins.remove(request.params.id, request.params.email);
  },

  async listOrganizationPrograms(request) {
    return request.server.programAccess.list(request.params.id);
  },

  async setOrganizationProgramAccess(request) {
    return request.server.programAccess.set(request.params.id, request.params.program_id, request.body.granted);
  },

  async createGroup(request) {
    return request.server.organisationGroups.createGroup(request.body);
  },

  async listGroups(request) {
    return request.server.organisationGroups.list(request.query.organization_id);
  },

  async updateGroup(request) {
    return request.server.organisationGroups.update(callerOf(request), request.body);
  },

  async addGroupMembers(request) {
    return request.server.organisationGroups.addMembers({ backOffice: true }, request.body.group_id, request.body.user_list, false);
  },

  async addGroupMembersFromCsv(request) {
    return request.server.organisationGroups.addMembersFromCsv(callerOf(request), request.body.group_id, request.body.user_list);
  },

  async sendBulkGroupInvite(request) {
    const { current_group_id, new_group_id, user_email_list } = request.body;
    await request.server.organisationGroups.inviteElsewhere(callerOf(request), current_group_id, new_group_id, user_email_list);
    return { message: customerMessages.invitationsSent };
  },

  async moveGroupUsers(request) {
    const { current_group_id, new_group_id, user_email_list } = request.body;
    await request.server.organisationGroups.moveUsers(callerOf(request), current_group_id, new_group_id, user_email_list);
    return { message: customerMessages.usersMoved };
  },

  async removeGroupUsers(request) {
    await request.server.organisationGroups.removeUsers(callerOf(request), request.body.group_id, request.body.user_email_list);
    return { message: customerMessages.usersRemoved };
  },

  async listAdmins(request) {
    return request.server.backOfficeAdmins.list();
  },

  async addAdmin(request) {
    return request.server.backOfficeAdmins.add(request.body);
  },

  async confirmAdmin(request) {
    await request.server.backOfficeAdmins.confirm(request.body, request.ip);
    return { message: adminMessages.passwordSet };
  },

  async clearDemoData(request) {
    await request.server.backOfficeAdmins.clearDemoData(request.body.email);
    return { message: adminMessages.cleared };
  },
};
