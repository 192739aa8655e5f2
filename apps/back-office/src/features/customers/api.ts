import { dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries, type Body } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type Country = Schema<'Country'>;
export type Group = Schema<'Group'>;
export type GroupUserStatus = Schema<'GroupUserStatus'>;


/** The customer lists, keyed from the contract (`['get', path, params]`), so a change invalidates the lists it touches. */
export const customerQueries = {
  organizations: () => apiQueries.queryOptions('get', '/organization/all'),
  /** One organisation's teams (the drill-down's second step). */
  teams: (organizationId: number) => apiQueries.queryOptions('get', '/group/all', { params: { query: { organization_id: organizationId } } }),
  /** Every team of every organisation. */
  allTeams: () => apiQueries.queryOptions('get', '/group/all'),
  /** A team's admin and members with their status (the drill-down's third step). */
  teamUsers: (groupId: number) => apiQueries.queryOptions('get', '/group/user-status/{group_id}', { params: { path: { group_id: groupId } } }),
};

/** A change whose success refreshes every query under `listPath`, whatever its parameters. */
function useCustomerChange<Variables, Result>(listPath: string, call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', listPath] }),
  });
}

export const useAddOrganization = () =>
  useCustomerChange('/organization/all', async (body: Body<'addOrganization'>) => dataOf(await api.POST('/organization/add', { body })));

export const useUpdateOrganization = () =>
  useCustomerChange('/organization/all', async ({ id, ...body }: Body<'updateOrganization'> & { id: number }) =>
    dataOf(await api.PATCH('/organization/update/{id}', { params: { path: { id } }, body })),
  );

export const useCreateTeam = () => useCustomerChange('/group/all', async (body: Body<'createGroup'>) => dataOf(await api.POST('/group/create-group', { body })));

export const useUpdateTeam = () => useCustomerChange('/group/all', async (body: Body<'updateGroup'>) => dataOf(await api.PATCH('/group', { body })));

/** Every team's member list: a move changes two teams, and the lists are cheap to reload. */
const teamUsersPath = '/group/user-status/{group_id}';

/** Adds members without an email (add-user-only); the answer carries each new member's join link. */
export const useAddTeamMembers = () =>
  useCustomerChange(teamUsersPath, async (body: Body<'addGroupMembers'>) => dataOf(await api.POST('/group/add-user-only', { body })));

/** Adds the rows of a CSV file as parsed; the server checks them again and invites each new member by mail. */
export const useAddTeamMembersFromCsv = () =>
  useCustomerChange(teamUsersPath, async (body: Body<'addGroupMembersFromCsv'>) => dataOf(await api.POST('/group/csv-add', { body })));

export const useInviteTeamUsers = () =>
  useCustomerChange(teamUsersPath, async (body: Body<'sendBulkGroupInvite'>) => dataOf(await api.POST('/group/send-bulk-invite', { body })));

export const useMoveTeamUsers = () =>
  useCustomerChange(teamUsersPath, async (body: Body<'moveGroupUsers'>) => dataOf(await api.POST('/group/move-bulk-user', { body })));

export const useRemoveTeamUsers = () =>
  useCustomerChange(teamUsersPath, async (body: Body<'removeGroupUsers'>) => dataOf(await api.POST('/group/remove-bulk-user', { body })));
