import { useQueryClient } from '@tanstack/react-query';

/**
 * Marks every cached query stale: the one place the learner app invalidates everything (decision 0010).
 * Completing an activity, a revision or a challenge, and selecting a goal, change what most screens show
 * (day lists, points, streak, journal, achievements, the goal lists), so naming each key would only miss one.
 * `'none'` fetches each again where it is next shown, `'active'` also fetches what is on screen now.
 */
export function useInvalidateAll(refetchType: 'active' | 'none') {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ refetchType });
}
