import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormMessage, StarRating } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statsQueryOptions, usePostFeedback, userFeedbackQueryOptions } from '../api';
import { dashboardMessages } from '../messages';
import { FEEDBACK_TEXT_MAX, emptyFeedback, feedbackCategories, type FeedbackValues } from '../schemas';

/** The prompt comes every 10th day of learning (learner-core §9). */
const FEEDBACK_EVERY_DAYS = 10;

/**
 * Asks for feedback when the learner has given none and their days of learning are a non-zero multiple
 * of 10 (learner-core §4): five ratings of 0 to 5 stars and a text, then thanks and Exit. `held` keeps it
 * back while another dialog (Welcome Back) may open.
 */
export function FeedbackModal({ held }: { held: boolean }) {
  const given = useQuery(userFeedbackQueryOptions());
  const stats = useQuery(statsQueryOptions());
  const post = usePostFeedback();
  const form = useForm<FeedbackValues>({ initialValues: emptyFeedback });
  const [closed, setClosed] = useState(false);

  const days = stats.data?.no_of_days_of_learning ?? 0;
  const due = given.data?.length === 0 && days > 0 && days % FEEDBACK_EVERY_DAYS === 0;
  const close = () => {
    setClosed(true);
    if (post.data) post.rememberFeedback(post.data);
  };

  return (
    <Modal opened={due && !held && !closed} onClose={close} title="Share your feedback" centered>
      {post.isSuccess ? (
        <Stack>
          <FormMessage type="success" message={dashboardMessages.feedbackThanks} autoHideMs={null} />
          <Button onClick={close}>Exit</Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => post.mutate(values))}>
          <Stack>
            <Text>You have been learning with Stride for {days} days. How is it going?</Text>
            {feedbackCategories.map(({ key, label }) => (
              <StarRating key={key} label={label} value={form.values.rating[key]} onChange={(stars) => form.setFieldValue(`rating.${key}`, stars)} />
            ))}
            <Textarea label="Tell us more" rows={4} maxLength={FEEDBACK_TEXT_MAX} {...form.getInputProps('feedback_text')} />
            {/* Cleared when it hides, so a second failure shows it again. */}
            <FormMessage type="error" message={post.isError ? dashboardMessages.feedbackError : null} onHide={post.reset} />
            <Button type="submit" loading={post.isPending}>
              Submit
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
