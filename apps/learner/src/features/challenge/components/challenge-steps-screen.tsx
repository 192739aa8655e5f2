import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MissingState, QueryGate } from '../../../components/screen-states';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { isReflectionOpen } from '@stride/validation';
import type { ChallengeCompleteState, ChallengeRouteState } from '../../../config/route-state';
import { type ChallengeDetail, challengeQueries, type ChallengeSchedule, useRespondToChallenge, useScheduleChallenge } from '../api';
import { stepPlayerSchedule } from '../schedule';
import { introText } from '../steps';
import { ChallengeRoute } from './challenge-route';
import { ChallengeSummary, ReflectionWait, TemplateLink } from './challenge-parts';
import { StepPlayer } from './step-player';

/** The take's steps in the player; Finish completes the take and opens the CONGRATULATIONS screen. */
function StepRun({ challengeId, state, review }: { challengeId: number; state: ChallengeRouteState; review: boolean }) {
  const take = useQuery(challengeQueries.userChallenge(state.goal_id, challengeId));
  const respond = useRespondToChallenge(challengeId);
  const navigate = useNavigate();
  return (
    <QueryGate query={take} label="Loading the steps">
      {(run) => (
        <StepPlayer
          title={run.challenge.name}
          goalId={state.goal_id}
          steps={run.challenge_steps}
          review={review}
          onFinish={() => {
            if (review) return void navigate(paths.dashboard);
            respond.mutate(
              { id: run.id, goal_id: state.goal_id, is_completed: true },
              {
                onSuccess: () =>
                  void navigate(paths.challengeFinished(challengeId, run.id), {
                    state: { user_challenge_id: run.id, goal_id: state.goal_id } satisfies ChallengeCompleteState,
                  }),
              },
            );
          }}
          finishing={respond.isPending}
          finishError={respond.isError ? errorMessage(respond.error, apiErrorMessage) : null}
        />
      )}
    </QueryGate>
  );
}

/**
 * The intro (docs/challenges.md): the reading text, the template and Start, or Review for a completed
 * challenge. Start schedules the challenge first when no take is open: from now for 30 minutes, or for a long
 * challenge's time, whose steps (its reflection) then wait until that time has passed.
 */
function Intro({ challenge, review, openTake, goalId, onStart }: { challenge: ChallengeDetail; review: boolean; openTake: ChallengeSchedule | null; goalId: number; onStart: () => void }) {
  const schedule = useScheduleChallenge(challenge.id);
  const take = schedule.data ?? openTake;
  const waitUntil = !review && take && !isReflectionOpen(take.opens_at, new Date()) ? take.opens_at : null;
  const start = () => {
    if (review || openTake) return onStart();
    schedule.mutate(stepPlayerSchedule(new Date(), goalId, challenge.time_required_in_minutes), {
      onSuccess: (scheduled) => {
        if (isReflectionOpen(scheduled.opens_at, new Date())) onStart();
      },
    });
  };
  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <ChallengeSummary challenge={challenge} />
      <Text style={{ whiteSpace: 'pre-line' }}>{introText(challenge)}</Text>
      {schedule.isError && (
        <Alert color="red" role="alert">
          {errorMessage(schedule.error, apiErrorMessage)}
        </Alert>
      )}
      {waitUntil && <ReflectionWait opensAt={waitUntil} />}
      <Group>
        <TemplateLink url={challenge.template_url} />
        {!waitUntil && (
          <Button onClick={start} loading={schedule.isPending}>
            {review ? 'Review' : 'Start'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ChallengeSteps({ challengeId, state }: { challengeId: number; state: ChallengeRouteState }) {
  const challenge = useQuery(challengeQueries.challenge(state.goal_id, challengeId));
  const active = useQuery(challengeQueries.activeTake(challengeId));
  const [started, setStarted] = useState(false);
  return (
    <QueryGate query={active} label="Loading the challenge">
      {(take) => (
        <QueryGate query={challenge} label="Loading the challenge">
          {(detail) => {
            // Completed and not scheduled again: the learner sees their answers (docs/challenges.md).
            const review = state.completed === true && !take;
            if (detail.challenge_steps.length === 0) return <MissingState title={detail.name} message="This challenge has no steps: schedule it from your dashboard." />;
            if (started) return <StepRun challengeId={challengeId} state={state} review={review} />;
            return <Intro challenge={detail} review={review} openTake={take} goalId={state.goal_id} onStart={() => setStarted(true)} />;
          }}
        </QueryGate>
      )}
    </QueryGate>
  );
}

/** /challenge/id/new/{challenge_id}: the step-based challenge, its intro then its player (docs/challenges.md). */
export function ChallengeStepsScreen() {
  return (
    <ChallengeRoute title="Challenge">
      {(id, state) => <ChallengeSteps challengeId={id} state={state} />}
    </ChallengeRoute>
  );
}
