import { callKey, dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Body } from '@stride/api-sdk';
import { api, apiQueries } from '../../lib/api';

export type Group = Schema<'Group'>;

/** The signed-in user's id, kept in local storage as `id` (docs/security.md). */
export const storedUserId = () => Number(localStorage.getItem('id'));

/** The group lists, keyed from the contract (`[method, path, params]`; decision 0010), so a change invalidates what it touches. */
export const groupQueries = {
  /** The signed-in organisation admin's organisation's groups (roles 3-6). */
  organization: () => apiQueries.queryOptions('get', '/group/get-org-groups'),
  /** The groups a user administers, asked with their own id (role 2; the server refuses another id). */
  administered: (userId: number) => apiQueries.queryOptions('get', '/group/org-groups/{id}', { params: { path: { id: userId } } }),
};

/** A create or a rename shows in both lists. */
function useGroupChange<Variables>(call: (variables: Variables) => Promise<Group>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQueries.organization().queryKey }),
        queryClient.invalidateQueries({ queryKey: groupQueries.administered(storedUserId()).queryKey }),
      ]),
  });
}

export const useCreateOrgGroup = () => useGroupChange(async (body: Body<'createOrgGroup'>) => dataOf(await api.POST('/group/create-org-group', { body })));

export const useUpdateGroup = () => useGroupChange(async (body: Body<'updateGroup'>) => dataOf(await api.PATCH('/group', { body })));

/** A change to the organisation's members, which refreshes their list (the User section's member list). */
function useMembersChange<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('get', '/user/org-members') }) });
}

export const useAddOrgMembers = () => useMembersChange(async (body: Body<'addOrgMembers'>) => dataOf(await api.POST('/user/org-add', { body })));

/** A whole CSV file's rows as parsed, imported by the server in one transaction (user/csv-add). */
export const useImportCsvMembers = () =>
  useMembersChange(async (body: Body<'addOrgMembersFromCsv'>) => dataOf(await api.POST('/user/csv-add', { body })));
