import { callKey, dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type GroupMembership = Schema<'GroupMembership'>;
export type GroupMemberStats = Schema<'GroupMemberStats'>;
export type GroupUserStatus = Schema<'GroupUserStatus'>;
export type PendingInvite = Schema<'PendingInvite'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const teamQueries = {
  joinedGroups: () => apiQueries.queryOptions('get', '/group/get-joined'),
  pendingInvites: () => apiQueries.queryOptions('get', '/group/user-invited'),
  /** Every joined member of the group with their numbers, most points first. */
  groupMembers: (groupId: number) => apiQueries.queryOptions('get', '/group/get-user-data/{group_id}', { params: { path: { group_id: groupId } } }),
  /** The admin and everyone else in the group with their status (the group admin's view). */
  groupUserStatus: (groupId: number) => apiQueries.queryOptions('get', '/group/user-status/{group_id}', { params: { path: { group_id: groupId } } }),
};

/** After an add, resend or remove the member list is read again (docs/teams.md). */
function useGroupChange<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('get', '/group/user-status/{group_id}') }),
        queryClient.invalidateQueries({ queryKey: callKey('get', '/group/get-user-data/{group_id}') }),
      ]),
  });
}

export const useInviteToGroup = () =>
  useGroupChange(async ({ groupId, email }: { groupId: number; email: string }) =>
    dataOf(await api.POST('/group/add-user', { body: { group_id: groupId, user_email_list: [email] } })),
  );
export const useResendInvite = () =>
  useGroupChange(async ({ groupId, email }: { groupId: number; email: string }) => dataOf(await api.POST('/group/resend-invite', { body: { group_id: groupId, email } })));
export const useRemoveFromGroup = () =>
  useGroupChange(async ({ groupId, email }: { groupId: number; email: string }) => dataOf(await api.POST('/group/remove-user', { body: { group_id: groupId, email } })));

/** Accepting an invitation changes the learner's memberships and pending invitations. */
export const useAcceptInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: number) => dataOf(await api.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: groupId } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueries.joinedGroups().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamQueries.pendingInvites().queryKey }),
      ]),
  });
};

export const useCreateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (team: { name: string; description: string; user_email_list: string[] }) => dataOf(await api.POST('/group/create', { body: team })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueries.joinedGroups().queryKey }),
  });
};

/** A person's first and last name as one, or null before they have registered (names unknown). */
export const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || null;
