import type { Body, Schema } from '@stride/api-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueries } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type OrganizationUpdate = Body<'updateOrganizationDetails'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const organizationQueries = {
  /** The signed-in admin's organisation (docs/org-admin-app.md). */
  organizationDetails: () => apiQueries.queryOptions('get', '/organization/organization-details'),
};

/** Saves the organisation; the saved details the server answers replace the loaded ones under the same key. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return apiQueries.useMutation('post', '/organization/update-organization-details', {
    onSuccess: (saved) => queryClient.setQueryData(organizationQueries.organizationDetails().queryKey, saved),
  });
}
