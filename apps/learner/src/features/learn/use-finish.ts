import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { ActivityCompleteState, ActivityRouteState, RevisionCompleteState, RevisionRouteState } from '../../config/route-state';
import { useCompleteActivity, useCompleteRevision } from './api';
import { learnMessages } from './messages';

/** What a player's Finish needs: the call, whether it is under way, and its failure in words. */
export interface Finish {
  finish: () => void;
  finishing: boolean;
  finishError: string | null;
}

/** Finish of an activity: completes the attempt and opens /activity/complete with what the server answered. */
export function useFinishActivity(activityId: number, state: ActivityRouteState): Finish {
  const complete = useCompleteActivity(activityId);
  const navigate = useNavigate();
  return {
    finish: () =>
      complete.mutate(state.goal_id, {
        onSuccess: (completion) =>
          void navigate(paths.activityComplete(activityId, state.goal_id), {
            state: { ...completion, goal_id: state.goal_id, activity_name: state.activity_name, activity_id: activityId } satisfies ActivityCompleteState,
          }),
      }),
    finishing: complete.isPending,
    finishError: complete.isError ? errorMessage(complete.error, learnMessages.apiError) : null,
  };
}

/** Finish of a revision: completes it and opens /revision/complete with the answer and when the attempt started and ended. */
export function useFinishRevision(revisionId: number, state: RevisionRouteState): Finish {
  const complete = useCompleteRevision(revisionId);
  const navigate = useNavigate();
  const [startTime] = useState(() => new Date().toISOString());
  return {
    finish: () =>
      complete.mutate(state.goal_id, {
        onSuccess: (completion) =>
          void navigate(paths.revisionComplete(revisionId, state.goal_id), {
            state: {
              ...completion,
              goal_id: state.goal_id,
              revision_name: state.revision_name,
              revision_id: revisionId,
              start_time: startTime,
              end_time: new Date().toISOString(),
            } satisfies RevisionCompleteState,
          }),
      }),
    finishing: complete.isPending,
    finishError: complete.isError ? errorMessage(complete.error, learnMessages.apiError) : null,
  };
}
