import { dataOf, type Schema, type Body } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type Admin = Schema<'Admin'>;
type AddAdminBody = Body<'addAdmin'>;

/** The admin list, keyed from the contract (`[method, path, params]`; decision 0010), so a created admin refreshes it. */
export const adminQueries = {
  list: () => apiQueries.queryOptions('get', '/admin/list'),
};

/** Creates an admin (the server sends the confirmation email) and refreshes the list. */
export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddAdminBody) => dataOf(await api.POST('/admin/add', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.list().queryKey }),
  });
}

/** Clears the learning data of the demo account; answers the server's message. */
export function useClearDemoData() {
  return useMutation({
    mutationFn: async (email: string) => dataOf(await api.POST('/admin/clear-data', { body: { email } })),
  });
}
