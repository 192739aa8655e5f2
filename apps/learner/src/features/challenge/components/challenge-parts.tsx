import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { calendarEventHref, type ChallengeDetail } from '../api';
import { challengeTypeLabels } from '../../../lib/challenge-labels';

/** The challenge's name, type, time and reward: the top of the scheduling page and the step intro. */
export function ChallengeSummary({ challenge }: { challenge: ChallengeDetail }) {
  return (
    <Stack gap="xs">
      <Title order={1}>
        {challenge.name}
      </Title>
      <Group gap="xs">
        <Badge variant="light">{challengeTypeLabels[challenge.type]}</Badge>
        <Text size="sm">Time required: {challenge.time_required_in_minutes} minutes</Text>
        <Text size="sm">
          Reward: {challenge.reward_points} {challenge.reward_points === 1 ? 'point' : 'points'}
        </Text>
      </Group>
    </Stack>
  );
}

/** Get Template: the offline template, when the challenge has one (a GET of its URL, docs/challenges.md). */
export function TemplateLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <Button component="a" href={url} download variant="default">
      Get Template
    </Button>
  );
}

/** Add to calendar: the take as an .ics file, downloaded from the API with the session cookie. */
export function CalendarLink({ takeId, name }: { takeId: number; name?: string }) {
  return (
    <Button component="a" href={calendarEventHref(takeId)} download variant="default" aria-label={name ? `Add ${name} to calendar` : undefined}>
      Add to calendar
    </Button>
  );
}
