import { useQuery } from '@tanstack/react-query';
import type { RevisionRouteState } from '../../../config/route-state';
import { learnQueries, postRevisionResponse } from '../api';
import { learnMessages } from '../messages';
import { useFinishRevision } from '../use-finish';
import { ItemRoute } from './item-route';
import { QuestionPlayer } from './question-player';
import { ReviewPlayer } from './review-player';
import { MissingState, QueryGate } from '../../../components/screen-states';

function RevisionPlayer({ revisionId, state }: { revisionId: number; state: RevisionRouteState }) {
  const questions = useQuery(learnQueries.revisionQuestions(state.goal_id, revisionId));
  const { finish, finishing, finishError } = useFinishRevision(revisionId, state);
  return (
    <QueryGate query={questions} label="Loading the revision">
      {(list) =>
        list.length === 0 ? (
          <MissingState title={state.revision_name} message={learnMessages.noQuestions} />
        ) : (
          <QuestionPlayer
            title={state.revision_name}
            // A revision is answered in one sitting: its questions come without earlier answers.
            items={list.map((entry) => ({ ...entry, response: null }))}
            checkAnswer={(item, body) => postRevisionResponse({ revision_id: revisionId, goal_id: state.goal_id, question_id: item.question_id }, body)}
            onFinish={finish}
            finishing={finishing}
            finishError={finishError}
          />
        )
      }
    </QueryGate>
  );
}

/** /revision/id/{revision_id}: the revision's question player; the verdict comes with the question's comment. */
export function RevisionPlayerScreen() {
  return <ItemRoute kind="revision" param="revision_id">{(id, state) => <RevisionPlayer revisionId={id} state={state} />}</ItemRoute>;
}

function RevisionReview({ revisionId, state }: { revisionId: number; state: RevisionRouteState }) {
  return <ReviewPlayer responses={useQuery(learnQueries.revisionResponses(state.goal_id, revisionId))} title={state.revision_name} />;
}

/** /revision/review/{revision}: the answers of the first attempt, read-only. */
export function RevisionReviewScreen() {
  return <ItemRoute kind="revision" param="revision">{(id, state) => <RevisionReview revisionId={id} state={state} />}</ItemRoute>;
}
