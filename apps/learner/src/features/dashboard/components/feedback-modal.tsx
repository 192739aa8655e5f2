import { Button, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardQueries, usePostFeedback } from '../api';
import { FeedbackForm } from './feedback-form';

/** The prompt comes every 10th day of learning (docs/dashboard.md). */
const FEEDBACK_EVERY_DAYS = 10;

/**
 * Asks for feedback when the learner has given none and their days of learning are a non-zero multiple
 * of 10 (docs/dashboard.md): the feedback form (also /feedback's), then thanks and Exit. `held` keeps it
 * back while another dialog (Welcome Back) may open.
 */
export function FeedbackModal({ held }: { held: boolean }) {
  const given = useQuery(dashboardQueries.userFeedback());
  const stats = useQuery(dashboardQueries.stats());
  const post = usePostFeedback();
  const [closed, setClosed] = useState(false);

  const days = stats.data?.no_of_days_of_learning ?? 0;
  const due = given.data?.length === 0 && days > 0 && days % FEEDBACK_EVERY_DAYS === 0;
  // Told to the cache only on closing: told earlier, the prompt would no longer be due and would vanish with its thanks.
  const close = () => {
    setClosed(true);
    if (post.data) post.rememberFeedback(post.data);
  };

  return (
    <Modal opened={due && !held && !closed} onClose={close} title="Share your feedback" centered>
      <FeedbackForm
        post={post}
        intro={<Text>You have been learning with Stride for {days} days. How is it going?</Text>}
        done={<Button onClick={close}>Exit</Button>}
      />
    </Modal>
  );
}
