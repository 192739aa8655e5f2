import { dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';
import { useInvalidateAll } from '../../lib/invalidate-all';

export type AssessmentAnswer = Schema<'AssessmentResponse'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const assessmentQueries = {
  assessmentQuestions: (programId: number) =>
    apiQueries.queryOptions('get', '/strapi-assessment/assessment-question/{program_id}', { params: { path: { program_id: programId } } }),
  assessmentResult: (programId: number) =>
    apiQueries.queryOptions('get', '/strapi-assessment/assessment-result/{program_id}', { params: { path: { program_id: programId } } }),
};

/**
 * Submits the answers (docs/programs.md): when earlier answers exist they are patched, otherwise posted.
 * The result and the programs lists are fetched again afterwards.
 */
export function useSubmitAssessment(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: AssessmentAnswer[]) => {
      const earlier = dataOf(await api.GET('/user-data/assessment-response/{programId}', { params: { path: { programId } } }));
      const body = { program_id: programId, user_response_list: answers };
      return dataOf(earlier.length > 0 ? await api.PATCH('/strapi-assessment/assessment-response', { body }) : await api.POST('/strapi-assessment/assessment-response', { body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentQueries.assessmentResult(programId).queryKey }),
  });
}

/** Finalises the chosen goal; every cached list that shows goals is stale afterwards. */
export function useSelectGoal() {
  const invalidateAll = useInvalidateAll('active');
  return useMutation({
    mutationFn: async (goalId: number) => dataOf(await api.POST('/goal/select/{goal_id}', { params: { path: { goal_id: goalId } } })),
    onSuccess: invalidateAll,
  });
}
