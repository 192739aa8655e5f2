import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Confetti } from '../../../components/confetti';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import type { ChallengeCompleteState } from '../../../config/route-state';
import { experienceOptions } from '../../../lib/challenge-labels';
import { type ChallengeSchedule, useRespondToChallenge } from '../api';
import { challengeMessages } from '../messages';
import { pointsEarnedText } from './challenge-parts';
import { TakeGate, TakeRoute } from './challenge-route';

function Finished({ take }: { take: ChallengeSchedule }) {
  const respond = useRespondToChallenge(take.challenge_id);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<number | null>(null);
  const [leaveAnyway, setLeaveAnyway] = useState(false);

  /** Saves the choice when one was made (docs/challenges.md), then goes to `to`; a failed save is not tried again. */
  const leave = (to: string, navigationState?: ChallengeCompleteState) => {
    const go = () => void navigate(to, { state: navigationState });
    if (choice === null || leaveAnyway) return go();
    respond.mutate({ id: take.id, goal_id: take.goal_id, is_completed: true, user_response: choice }, { onSuccess: go, onError: () => setLeaveAnyway(true) });
  };

  return (
    <Stack maw={720} mx="auto" py="xl" px="md" gap="lg">
      <Confetti active />
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{challengeMessages.congratulations}</Title>
        <Text size="lg">You have completed {take.challenge.name}.</Text>
        <Text size="xl" fw={700}>
          {pointsEarnedText(take.points_earned)}
        </Text>
        {take.points_earned === 0 && <Text size="sm">{challengeMessages.pointsOnce}</Text>}
      </Stack>
      <Radio.Group label={challengeMessages.howDidYouFind} value={choice === null ? null : String(choice)} onChange={(value) => setChoice(Number(value))}>
        <Stack gap="xs" mt="xs">
          {experienceOptions.map((label, index) => (
            <Radio key={label} value={String(index + 1)} label={`${index + 1}: ${label}`} />
          ))}
        </Stack>
      </Radio.Group>
      {respond.isError && (
        <Alert color="red" role="alert">
          {errorMessage(respond.error, apiErrorMessage)}
        </Alert>
      )}
      <Group justify="center">
        <Button
          variant="default"
          onClick={() => leave(paths.challengeSendForReview(take.challenge_id, take.id), { user_challenge_id: take.id, goal_id: take.goal_id })}
          disabled={respond.isPending}
        >
          Send for review
        </Button>
        <Button size="md" onClick={() => leave(paths.dashboard)} loading={respond.isPending}>
          Exit
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /challenge/complete/new/{challenge_id}?take= (docs/challenges.md): the one completion screen of every
 * challenge, after the step player or the completion page: CONGRATULATIONS, the points the take earned,
 * confetti, how the learner found it (1-5), Send for review and Exit. A take not completed yet goes to its
 * completion page instead.
 */
export function FinishedScreen() {
  return (
    <TakeRoute title={challengeMessages.congratulations}>
      {(_, takeId) => (
        <TakeGate takeId={takeId}>
          {(take) => (take.is_completed ? <Finished take={take} /> : <Navigate to={paths.challengeComplete(take.challenge_id, take.id)} replace />)}
        </TakeGate>
      )}
    </TakeRoute>
  );
}
