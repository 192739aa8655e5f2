import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormMessage, type FormMessageType } from '@stride/ui';
import { customerMessages, isValidEmail, normalizeEmail } from '@stride/validation';
import { useId, useState } from 'react';
import { useAddOrgMembers } from '../api';
import { addFailure, groupMessages, USERS_MESSAGE_MS } from '../messages';
import { CsvUploadForm } from './csv-upload-form';

/** At most six emails in one add (docs/org-admin-app.md). */
const MULTIPLE_FIELDS = 6;

type Mode = 'one' | 'multiple' | 'csv';
export type PanelMessage = { text: string; type: FormMessageType };

const modes: { mode: Mode; label: string }[] = [
  { mode: 'one', label: 'Add a user' },
  { mode: 'multiple', label: 'Add multiple users' },
  { mode: 'csv', label: 'Upload CSV' },
];

/**
 * "Add users to the organization" (roles 3-6): one email, two to six, or a CSV file (POST user/org-add and
 * user/csv-add). People without an account are invited to sign up; the messages hide after 6 s (§9).
 */
export function AddOrgUsersPanel() {
  const [mode, setMode] = useState<Mode | null>(null);
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const headingId = useId();
  const toggle = (next: Mode) => {
    setMode(mode === next ? null : next);
    setMessage(null);
  };
  const say = (text: string, type: FormMessageType = 'error') => setMessage({ text, type });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        Add users to the organization
      </Title>
      <Group>
        {modes.map((item) => (
          <Button key={item.mode} variant={mode === item.mode ? 'filled' : 'light'} aria-expanded={mode === item.mode} onClick={() => toggle(item.mode)}>
            {item.label}
          </Button>
        ))}
      </Group>
      <FormMessage message={message?.text} type={message?.type} autoHideMs={USERS_MESSAGE_MS} onHide={() => setMessage(null)} />
      {mode === 'one' && <AddOneUserForm onMessage={say} />}
      {mode === 'multiple' && <AddMultipleUsersForm onMessage={say} />}
      {mode === 'csv' && <CsvUploadForm onMessage={say} />}
    </Stack>
  );
}

interface AddFormProps {
  /** Shows the outcome in the panel's message. */
  onMessage: (text: string, type?: FormMessageType) => void;
}

/** The emails' first broken rule for a multiple add (§5), or null. */
function multipleEmailsProblem(emails: string[]): string | null {
  if (emails.length < 2) return groupMessages.atLeastTwo;
  if (new Set(emails).size !== emails.length) return groupMessages.uniqueEmails;
  if (!emails.every(isValidEmail)) return customerMessages.invalidEmail;
  return null;
}

/** Sends emails to user/org-add and says the spec's words for the result. */
function useAddEmails(onMessage: AddFormProps['onMessage'], success: string) {
  const add = useAddOrgMembers();
  const send = async (emails: string[]) => {
    try {
      await add.mutateAsync({ user_email_list: emails });
      onMessage(success, 'success');
      return true;
    } catch (thrown) {
      onMessage(addFailure(thrown));
      return false;
    }
  };
  return { send, pending: add.isPending };
}

function AddOneUserForm({ onMessage }: AddFormProps) {
  const form = useForm({ initialValues: { email: '' } });
  const { send, pending } = useAddEmails(onMessage, customerMessages.userAdded);
  const submit = form.onSubmit(async ({ email }) => {
    if (!isValidEmail(email)) return onMessage(customerMessages.invalidEmail);
    if (await send([normalizeEmail(email)])) form.reset();
  });
  return (
    <form aria-label="Add a user" noValidate onSubmit={submit}>
      <Group align="end">
        <TextInput label="Email" type="email" w={320} {...form.getInputProps('email')} />
        <Button type="submit" loading={pending}>
          Add user
        </Button>
      </Group>
    </form>
  );
}

function AddMultipleUsersForm({ onMessage }: AddFormProps) {
  const form = useForm({ initialValues: { emails: Array.from({ length: MULTIPLE_FIELDS }, () => '') } });
  const { send, pending } = useAddEmails(onMessage, customerMessages.usersAdded);
  const submit = form.onSubmit(async ({ emails }) => {
    const filled = emails.filter((email) => email.trim() !== '').map(normalizeEmail);
    const problem = multipleEmailsProblem(filled);
    if (problem) return onMessage(problem);
    if (await send(filled)) form.reset();
  });
  return (
    <form aria-label="Add multiple users" noValidate onSubmit={submit}>
      <Stack gap="xs" maw={420}>
        {form.values.emails.map((_, index) => (
          // The fields are fixed positions, never reordered.
          <TextInput key={index} label={`Email ${index + 1}`} type="email" {...form.getInputProps(`emails.${index}`)} />
        ))}
        <Button type="submit" w="fit-content" loading={pending}>
          Add users
        </Button>
      </Stack>
    </form>
  );
}
