import type { FastifyRequest } from 'fastify';
import type { OrgCaller } from '../../services/org-admin/org-admin';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** A back-office admin or a learner session; the contract decides which sessions reach each operation. */
const callerOf = (request: FastifyRequest): OrgCaller => (request.admin ? { backOffice: true } : { user: learnerOf(request).user });

/** The organisation administrator area (docs/org-admin-server.md). */
export const orgAdminHandlers: Handlers = {
  async getOrganizationDetails(request) {
    return request.server.orgAdmin.details(learnerOf(request).user);
  },

  async updateOrganizationDetails(request) {
    return request.server.orgAdmin.updateDetails(learnerOf(request).user, request.body);
  },

  async createOrgGroup(request) {
    return request.server.orgAdmin.createGroup(learnerOf(request).user, request.body);
  },

  async getOrgGroups(request) {
    return request.server.orgAdmin.groupsOf(callerOf(request), request.query.organization_id);
  },

  async getAdminGroups(request) {
    return request.server.orgAdmin.administeredGroups(callerOf(request), request.params.id);
  },

  async getOrgMembers(request) {
    return request.server.orgAdmin.members(learnerOf(request).user);
  },

  async addOrgMembers(request) {
    return request.server.orgAdmin.addMembers(learnerOf(request).user, request.body.user_email_list);
  },

  async addOrgMembersFromCsv(request) {
    return request.server.orgAdmin.importMembers(learnerOf(request).user, request.body.user_list);
  },

  async getMemberGroups(request) {
    return request.server.orgAdmin.memberGroups(learnerOf(request).user, request.params.email);
  },

  async getMemberEnrolledPrograms(request) {
    return request.server.orgAdmin.memberPrograms(learnerOf(request).user, request.params.email);
  },
};
