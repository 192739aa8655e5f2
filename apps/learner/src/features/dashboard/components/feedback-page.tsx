import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FormMessage } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dashboardQueries, usePostFeedback } from '../api';
import { dashboardMessages } from '../messages';
import { FeedbackForm } from './feedback-form';

const backToDashboard = (
  <Group>
    <Button component={Link} to={paths.dashboard}>
      Back to the dashboard
    </Button>
  </Group>
);

/**
 * /feedback (docs/dashboard.md; login-protected): the dashboard prompt's form on a
 * page of its own, for whenever the learner wants to give it. Feedback is once per learner, so someone who
 * has given it is thanked instead of offered a form the server would refuse.
 */
export function FeedbackPage() {
  const given = useQuery(dashboardQueries.userFeedback());
  const post = usePostFeedback();

  let content;
  if (given.isPending) {
    content = <Loader role="status" aria-label="Loading the feedback form" />;
  } else if (!post.isSuccess && given.data?.length) {
    content = (
      <Stack>
        <Text>You have already shared your feedback.</Text>
        <FormMessage type="success" message={dashboardMessages.feedbackThanks} autoHideMs={null} />
        {backToDashboard}
      </Stack>
    );
  } else {
    // Told to the cache at once, so the dashboard does not ask again.
    content = <FeedbackForm post={post} intro={<Text>How is learning with Stride going? Rate each part and tell us more.</Text>} done={backToDashboard} onSent={post.rememberFeedback} />;
  }

  return (
    <Stack maw={640} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>Share your feedback</Title>
      {content}
    </Stack>
  );
}
