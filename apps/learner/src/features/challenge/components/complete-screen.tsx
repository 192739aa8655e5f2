import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage, StarRating } from '@stride/ui';
import { normalizeText, textError } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Confetti } from '../../../components/confetti';
import { QueryGate } from '../../../components/screen-states';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useTextErrors } from '../../../lib/text-errors';
import type { ChallengeCompleteState, ChallengeRouteState } from '../../../config/route-state';
import { challengeQueries, type ChallengeSchedule, type RespondBody, useRespondToChallenge } from '../api';
import { challengeMessages } from '../messages';
import { scheduleText } from '../schedule';
import { CalendarLink } from './challenge-parts';
import { ChallengeRoute } from './challenge-route';
import { SendForReview } from './send-for-review';

/** The longest feedback the contract takes. */
export const FEEDBACK_MAX = 5000;

/** The respond call's body: completion, with the rating and the feedback only when given (as the server stores it: NFC, trimmed). */
export function completionBody(take: { id: number; goal_id: number }, rating: number, feedback: string): RespondBody {
  const text = normalizeText(feedback);
  return { id: take.id, goal_id: take.goal_id, is_completed: true, ...(rating > 0 ? { user_response: rating } : {}), ...(text ? { user_feedback: text } : {}) };
}

/** A step challenge whose take is still open can be gone through from here (the dashboard brings it here). */
function StepsLink({ take }: { take: ChallengeSchedule }) {
  const challenge = useQuery(challengeQueries.challenge(take.goal_id, take.challenge_id));
  if (!challenge.data || challenge.data.challenge_steps.length === 0) return null;
  return (
    <Button component={Link} to={paths.challengeSteps(take.challenge_id)} state={{ goal_id: take.goal_id, challenge_name: take.challenge.name } satisfies ChallengeRouteState} variant="default">
      Go through the steps
    </Button>
  );
}

function CompleteTake({ take }: { take: ChallengeSchedule }) {
  const respond = useRespondToChallenge(take.challenge_id);
  const navigate = useNavigate();
  const [rating, setRating] = useState(take.user_response ?? 0);
  const [feedback, setFeedback] = useState(take.user_feedback ?? '');
  const [dialogOpen, setDialogOpen] = useState(false);
  const texts = useTextErrors<'feedback'>();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const wasCompleted = take.is_completed;
  const completed = wasCompleted || respond.data?.is_completed === true;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The text rule the server applies, said next to the field.
    if (!texts.check({ feedback: textError(feedback, 'Your feedback', { kind: 'lines' }) })) return;
    respond.mutate(completionBody(take, rating, feedback), { onSuccess: () => setDialogOpen(!wasCompleted) });
  };

  return (
    <Stack maw={720} mx="auto" py="md" px="md" gap="lg">
      <Confetti active={dialogOpen} />
      <Stack gap="xs">
        <Title order={1}>{take.challenge.name}</Title>
        <Text>{completed ? 'You have completed this challenge.' : `Scheduled: ${scheduleText(take)}`}</Text>
      </Stack>
      {!completed && (
        <Group>
          <StepsLink take={take} />
          <CalendarLink takeId={take.id} />
        </Group>
      )}

      <form onSubmit={submit} aria-labelledby="experience-title">
        <Stack>
          <Title order={2} size="h3" id="experience-title">
            How was it?
          </Title>
          <StarRating label="Your experience" value={rating} onChange={setRating} />
          <Textarea
            label="Your feedback"
            rows={4}
            maxLength={FEEDBACK_MAX}
            {...texts.inputProps('feedback', feedback, setFeedback)}
          />
          {respond.isError && (
            <Alert color="red" role="alert">
              {errorMessage(respond.error, apiErrorMessage)}
            </Alert>
          )}
          <FormMessage type="success" message={wasCompleted && respond.isSuccess ? 'Your rating and feedback are saved.' : null} onHide={respond.reset} />
          <Group>
            <Button type="submit" loading={respond.isPending}>
              {wasCompleted ? 'Save' : 'Complete'}
            </Button>
          </Group>
        </Stack>
      </form>

      {completed && <SendForReview challengeId={take.challenge_id} goalId={take.goal_id} challengeName={take.challenge.name} headingRef={reviewHeading} />}

      <Modal opened={dialogOpen} onClose={() => setDialogOpen(false)} title={challengeMessages.greatJob} centered>
        <Stack>
          <Text>You have completed {take.challenge.name}.</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setDialogOpen(false);
                // After the dialog has handed focus back, so that it lands on the section.
                setTimeout(() => reviewHeading.current?.focus(), 0);
              }}
            >
              Send for review
            </Button>
            <Button onClick={() => void navigate(paths.dashboard)}>{challengeMessages.returnToDashboard}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function CompleteScreenBody({ state }: { state: ChallengeCompleteState }) {
  const take = useQuery(challengeQueries.take(state.user_challenge_id));
  return (
    <QueryGate query={take} label="Loading your challenge">
      {(record) => <CompleteTake take={record} />}
    </QueryGate>
  );
}

/**
 * /challenge/complete/{challenge_id} (docs/challenges.md): the take named in navigation state, its 1-5 star
 * experience rating and written feedback, Complete, then the Great Job dialog with confetti; once completed,
 * Send for review.
 */
export function CompleteScreen() {
  return (
    <ChallengeRoute<ChallengeCompleteState> title="Challenge" required="user_challenge_id" missing={challengeMessages.missingTake}>
      {(_, state) => <CompleteScreenBody state={state} />}
    </ChallengeRoute>
  );
}
