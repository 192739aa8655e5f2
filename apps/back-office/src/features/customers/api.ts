import { callKey, dataOf, type CallPath, type Schema } from '@stride/api-sdk';
import { createGroupMembersApi } from '@stride/group-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Body } from '@stride/api-sdk';
import { listParams, pagedQueryOptions } from '../../components/list/list-query';
import type { ListState } from '../../components/list/use-list-state';
import { api, apiQueries } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type OrganizationOverview = Schema<'OrganizationOverview'>;
export type OrganizationAdmin = Schema<'OrganizationAdmin'>;
export type OrganizationProgramAccess = Schema<'OrganizationProgramAccess'>;
export type Country = Schema<'Country'>;
export type Group = Schema<'Group'>;

/** The organisation list's sort keys, as the contract names them. */
export const organizationSorts = ['name', 'created'] as const;

/** The customer lists, keyed from the contract (`[method, path, params]`; decision 0010), so a change invalidates the lists it touches. */
export const customerQueries = {
  organizations: () => apiQueries.queryOptions('get', '/organization/all'),
  /** A page of the organisations, searched, filtered and sorted on the server (docs/back-office-app.md, "Lists"). */
  organizationPage: (state: ListState<string, (typeof organizationSorts)[number]>) =>
    pagedQueryOptions('/organization/all', listParams(state), (init) => api.GET('/organization/all', init)),
  /** One organisation's teams (the drill-down's second step). */
  teams: (organizationId: number) => apiQueries.queryOptions('get', '/group/all', { params: { query: { organization_id: organizationId } } }),
  /** Every team of every organisation. */
  allTeams: () => apiQueries.queryOptions('get', '/group/all'),
  /** An organisation's admins, registered and invited. */
  admins: (organizationId: number) => apiQueries.queryOptions('get', '/customer/{id}/admins', { params: { path: { id: organizationId } } }),
  /** Every program and sprint with whether the organisation's members get it. */
  programAccess: (organizationId: number) => apiQueries.queryOptions('get', '/customer/{id}/programs', { params: { path: { id: organizationId } } }),
};

/** A change whose success refreshes every query under the list paths, whatever their parameters. */
function useCustomerChange<Variables, Result>(listPaths: CallPath | CallPath[], call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([listPaths].flat().map((path) => queryClient.invalidateQueries({ queryKey: callKey('get', path) }))),
  });
}

export const useAddOrganization = () =>
  useCustomerChange('/organization/all', async (body: Body<'addOrganization'>) => dataOf(await api.POST('/organization/add', { body })));

export const useUpdateOrganization = () =>
  useCustomerChange('/organization/all', async ({ id, ...body }: Body<'updateOrganization'> & { id: number }) =>
    dataOf(await api.PATCH('/organization/update/{id}', { params: { path: { id } }, body })),
  );

/** Changes of an organisation's admins refresh them and the organisation list's figures. */
const adminLists: CallPath[] = ['/customer/{id}/admins', '/organization/all'];

export const useInviteOrganizationAdmin = (organizationId: number) =>
  useCustomerChange(adminLists, async (body: Body<'inviteOrganizationAdmin'>) => dataOf(await api.POST('/customer/{id}/admins', { params: { path: { id: organizationId } }, body })));

export const useSetOrganizationAdminLevel = (organizationId: number) =>
  useCustomerChange(adminLists, async ({ email, role_id }: { email: string } & Body<'setOrganizationAdminLevel'>) =>
    dataOf(await api.PATCH('/customer/{id}/admins/{email}', { params: { path: { id: organizationId, email } }, body: { role_id } })),
  );

export const useRemoveOrganizationAdmin = (organizationId: number) =>
  useCustomerChange(adminLists, async (email: string) => dataOf(await api.DELETE('/customer/{id}/admins/{email}', { params: { path: { id: organizationId, email } } })));

/** Grants or withdraws one program; the access list and the organisation list's figures follow. */
export const useSetProgramAccess = (organizationId: number) =>
  useCustomerChange(['/customer/{id}/programs', '/organization/all'], async ({ programId, granted }: { programId: number; granted: boolean }) =>
    dataOf(await api.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id: organizationId, program_id: programId } }, body: { granted } })),
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
