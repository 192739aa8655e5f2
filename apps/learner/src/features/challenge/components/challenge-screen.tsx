import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { QueryGate } from '../../../components/screen-states';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import type { ChallengeCompleteState, ChallengeRouteState } from '../../../config/route-state';
import { type ChallengeDetail, challengeQueries, type ChallengeSchedule, useScheduleChallenge } from '../api';
import { challengeMessages } from '../messages';
import { defaultSchedule, isComplete, localDate, scheduleBody, scheduleText, type ScheduleValues } from '../schedule';
import { CalendarLink, ChallengeSummary, TemplateLink } from './challenge-parts';
import { ChallengeRoute } from './challenge-route';

/** What Confirm answered: when it is, Add to Tasks (the dashboard, where it now shows Started) and Add to calendar. */
function Scheduled({ take }: { take: ChallengeSchedule }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="scheduled-title">
      <Stack>
        <Title order={2} size="h3" id="scheduled-title" ref={heading} tabIndex={-1}>
          Scheduled
        </Title>
        <Text>{scheduleText(take)}</Text>
        <Group>
          <Button onClick={() => void navigate(paths.dashboard)}>Add to Tasks</Button>
          <CalendarLink takeId={take.id} />
        </Group>
      </Stack>
    </Paper>
  );
}

function ScheduleForm({ challenge, goalId, completed }: { challenge: ChallengeDetail; goalId: number; completed: boolean }) {
  const [values, setValues] = useState<ScheduleValues>(() => defaultSchedule(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = useScheduleChallenge(challenge.id);
  const set = (field: keyof ScheduleValues) => (value: string | null) => setValues((current) => ({ ...current, [field]: value ?? '' }));

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isComplete(values)) {
      setProblem(challengeMessages.scheduleMissing);
      return;
    }
    setProblem(null);
    schedule.mutate(scheduleBody(values, goalId));
  };

  return (
    <Stack maw={720} mx="auto" py="md" px="md" gap="lg">
      <ChallengeSummary challenge={challenge} />
      <Text style={{ whiteSpace: 'pre-line' }}>{challenge.description}</Text>
      {completed && <Text fw={600}>You have completed this challenge. You can schedule it again to do it once more.</Text>}
      <Group>
        <TemplateLink url={challenge.template_url} />
      </Group>
      {schedule.data ? (
        <Scheduled take={schedule.data} />
      ) : (
        <form onSubmit={confirm} noValidate aria-labelledby="schedule-title">
          <Stack>
            <Title order={2} size="h3" id="schedule-title">
              Schedule it
            </Title>
            <DatePickerInput
              label="Date"
              value={values.date || null}
              onChange={set('date')}
              minDate={localDate(new Date())}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the date' }}
              valueFormat="dddd D MMMM YYYY"
            />
            <Group grow>
              <TimeInput label="Start time" value={values.start} onChange={(event) => set('start')(event.currentTarget.value)} />
              <TimeInput label="End time" value={values.end} onChange={(event) => set('end')(event.currentTarget.value)} />
            </Group>
            <FormMessage type="error" message={problem} onHide={() => setProblem(null)} />
            {schedule.isError && (
              <Alert color="red" role="alert">
                {errorMessage(schedule.error, apiErrorMessage)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={schedule.isPending}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/**
 * /challenge/id/{challenge_id} (docs/challenges.md): a challenge with an open take goes to its completion
 * page, one with steps to the step player (both replacing this entry); any other is scheduled here.
 */
function ChallengeEntry({ challengeId, state }: { challengeId: number; state: ChallengeRouteState }) {
  const active = useQuery(challengeQueries.activeTake(challengeId));
  const challenge = useQuery(challengeQueries.challenge(state.goal_id, challengeId));
  return (
    <QueryGate query={active} label="Loading the challenge">
      {(take) =>
        take ? (
          <Navigate to={paths.challengeComplete(challengeId, take.id)} replace state={{ user_challenge_id: take.id, goal_id: take.goal_id } satisfies ChallengeCompleteState} />
        ) : (
          <QueryGate query={challenge} label="Loading the challenge">
            {(detail) =>
              detail.challenge_steps.length > 0 ? (
                <Navigate to={paths.challengeSteps(challengeId, state.goal_id, state.completed)} replace state={state} />
              ) : (
                <ScheduleForm challenge={detail} goalId={state.goal_id} completed={state.completed === true} />
              )
            }
          </QueryGate>
        )
      }
    </QueryGate>
  );
}

export function ChallengeScreen() {
  return (
    <ChallengeRoute title="Challenge">
      {(id, state) => <ChallengeEntry challengeId={id} state={state} />}
    </ChallengeRoute>
  );
}
