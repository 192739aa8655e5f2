import { dataOf, type Schema } from '@stride/api-sdk';
import { useMutation } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type SubscriptionRequest = Schema<'Subscription'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const subscriptionQueries = {
  /** The learner's profile, for their time zone: the server counts the subscription's days in it. */
  userDetails: () => apiQueries.queryOptions('get', '/user/details'),
};

/** Requests premium; the answer's message is the thank-you (a payment link follows by email). */
export const useConfirmSubscription = () =>
  useMutation({ mutationFn: async (body: SubscriptionRequest) => dataOf(await api.POST('/support/confirm-subscription', { body })) });
