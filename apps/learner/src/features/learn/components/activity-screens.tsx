import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ActivityRouteState } from '../../../config/route-state';
import { learnQueries, postQuestionResponse } from '../api';
import { learnMessages } from '../messages';
import { useFinishActivity } from '../use-finish';
import { ItemRoute } from './item-route';
import { QuestionPlayer } from './question-player';
import { ReadFirst } from './reading';
import { ReviewPlayer } from './review-player';
import { MissingState, QueryGate, useRouteState } from '../../../components/screen-states';

function ActivityPlayer({ activityId, state }: { activityId: number; state: ActivityRouteState }) {
  const questions = useQuery(learnQueries.activityQuestions(state.goal_id, activityId));
  const { finish, finishing, finishError } = useFinishActivity(activityId, state);
  const [readingDone, setReadingDone] = useState(false);
  // Only a name that came in navigation state goes on to the review: opened by its address, the review names the activity itself.
  const navigationState = useRouteState<ActivityRouteState>('goal_id');
  return (
    <QueryGate query={questions} label="Loading the activity">
      {({ reattempt, questions: items, reading }) => {
        // Done, and not open again yet: the learner sees their answers instead (docs/learn-players.md).
        if (!reattempt) return <Navigate to={paths.activityReview(activityId, state.goal_id)} replace state={navigationState} />;
        if (items.length === 0) return <MissingState title={state.activity_name} message={learnMessages.noQuestions} />;
        // Teach, then test: the reading comes first, unless the learner is resuming an attempt already under way.
        const resuming = items.some((item) => item.response !== null);
        if (reading && !readingDone && !resuming) return <ReadFirst title={state.activity_name} reading={reading} onStart={() => setReadingDone(true)} />;
        return (
          <QuestionPlayer
            title={state.activity_name}
            items={items}
            reading={reading}
            focusOnOpen={readingDone}
            checkAnswer={(item, body) => postQuestionResponse({ activity_id: activityId, goal_id: state.goal_id, question_id: item.question_id }, body)}
            onFinish={finish}
            finishing={finishing}
            finishError={finishError}
          />
        );
      }}
    </QueryGate>
  );
}

/** /activity/id/{activity_id}: the activity's question player (docs/learn-players.md). */
export function ActivityPlayerScreen() {
  return <ItemRoute kind="activity" param="activity_id">{(id, state) => <ActivityPlayer activityId={id} state={state} />}</ItemRoute>;
}

function ActivityReview({ activityId, state }: { activityId: number; state: ActivityRouteState }) {
  return <ReviewPlayer responses={useQuery(learnQueries.activityResponses(state.goal_id, activityId))} title={state.activity_name} />;
}

/** /activity/review/{activity_id}: the answers of the first attempt, read-only (docs/learn-players.md). */
export function ActivityReviewScreen() {
  return <ItemRoute kind="activity" param="activity_id">{(id, state) => <ActivityReview activityId={id} state={state} />}</ItemRoute>;
}
