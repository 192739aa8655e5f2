import { callKey, dataOf, type Schema } from '@stride/api-sdk';
import { hasFreshSession } from '@stride/app-shell';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiQueries } from '../../lib/api';
import type { FeedbackValues } from './schemas';

export type EnrolledGoal = Schema<'EnrolledGoal'>;
export type ActivityDayList = Schema<'ActivityDayList'>;
export type ChallengeDayList = Schema<'ChallengeDayList'>;

/** Only goals not quitted, paused or completed count as active (docs/dashboard.md). */
export const activeGoals = (goals: EnrolledGoal[]) => goals.filter((goal) => !goal.quitted && !goal.paused && !goal.completed);

/** The day viewed, relative to today (0 today, -1 yesterday), and the one program shown, or null for all. */
export interface DayFilter {
  dayAdjust: number;
  programId: number | null;
}

const dayListInit = ({ dayAdjust, programId }: DayFilter) => ({
  params: { path: { dayAdjust }, query: programId === null ? {} : { program_id: programId } },
});

/** The leaderboard's top five (docs/domain-rules.md, Screen constants); the server sorts by points. */
export const LEADERBOARD_SIZE = 5;

/** This feature's reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const dashboardQueries = {
  enrolledGoals: () => apiQueries.queryOptions('get', '/goal/enrolled-goals'),
  activityDayList: (filter: DayFilter) => apiQueries.queryOptions('get', '/activity/day-list/{dayAdjust}', dayListInit(filter)),
  challengeDayList: (filter: DayFilter) => apiQueries.queryOptions('get', '/challenge/day-list/{dayAdjust}', dayListInit(filter)),
  contextCards: (dayAdjust: number) => apiQueries.queryOptions('get', '/context-card/{dayAdjust}', { params: { path: { dayAdjust } } }),
  weekPoints: () => apiQueries.queryOptions('get', '/user-data/week-points'),
  totalPoints: () => apiQueries.queryOptions('get', '/user-data/total-points'),
  streak: () => apiQueries.queryOptions('get', '/user-data/get-streak'),
  stats: () => apiQueries.queryOptions('get', '/user-data/stats'),
  randomTip: () => apiQueries.queryOptions('get', '/tip/random'),
  userFeedback: () => apiQueries.queryOptions('get', '/feedback/user-feedback'),
  notifications: () => apiQueries.queryOptions('get', '/notification/get-inapp'),
  joinedGroups: () => apiQueries.queryOptions('get', '/group/get-joined'),
  groupMembers: (groupId: number) =>
    apiQueries.queryOptions('get', '/group/get-user-data/{group_id}', { params: { path: { group_id: groupId }, query: { limit: LEADERBOARD_SIZE } } }),
};

const welcomeBackQueryKey = callKey('post', '/goal/welcome-back');

/**
 * The dashboard's first call (docs/dashboard.md): resumes the goals paused for inactivity and names them.
 * A query, not a mutation, so that it runs once per page load (never stale, never collected) and a second
 * mount, or the screen after its route's loader, joins the call under way instead of repeating it.
 */
function welcomeBackOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: welcomeBackQueryKey,
    queryFn: async () => {
      const result = dataOf(await api.POST('/goal/welcome-back'));
      if (result.resumed_goals.length > 0) {
        // Resumed goals are active again, and the enrolled goals fetched beside this call may predate that.
        // A first fetch still under way would be joined rather than repeated, so it is cancelled first.
        const goals = { queryKey: dashboardQueries.enrolledGoals().queryKey };
        await queryClient.cancelQueries(goals);
        void queryClient.invalidateQueries(goals);
      }
      return result;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * Starts the reads the dashboard draws first, from its route's loader, while the screen's code is still
 * loading (docs/performance.md, "The signed-in dashboard on a phone"): welcome-back first, then, once it has
 * finished (the spec holds the day's lists until then), today's Learn and Do lists and context cards for All
 * Programs; beside them the enrolled goals, the points, streak, week and teams every layout shows, and on a
 * phone the notifications its Notifications tab shows (on a desktop they are the bell's, asked when it opens).
 * The screen's queries join these calls rather than repeat them. Without a stored session nothing starts:
 * the session check sends the visitor to sign in.
 */
export function preloadDashboard(queryClient: QueryClient, { phone }: { phone: boolean }) {
  if (!hasFreshSession()) return;
  const today: DayFilter = { dayAdjust: 0, programId: null };
  void queryClient
    .prefetchQuery(welcomeBackOptions(queryClient))
    .then(() =>
      Promise.all([
        queryClient.prefetchQuery(dashboardQueries.activityDayList(today)),
        queryClient.prefetchQuery(dashboardQueries.challengeDayList(today)),
        queryClient.prefetchQuery(dashboardQueries.contextCards(today.dayAdjust)),
      ]),
    );
  void queryClient.prefetchQuery(dashboardQueries.enrolledGoals());
  void queryClient.prefetchQuery(dashboardQueries.totalPoints());
  void queryClient.prefetchQuery(dashboardQueries.streak());
  void queryClient.prefetchQuery(dashboardQueries.weekPoints());
  if (phone) void queryClient.prefetchQuery(dashboardQueries.notifications());
  void queryClient.prefetchQuery(dashboardQueries.joinedGroups());
}

/**
 * Welcome-back for the screen. `acknowledge` forgets the names once the learner has seen them, so the
 * Welcome Back modal does not come back on the next visit.
 */
export function useWelcomeBack() {
  const queryClient = useQueryClient();
  const options = welcomeBackOptions(queryClient);
  // Asked as the screen first renders, before any component's effects start their queries, when the route's
  // loader has not asked already: the day lists wait for this answer, and asked from an effect it went out
  // last of eleven, behind six connections' worth of others (docs/performance.md).
  useState(() => void queryClient.prefetchQuery(options));
  const query = useQuery(options);
  return {
    resumedGoals: query.data?.resumed_goals ?? [],
    /** Finished, whether it succeeded or not: the day lists may load. */
    settled: !query.isPending,
    acknowledge: () => queryClient.setQueryData(welcomeBackQueryKey, { resumed_goals: [] }),
  };
}

/** Saves the tip of the day to the learner's journal. */
export function useSaveTip() {
  return useMutation({
    mutationFn: async (tipId: number) => dataOf(await api.POST('/user-data/save-tip/{tip_id}', { params: { path: { tip_id: tipId } } })),
  });
}

/** Sends the feedback; `rememberFeedback` then tells the cache, so the prompt does not come back. */
export function usePostFeedback() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: async (body: FeedbackValues) => dataOf(await api.POST('/feedback/new', { body })) }),
    rememberFeedback: (feedback: Schema<'Feedback'>) => queryClient.setQueryData(dashboardQueries.userFeedback().queryKey, [feedback]),
  };
}
