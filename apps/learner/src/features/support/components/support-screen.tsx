import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@stride/api-sdk';
import { storedEmail } from '@stride/app-shell';
import { FormMessage } from '@stride/ui';
import { normalizeText, SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX, supportMessages } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../config/messages';
import { supportQueries, useCreateSupportTicket } from '../api';
import { emptySupportForm, supportRules, type SupportFormValues } from '../schemas';

/** What a refused ticket says: the server's own words for too many tickets in an hour, else the spec's. */
function failureText(thrown: unknown): string {
  return isApiError(thrown) && thrown.status === 429 ? thrown.message : supportMessages.failed;
}

/**
 * /support (docs/support-and-subscription.md): issue type and topic from the server's lists (a type offers
 * only its own topics), subject and body; "Sent successfully" once the ticket is stored and emailed.
 */
export function SupportScreen() {
  const issues = useQuery(supportQueries.issueList());
  const email = storedEmail();
  const send = useCreateSupportTicket();
  const form = useForm<SupportFormValues>({
    initialValues: emptySupportForm,
    validate: supportRules,
    onValuesChange: (values, previous) => {
      // A new type keeps the topic only when it offers it.
      if (values.issue_type_id !== previous.issue_type_id && values.issue_topic_id && !topicIds(values.issue_type_id)?.has(values.issue_topic_id)) {
        form.setFieldValue('issue_topic_id', null);
      }
    },
  });

  const types = issues.data?.issueTypeList ?? [];
  /** The topics `typeId` offers; undefined when the server does not say (then every topic). */
  function topicIds(typeId: string | null) {
    const ids = types.find((type) => String(type.id) === typeId)?.issue_topic_ids;
    return ids && new Set(ids.map(String));
  }
  const offered = topicIds(form.values.issue_type_id);
  const topics = (issues.data?.issueTopicList ?? []).filter((topic) => !offered || offered.has(String(topic.id)));
  const selects = [
    { field: 'issue_type_id', label: 'Issue type', placeholder: 'Choose a type', data: types.map((type) => ({ value: String(type.id), label: type.issue_type_text })) },
    { field: 'issue_topic_id', label: 'Issue topic', placeholder: 'Choose a topic', data: topics.map((topic) => ({ value: String(topic.id), label: topic.issue_topic_text })) },
  ] as const;

  const submit = form.onSubmit((values) => {
    send.reset();
    send.mutate(
      { issue_type_id: Number(values.issue_type_id), issue_topic_id: Number(values.issue_topic_id), subject: normalizeText(values.subject), body: normalizeText(values.body) },
      { onSuccess: () => form.reset() },
    );
  });

  return (
    <Stack maw={640} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>Support</Title>
      <Text>
        Tell us what went wrong or what you need, and the support team will answer by email
        {email ? ` at ${email}` : ''}.
      </Text>
      {issues.isPending && <Loader role="status" aria-label="Loading the support form" />}
      {issues.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage}
        </Alert>
      )}
      {issues.isSuccess && (
        <form onSubmit={submit} noValidate aria-label="Contact support">
          <Stack gap="sm">
            {selects.map(({ field, label, placeholder, data }) => (
              <Select key={field} label={label} placeholder={placeholder} data={data} withAsterisk allowDeselect={false} {...form.getInputProps(field)} />
            ))}
            <TextInput label="Subject" maxLength={SUPPORT_SUBJECT_MAX} withAsterisk {...form.getInputProps('subject')} />
            <Textarea label="Message" rows={6} maxLength={SUPPORT_BODY_MAX} withAsterisk {...form.getInputProps('body')} />
            <FormMessage type="success" message={send.isSuccess ? supportMessages.sent : null} onHide={send.reset} />
            <FormMessage type="error" message={send.isError ? failureText(send.error) : null} autoHideMs={null} onHide={send.reset} />
            <Group>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
