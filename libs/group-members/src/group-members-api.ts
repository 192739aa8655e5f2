import { callKey, dataOf, type ApiClient, type ApiQueries, type Schema } from '@stride/api-sdk';
import type { CsvMemberRow } from '@stride/validation';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';

export type Group = Schema<'Group'>;
export type GroupUserStatus = Schema<'GroupUserStatus'>;
/** The group a screen shows: its organisation's other groups are the targets of a move or invite. */
export type GroupRef = Pick<Group, 'id' | 'name' | 'organization_id'>;
/** A new member's join link, to pass on when the add sent no email. */
export type JoinLink = { email: string; invite_link: string };

/**
 * What the group-members screen asks of the app it runs in. The two admin apps share the member list,
 * the CSV import and the bulk move, invite and remove, but not which groups a move may target nor how
 * members are added (the back office adds them without mail and passes on join links; the org-admin app
 * has them invited by mail).
 */
export interface GroupMembersApi {
  /** The group's admin and members with their status (GET group/user-status/{group_id}). */
  useMembers(groupId: number): UseQueryResult<GroupUserStatus, unknown>;
  /** The groups a move or invite may target (the screen leaves the group itself out). */
  useTargetGroups(group: GroupRef): UseQueryResult<Group[], unknown>;
  /** Adds one or several (lower-cased, unique) emails; the join links when the call gives them. */
  addUsers(groupId: number, emails: string[]): Promise<JoinLink[]>;
  /** Invites the rows of a member CSV as parsed (POST group/csv-add). */
  addFromCsv(groupId: number, rows: CsvMemberRow[]): Promise<unknown>;
  move(groupId: number, targetId: number, emails: string[]): Promise<unknown>;
  invite(groupId: number, targetId: number, emails: string[]): Promise<unknown>;
  remove(groupId: number, emails: string[]): Promise<unknown>;
}

/** The app's own parts of a GroupMembersApi. */
export type GroupMembersAppCalls = Pick<GroupMembersApi, 'useTargetGroups' | 'addUsers'>;

/** A GroupMembersApi over an app's client (createAppApi of @stride/app-shell) with the calls both apps make. */
export function createGroupMembersApi({ api, apiQueries }: { api: ApiClient; apiQueries: ApiQueries }, appCalls: GroupMembersAppCalls): GroupMembersApi {
  return {
    ...appCalls,
    useMembers: (groupId) => useQuery(apiQueries.queryOptions('get', '/group/user-status/{group_id}', { params: { path: { group_id: groupId } } })),
    addFromCsv: async (groupId, rows) => dataOf(await api.POST('/group/csv-add', { body: { group_id: groupId, user_list: rows } })),
    move: async (groupId, targetId, emails) =>
      dataOf(await api.POST('/group/move-bulk-user', { body: { current_group_id: groupId, new_group_id: targetId, user_email_list: emails } })),
    invite: async (groupId, targetId, emails) =>
      dataOf(await api.POST('/group/send-bulk-invite', { body: { current_group_id: groupId, new_group_id: targetId, user_email_list: emails } })),
    remove: async (groupId, emails) => dataOf(await api.POST('/group/remove-bulk-user', { body: { group_id: groupId, user_email_list: emails } })),
  };
}

/** Every group's member list (the contract-derived key without its parameters): a move changes two groups, and the lists are cheap to reload. */
const memberListsKey = callKey('get', '/group/user-status/{group_id}');

/** A change of members whose success reloads the member lists. */
export function useMembersChange<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: memberListsKey }) });
}
