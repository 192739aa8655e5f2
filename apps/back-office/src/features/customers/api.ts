import { dataOf, type Schema } from '@stride/api-sdk';
import { createGroupMembersApi } from '@stride/group-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries, type Body } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type Country = Schema<'Country'>;
export type Group = Schema<'Group'>;

/** The customer lists, keyed from the contract (`['get', path, params]`), so a change invalidates the lists it touches. */
export const customerQueries = {
  organizations: () => apiQueries.queryOptions('get', '/organization/all'),
  /** One organisation's teams (the drill-down's second step). */
  teams: (organizationId: number) => apiQueries.queryOptions('get', '/group/all', { params: { query: { organization_id: organizationId } } }),
  /** Every team of every organisation. */
  allTeams: () => apiQueries.queryOptions('get', '/group/all'),
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

/**
 * The group users screen's calls in the back office (see @stride/group-members): a move or invite targets
 * the other teams of the team's organisation, and users are added without an email (add-user-only), the
 * answer carrying the join links to pass on.
 */
export const groupMembersApi = createGroupMembersApi(
  { api, apiQueries },
  {
    useTargetGroups: (team) => useQuery({ ...customerQueries.teams(team.organization_id ?? 0), enabled: team.organization_id !== null }),
    addUsers: async (groupId, emails) =>
      dataOf(await api.POST('/group/add-user-only', { body: { group_id: groupId, user_list: emails.map((email) => ({ email })) } })).members,
  },
);
