import { storedOrganizationId } from '@stride/app-shell';
import { dataOf, type Schema } from '@stride/api-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQueries } from '../../lib/api';

export type EnrolledGoal = Schema<'EnrolledGoal'>;
export type CatalogueProgram = Schema<'Program'>;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const programQueries = {
  enrolledGoals: () => apiQueries.queryOptions('get', '/goal/enrolled-goals'),
  enrolledPrograms: () => apiQueries.queryOptions('get', '/program/get-enrolled'),
  assessmentResponses: (programId: number) =>
    apiQueries.queryOptions('get', '/strapi-assessment/assessment-responses/{program_id}', { params: { path: { program_id: programId } } }),
  goalSchedule: (goalId: number) =>
    apiQueries.queryOptions('get', '/schedule/entire-user-goal-schedule/{goal_id}', { params: { path: { goal_id: goalId } } }),
  /** The catalogue of a learner without an organisation. */
  programsByRole: () => apiQueries.queryOptions('get', '/program/all-by-user-role'),
  /** The catalogue of an organisation's member: the programs it gives access to. */
  organizationPrograms: (orgId: number) => apiQueries.queryOptions('get', '/org-program-access/{orgId}', { params: { path: { orgId } } }),
};

/** The catalogue (docs/domain-rules.md): the organisation's program access, or programs by role without one. */
export function useCatalogue() {
  const orgId = storedOrganizationId();
  const byRole = useQuery({ ...programQueries.programsByRole(), enabled: orgId === null });
  const byOrganisation = useQuery({ ...programQueries.organizationPrograms(orgId ?? 0), enabled: orgId !== null });
  return orgId === null ? byRole : byOrganisation;
}

/** Goals the learner still follows or finished; quitted runs are history, not rows of My Programs. */
export const followedGoals = (goals: EnrolledGoal[]) => goals.filter((goal) => !goal.quitted);

/** The certificate is offered once a goal is completed or all of it is done (docs/programs.md). */
export const hasCertificate = (goal: EnrolledGoal) => goal.completed || goal.completion_percentage === 100;

/** After enrolling or changing a goal, the lists that show it are fetched again. */
function useRefreshEnrolment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programQueries.enrolledGoals().queryKey }),
      queryClient.invalidateQueries({ queryKey: programQueries.enrolledPrograms().queryKey }),
    ]);
}

export type GoalAction = 'pause' | 'resume' | 'quit';

const goalActionPaths = {
  pause: '/goal/pause/{goalId}',
  resume: '/goal/resume/{goalId}',
  quit: '/goal/quit/{goalId}',
} as const;

/** Pause, resume or quit a goal; only a 200 counts, and the enrolled goals reload after it. */
export function useGoalAction() {
  const refresh = useRefreshEnrolment();
  return useMutation({
    mutationFn: async ({ action, goalId }: { action: GoalAction; goalId: number }) =>
      dataOf(await api.POST(goalActionPaths[action], { params: { path: { goalId } } })),
    onSuccess: refresh,
  });
}

/** Enrols; the lists reload in the background while the learner moves on to the assessment. */
export function useEnrol() {
  const refresh = useRefreshEnrolment();
  return useMutation({
    mutationFn: async (programId: number) => dataOf(await api.POST('/program/enroll/{programId}', { params: { path: { programId } } })),
    onSuccess: () => void refresh(),
  });
}
