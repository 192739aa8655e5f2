import { Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { challengeTypeLabels, experienceOptions } from '../../../lib/challenge-labels';
import { journalQueries, type CompletedChallenge } from '../api';
import { journalMessages } from '../messages';
import { journalDate } from './journal-date';
import { JournalList, usePageNumber } from './journal-list';

function CompletedChallengeItem({ done }: { done: CompletedChallenge }) {
  const rating = done.user_response;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {done.challenge.name}
        </Title>
        <Text size="sm">
          {challengeTypeLabels[done.challenge.type]} · completed {journalDate(done.completed_date)}
        </Text>
        {rating !== null && (
          <Group gap="xs">
            <Rating value={rating} readOnly aria-hidden />
            <Text size="sm">
              You found it {experienceOptions[rating - 1]?.toLowerCase()} ({rating} of 5 stars)
            </Text>
          </Group>
        )}
        {done.user_feedback && <Text style={{ whiteSpace: 'pre-wrap' }}>“{done.user_feedback}”</Text>}
        <Group>
          {/* The take's completion page, on its Send for review (docs/journal.md). */}
          <Button component={Link} to={paths.challengeSendForReview(done.challenge_id, done.id)} variant="default" size="xs" aria-label={`Send ${done.challenge.name} for review`}>
            Send for review
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The challenges the learner completed, newest first, with the rating and feedback they gave, and Send for review. */
export function CompletedChallengesSection() {
  const [page, setPage] = usePageNumber();
  const challenges = useQuery(journalQueries.challenges(page));
  return (
    <JournalList
      query={challenges}
      onPage={setPage}
      label="Your completed challenges"
      empty={journalMessages.noChallenges}
      item={(done) => <CompletedChallengeItem key={done.id} done={done} />}
    />
  );
}
