import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Schema } from '@stride/api-sdk';
import { FormMessage, StarRating } from '@stride/ui';
import { normalizeText, textRule } from '@stride/validation';
import type { ReactNode } from 'react';
import type { usePostFeedback } from '../api';
import { dashboardMessages } from '../messages';
import { FEEDBACK_TEXT_MAX, emptyFeedback, feedbackCategories, type FeedbackValues } from '../schemas';

export interface FeedbackFormProps {
  /** The sending, owned by the caller so it decides when the cache learns of the feedback. */
  post: ReturnType<typeof usePostFeedback>;
  /** What the form says above the stars. */
  intro: ReactNode;
  /** What follows the thanks once sent: the way out (Exit in the modal, back to the dashboard on /feedback). */
  done: ReactNode;
  /** Called with the stored feedback once it is sent. */
  onSent?: (feedback: Schema<'Feedback'>) => void;
}

/**
 * The feedback form (docs/dashboard.md) of the dashboard's prompt and of /feedback: five ratings of 0 to
 * 5 stars (clicking star n gives n; untouched is 0) and a text, within the text rule the server applies (said
 * next to it) and sent NFC-normalised and trimmed; once sent, "Thanks for your feedback" and
 * `done`; a failure says "An error occured. Please try again." and keeps what was entered.
 */
export function FeedbackForm({ post, intro, done, onSent }: FeedbackFormProps) {
  const form = useForm<FeedbackValues>({ initialValues: emptyFeedback, validate: { feedback_text: textRule('Feedback', { kind: 'lines' }) } });

  if (post.isSuccess) {
    return (
      <Stack>
        <FormMessage type="success" message={dashboardMessages.feedbackThanks} autoHideMs={null} />
        {done}
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => post.mutate({ ...values, feedback_text: normalizeText(values.feedback_text) }, { onSuccess: onSent }))}>
      <Stack>
        {intro}
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
  );
}
