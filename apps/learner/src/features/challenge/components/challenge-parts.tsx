import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { calendarEventHref, type ChallengeDetail } from '../api';
import { challengeTypeLabels } from '../../../lib/challenge-labels';
import { challengeMessages } from '../messages';
import { openingText } from '../schedule';

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

/** A long challenge before its time has passed (docs/challenges.md): when its reflection opens, and the way out until then. */
export function ReflectionWait({ opensAt }: { opensAt: string }) {
  return (
    <Alert color="blue" role="status" title={challengeMessages.comeBackLater}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{challengeMessages.reflectionOpens(openingText(opensAt))}</Text>
        <Button component={Link} to={paths.dashboard} variant="default">
          Go to the dashboard
        </Button>
      </Stack>
    </Alert>
  );
}

/** "You earned n points", as the Learn completion screen says it. */
export function pointsEarnedText(points: number): string {
  return `You earned ${points} ${points === 1 ? 'point' : 'points'}`;
}
