import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import type { ChallengeCompleteState, ChallengeFinishedState } from '../../../config/route-state';
import { useRespondToChallenge } from '../api';
import { experienceOptions } from '../../../lib/challenge-labels';
import { challengeMessages } from '../messages';
import { ChallengeRoute } from './challenge-route';

function Finished({ challengeId, state }: { challengeId: number; state: ChallengeFinishedState }) {
  const respond = useRespondToChallenge(challengeId);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<number | null>(null);
  const [leaveAnyway, setLeaveAnyway] = useState(false);

  /** Saves the choice when one was made (docs/challenges.md), then goes to `to`; a failed save is not tried again. */
  const leave = (to: string, navigationState?: ChallengeCompleteState) => {
    const go = () => void navigate(to, { state: navigationState });
    if (choice === null || leaveAnyway) return go();
    respond.mutate({ id: state.user_challenge_id, goal_id: state.goal_id, is_completed: true, user_response: choice }, { onSuccess: go, onError: () => setLeaveAnyway(true) });
  };

  return (
    <Stack maw={720} mx="auto" py="xl" px="md" gap="lg">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{challengeMessages.congratulations}</Title>
        <Text size="lg">You have completed {state.challenge_name}.</Text>
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
        <Button variant="default" onClick={() => leave(paths.challengeComplete(challengeId), { user_challenge_id: state.user_challenge_id, goal_id: state.goal_id })} disabled={respond.isPending}>
          Send for review
        </Button>
        <Button size="md" onClick={() => leave(paths.dashboard)} loading={respond.isPending}>
          Exit
        </Button>
      </Group>
    </Stack>
  );
}

/** /challenge/complete/new/{challenge_id}: CONGRATULATIONS after the step player, and how the learner found it (1-5). */
export function FinishedScreen() {
  return (
    <ChallengeRoute<ChallengeFinishedState> title={challengeMessages.congratulations} required="user_challenge_id" missing={challengeMessages.missingTake}>
      {(id, state) => <Finished challengeId={id} state={state} />}
    </ChallengeRoute>
  );
}
