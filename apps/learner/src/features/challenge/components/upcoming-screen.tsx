import { Alert, Anchor, Button, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/screen-states';
import { apiErrorMessage } from '../../../config/messages';
import { paths } from '../../../config/paths';
import type { ChallengeCompleteState } from '../../../config/route-state';
import { challengeQueries, type ChallengeSchedule, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api';
import { challengeTypeLabels } from '../../../lib/challenge-labels';
import { challengeMessages } from '../messages';
import { scheduleText } from '../schedule';
import { CalendarLink } from './challenge-parts';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function UpcomingItem({ take }: { take: ChallengeSchedule }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.challengeComplete(take.challenge_id, take.id)} state={{ user_challenge_id: take.id, goal_id: take.goal_id } satisfies ChallengeCompleteState} fw={700}>
            {take.challenge.name}
          </Anchor>
          <Text size="sm">
            {challengeTypeLabels[take.challenge.type]} · {scheduleText(take)}
          </Text>
        </Stack>
        <CalendarLink takeId={take.id} name={take.challenge.name} />
      </Group>
    </Paper>
  );
}

/**
 * The private calendar feed: a calendar app subscribes to its address and shows every scheduled challenge.
 * The address is shown only when made (the server keeps a digest of it); making a new one ends the old one.
 */
function CalendarFeedPanel() {
  const feed = useQuery(challengeQueries.calendarFeed());
  const queryClient = useQueryClient();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const refresh = () => queryClient.invalidateQueries({ queryKey: challengeQueries.calendarFeed().queryKey });
  const made = create.data?.url ?? null;
  const on = made !== null || (feed.data?.created_at != null && !revoke.isSuccess);
  const failure = create.error ?? revoke.error;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack>
        <Title order={2} size="h3" id="calendar-feed-title">
          Your challenges in your calendar
        </Title>
        <Text>Subscribe to your private calendar address once, and every challenge you schedule shows up in your calendar app, moved when you move it.</Text>
        {feed.isError && (
          <Text role="alert" c="red.8">
            {errorMessage(feed.error, apiErrorMessage)}
          </Text>
        )}
        {made && (
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput label="Your calendar address" value={made} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
              <CopyButton value={made}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button>}</CopyButton>
            </Group>
            <Text size="sm" role="status">
              This address is shown only now: keep it private, as anyone who has it can see your schedule.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Google Calendar: Other calendars, +, From URL; paste the address and choose Add calendar.</List.Item>
              <List.Item>Outlook: Add calendar, Subscribe from web; paste the address and choose Import.</List.Item>
              <List.Item>Apple Calendar: File, New Calendar Subscription; paste the address.</List.Item>
            </List>
          </Stack>
        )}
        {!made && on && feed.data?.created_at && (
          <Text>Your calendar address was made on {dateFormat.format(new Date(feed.data.created_at))}. Make a new one to see an address again; the old one then stops working.</Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure, apiErrorMessage)}
          </Alert>
        )}
        {revoke.isSuccess && !made && <Text role="status">Your calendar address is turned off.</Text>}
        <Group>
          <Button
            onClick={() => {
              revoke.reset();
              create.mutate(undefined, { onSuccess: refresh });
            }}
            loading={create.isPending}
          >
            {on ? 'Make a new address' : 'Make my calendar address'}
          </Button>
          {on && (
            <Button
              variant="default"
              onClick={() => {
                create.reset();
                revoke.mutate(undefined, { onSuccess: refresh });
              }}
              loading={revoke.isPending}
            >
              Turn the address off
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /challenge/upcoming (docs/challenges.md): the scheduled takes, soonest first, each to its completion page; and the calendar feed. */
export function UpcomingScreen() {
  const scheduled = useQuery(challengeQueries.scheduledChallenges());
  return (
    <Stack maw={760} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>Upcoming challenges</Title>
      <QueryGate query={scheduled} label="Loading your upcoming challenges">
        {(takes) =>
          takes.length === 0 ? (
            <Text>{challengeMessages.noUpcoming}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Upcoming challenges">
              {takes.map((take) => (
                <UpcomingItem key={take.id} take={take} />
              ))}
            </Stack>
          )
        }
      </QueryGate>
      <CalendarFeedPanel />
    </Stack>
  );
}
