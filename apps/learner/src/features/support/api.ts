import { dataOf, type Body } from '@stride/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type SupportTicketValues = Body<'createSupportTicket'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const supportQueries = {
  /** The issue types (each with the ids of the topics it offers) and the topics, for the form's two selects. */
  issueList: () => ({ ...apiQueries.queryOptions('get', '/support/get-issue-list'), staleTime: Infinity }),
};

/** Sends a ticket; the server stores it and emails the support address. */
export const useCreateSupportTicket = () =>
  useMutation({ mutationFn: async (body: SupportTicketValues) => dataOf(await api.POST('/support/create', { body })) });
