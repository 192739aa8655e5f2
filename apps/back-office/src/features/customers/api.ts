import { dataOf, type Schema, type operations } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type Country = Schema<'Country'>;
export type Group = Schema<'Group'>;
export type GroupUserStatus = Schema<'GroupUserStatus'>;

type Body<Operation extends 'addOrganization' | 'updateOrganization' | 'createGroup'> = operations[Operation]['requestBody']['content']['application/json'];

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
