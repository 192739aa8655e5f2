import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ActivityCompleteState, RevisionCompleteState } from '../../../config/route-state';
import { usePostActivityFeedback, useSaveReading, type Reading } from '../api';
import { difficultyOptions, learnMessages } from '../messages';
import { ReadingText } from './reading';
import { Confetti } from '../../../components/confetti';
import { MissingState, useQueryId, useRouteState } from '../../../components/screen-states';

function SavableReading({ reading }: { reading: Reading }) {
  const save = useSaveReading();
  const saved = save.isSuccess;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="reading-title">
      <Stack>
        <Title order={2} size="h3" id="reading-title">
          {reading.reading_title}
        </Title>
        <ReadingText reading={reading} />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, learnMessages.apiError)}
          </Alert>
        )}
        <Group>
          <Button
            variant="light"
            loading={save.isPending}
            data-disabled={saved || undefined}
            aria-disabled={saved || undefined}
            onClick={() => {
              if (!saved) save.mutate(reading.id);
            }}
          >
            {saved ? 'Saved' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /activity/complete and /revision/complete (docs/learn-players.md): congratulations, the points earned, confetti,
 * the difficulty survey (activities only: hidden on revision paths), the reading when one is attached, and
 * Exit to the dashboard. A chosen difficulty is sent on Exit; without a choice nothing is sent. If sending
 * fails the message shows and the next Exit leaves without trying again.
 */
export function CompletionScreen() {
  const { pathname } = useLocation();
  const isRevision = pathname.startsWith('/revision');
  const state = useRouteState<ActivityCompleteState | RevisionCompleteState>('user_score');
  const navigate = useNavigate();
  const feedback = usePostActivityFeedback();
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [leaveAnyway, setLeaveAnyway] = useState(false);
  const itemId = useQueryId(isRevision ? 'revision' : 'activity');
  const goalId = useQueryId('goal');
  if (!state && itemId !== null && goalId !== null) {
    // Reloaded or shared: the attempt's points and survey were for that moment; its answers stay (docs/learn-players.md, "Addresses").
    return <Navigate to={isRevision ? paths.revisionReview(itemId, goalId) : paths.activityReview(itemId, goalId)} replace />;
  }
  if (!state) return <MissingState title={isRevision ? 'Revision complete' : 'Activity complete'} message={learnMessages.missingCompletion} />;

  const activity = !isRevision && 'user_activity_id' in state ? state : null;
  const name = 'activity_name' in state ? state.activity_name : state.revision_name;
  const exit = () => {
    if (activity && difficulty !== null && !leaveAnyway) {
      feedback.mutate(
        { activity_feedback: difficulty, user_activity_id: activity.user_activity_id },
        { onSuccess: () => void navigate(paths.dashboard), onError: () => setLeaveAnyway(true) },
      );
      return;
    }
    void navigate(paths.dashboard);
  };

  return (
    <Stack maw={720} mx="auto" py="xl" px="md" gap="lg">
      <Confetti active />
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>Congratulations!</Title>
        <Text size="lg">You have completed {name}.</Text>
        <Text size="xl" fw={700}>
          You earned {state.user_score} {state.user_score === 1 ? 'point' : 'points'}
        </Text>
      </Stack>

      {activity && (
        <Radio.Group label="How difficult did you find this activity?" value={difficulty === null ? null : String(difficulty)} onChange={(value) => setDifficulty(Number(value))}>
          <Stack gap="xs" mt="xs">
            {difficultyOptions.map((label, value) => (
              <Radio key={label} value={String(value)} label={label} />
            ))}
          </Stack>
        </Radio.Group>
      )}

      {activity?.reading && <SavableReading reading={activity.reading} />}

      {feedback.isError && (
        <Alert color="red" role="alert">
          {errorMessage(feedback.error, learnMessages.apiError)}
        </Alert>
      )}
      <Group justify="center">
        <Button size="md" onClick={exit} loading={feedback.isPending}>
          Exit
        </Button>
      </Group>
    </Stack>
  );
}
