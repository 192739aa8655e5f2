import { Alert, Button, Divider, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OldRevisionRouteState } from '../../../config/route-state';
import { learnQueries, postRevisionResponse, type QuestionItem } from '../api';
import { learnMessages } from '../messages';
import { useFinishRevision } from '../use-finish';
import { useJournalSaves } from '../use-journal-saves';
import { useQuestionAttempts } from '../use-question-attempts';
import { useScheduledName } from '../use-scheduled-name';
import { QuestionCard } from './question-card';
import { PlayerTitle } from '../../../components/player-header';
import { MissingState, QueryGate, useQueryId, useRouteState } from '../../../components/screen-states';

function OldRevision({ items, state }: { items: QuestionItem[]; state: OldRevisionRouteState }) {
  const attempts = useQuestionAttempts(items, (item, body) =>
    postRevisionResponse({ revision_id: state.revision_id, goal_id: state.goal_id, question_id: item.question_id }, body),
  );
  const journal = useJournalSaves();
  const { finish, finishing, finishError } = useFinishRevision(state.revision_id, state);
  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="xl">
      <PlayerTitle title={state.revision_name} />
      {items.map((item) => (
        <Stack key={item.question_id} gap="md">
          <QuestionCard
            item={item}
            attempts={attempts}
            saved={journal.savedOf(item.question_id)}
            onSaved={journal.markSaved(item.question_id)}
          />
          {item.question.type !== 'flashcard' && !attempts.checkedOf(item) && (
            <Group justify="flex-end">
              <Button onClick={() => attempts.check(item)} disabled={!attempts.canCheck(item)} loading={attempts.checking === item.question_id}>
                Check
              </Button>
            </Group>
          )}
          <Divider />
        </Stack>
      ))}
      {finishError && (
        <Alert color="red" role="alert">
          {finishError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={finish} loading={finishing}>
          Finish
        </Button>
      </Group>
    </Stack>
  );
}

function OldRevisionQuestions({ state }: { state: OldRevisionRouteState }) {
  const questions = useQuery(learnQueries.revisionQuestions(state.goal_id, state.revision_id));
  return (
    <QueryGate query={questions} label="Loading the revision">
      {(list) =>
        list.length === 0 ? (
          <MissingState title={state.revision_name} message={learnMessages.noQuestions} />
        ) : (
          <OldRevision items={list.map((entry) => ({ ...entry, response: null }))} state={state} />
        )
      }
    </QueryGate>
  );
}

/**
 * /revision/oldrevision (docs/learn-players.md): the classic player, every question of the revision on one
 * page, each with its own Check, and one Finish. The revision and its goal come in navigation state or in
 * the address (`?revision=&goal=`); the protected route already sends a learner without a live session to
 * sign in.
 */
export function OldRevisionScreen() {
  const navigationState = useRouteState<OldRevisionRouteState>('revision_id');
  const revisionId = useQueryId('revision');
  const goalId = useQueryId('goal');
  const scheduled = useScheduledName('revision', revisionId, navigationState ? null : goalId);
  // The path has no id: the address's `?revision=&goal=` stand in when there is no navigation state, and the goal's schedule names the revision.
  const state =
    navigationState ?? (revisionId !== null && goalId !== null ? { revision_id: revisionId, goal_id: goalId, revision_name: scheduled.name ?? 'Revision' } : null);
  if (!state?.goal_id) return <MissingState title="Revision" message={learnMessages.missingRevision} />;
  if (scheduled.pending) return <Loader aria-label="Loading the revision" m="xl" />;
  return <OldRevisionQuestions state={state} />;
}
