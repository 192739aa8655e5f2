import { dataOf } from '@stride/api-sdk';
import { api, apiQueries } from '../../lib/api';

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const groupQueries = {
  /** Everyone in the learner's teams by total points, highest first (at most 100). */
  leaderboard: () => apiQueries.queryOptions('get', '/group/get-user-points'),
};

/** Accepts an invitation by its link; the caller tells a signed-out visitor (401) from other refusals. */
export const acceptInvite = async (groupId: number) => dataOf(await api.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: groupId } } }));

/** Whether the invited email has an account, to send a signed-out visitor to sign-in or to sign-up. */
export const isRegistered = async (email: string) => dataOf(await api.GET('/user/check-registered/{email}', { params: { path: { email } } }));
