import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage, StarRating } from '@stride/ui';
import { isReflectionOpen, normalizeText, textError } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../config/messages';
import { paths, SEND_FOR_REVIEW_HASH } from '../../../config/paths';
import { useTextErrors } from '../../../lib/text-errors';
import type { ChallengeCompleteState, ChallengeRouteState } from '../../../config/route-state';
import { challengeQueries, type ChallengeSchedule, type RespondBody, useRespondToChallenge } from '../api';
import { scheduleText } from '../schedule';
import { CalendarLink, ReflectionWait } from './challenge-parts';
import { TakeGate, TakeRoute } from './challenge-route';
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
    <Button component={Link} to={paths.challengeSteps(take.challenge_id, take.goal_id)} state={{ goal_id: take.goal_id } satisfies ChallengeRouteState} variant="default">
      Go through the steps
    </Button>
  );
}

function CompleteTake({ take }: { take: ChallengeSchedule }) {
  const respond = useRespondToChallenge(take.challenge_id);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [rating, setRating] = useState(take.user_response ?? 0);
  const [feedback, setFeedback] = useState(take.user_feedback ?? '');
  const texts = useTextErrors<'feedback'>();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const wasCompleted = take.is_completed;
  // A long challenge is rated once its time has passed (docs/challenges.md, "Challenges that follow the day").
  const waitUntil = !wasCompleted && !isReflectionOpen(take.opens_at, new Date()) ? take.opens_at : null;
  // Opened for Send for review (the completion screen, the journal): focus goes to that section.
  useEffect(() => {
    if (hash === SEND_FOR_REVIEW_HASH) reviewHeading.current?.focus();
  }, [hash]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The text rule the server applies, said next to the field.
    if (!texts.check({ feedback: textError(feedback, 'Your feedback', { kind: 'lines' }) })) return;
    // The first completion opens the one completion screen, with the points earned.
    const done = () => void navigate(paths.challengeFinished(take.challenge_id, take.id), { state: { user_challenge_id: take.id, goal_id: take.goal_id } satisfies ChallengeCompleteState });
    respond.mutate(completionBody(take, rating, feedback), { onSuccess: wasCompleted ? undefined : done });
  };

  return (
    <Stack maw={720} mx="auto" py="md" px="md" gap="lg">
      <Stack gap="xs">
        <Title order={1}>{take.challenge.name}</Title>
        <Text>{wasCompleted ? 'You have completed this challenge.' : `Scheduled: ${scheduleText(take)}`}</Text>
      </Stack>
      {!wasCompleted && (
        <Group>
          <StepsLink take={take} />
          <CalendarLink takeId={take.id} />
        </Group>
      )}

      {waitUntil ? (
        <ReflectionWait opensAt={waitUntil} />
      ) : (
        <form onSubmit={submit} aria-labelledby="experience-title">
          <Stack>
            <Title order={2} size="h3" id="experience-title">
              How was it?
            </Title>
            <StarRating label="Your experience" value={rating} onChange={setRating} />
            <Textarea label="Your feedback" rows={4} maxLength={FEEDBACK_MAX} {...texts.inputProps('feedback', feedback, setFeedback)} />
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
      )}

      {wasCompleted && <SendForReview challengeId={take.challenge_id} goalId={take.goal_id} challengeName={take.challenge.name} headingRef={reviewHeading} />}
    </Stack>
  );
}

/**
 * /challenge/complete/{challenge_id}?take= (docs/challenges.md): the take's 1-5 star experience rating and
 * written feedback, and Complete, which opens the completion screen; once completed, Save and Send for review.
 * A long challenge's form waits until its time has passed.
 */
export function CompleteScreen() {
  return (
    <TakeRoute title="Challenge">
      {(_, takeId) => <TakeGate takeId={takeId}>{(take) => <CompleteTake take={take} />}</TakeGate>}
    </TakeRoute>
  );
}
