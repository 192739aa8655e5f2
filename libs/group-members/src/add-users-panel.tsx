import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormMessage, type FormMessageType } from '@stride/ui';
import { customerMessages, isValidEmail, normalizeEmail, type CsvMemberRow } from '@stride/validation';
import { useState, type FormEvent } from 'react';
import { BlankCsvLink } from './blank-csv-link';
import { useMembersChange, type GroupMembersApi, type JoinLink } from './group-members-api';
import { readMemberCsv } from './member-csv';
import { MESSAGE_CLEAR_MS, bulkFailure, groupMembersMessages } from './messages';

/** At most six emails in a multiple add (docs/group-members.md). */
const MULTIPLE_FIELDS = 6;

type Mode = 'one' | 'multiple';
type Message = { text: string; type: FormMessageType };

export interface AddUsersPanelProps {
  /** The group the users are added to. */
  group: { id: number; name: string };
  /** The app's calls (createGroupMembersApi): how users are added differs between the apps. */
  api: GroupMembersApi;
  /** What every successful add says instead of "User added successfully" / "Users added successfully". */
  successMessage?: string;
}

/**
 * Add a user and Add multiple users (docs/group-members.md): one valid email, or
 * two to six unique ones, added through the app's call (with the join links listed when it gives them); or a
 * CSV file with first_name, last_name and email, checked in the browser and then invited by mail. Messages
 * clear after 6 s.
 */
export function AddUsersPanel({ group, api, successMessage }: AddUsersPanelProps) {
  const [mode, setMode] = useState<Mode | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [links, setLinks] = useState<JoinLink[]>([]);
  const addUsers = useMembersChange((emails: string[]) => api.addUsers(group.id, emails));
  const toggle = (next: Mode) => {
    setMode(mode === next ? null : next);
    setMessage(null);
  };
  const done = (text: string, added: JoinLink[] = []) => {
    setMessage({ text: successMessage ?? text, type: 'success' });
    setLinks(added);
  };
  const say = (text: string) => setMessage({ text, type: 'error' });
  /** Adds `emails`, then says `success`; false when the call failed, so the form keeps what was typed. */
  const add = async (emails: string[], success: string) => {
    try {
      done(success, await addUsers.mutateAsync(emails));
      return true;
    } catch (thrown) {
      say(bulkFailure(thrown));
      return false;
    }
  };
  const formProps = { onAdd: add, onProblem: say, adding: addUsers.isPending };

  return (
    <Stack gap="sm">
      <Group>
        <Button variant={mode === 'one' ? 'filled' : 'light'} aria-expanded={mode === 'one'} onClick={() => toggle('one')}>
          Add a user
        </Button>
        <Button variant={mode === 'multiple' ? 'filled' : 'light'} aria-expanded={mode === 'multiple'} onClick={() => toggle('multiple')}>
          Add multiple users
        </Button>
      </Group>
      <FormMessage message={message?.text} type={message?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      {mode === 'one' && <AddOneUserForm {...formProps} />}
      {mode === 'multiple' && (
        <>
          <AddMultipleUsersForm {...formProps} />
          <CsvUploadForm group={group} api={api} onAdded={() => done(customerMessages.usersAdded)} onProblem={say} />
        </>
      )}
      {links.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} id={`join-links-${group.id}`}>
            Join links to pass on
          </Text>
          <ul aria-labelledby={`join-links-${group.id}`}>
            {links.map((link) => (
              <li key={link.email}>
                {link.email}: {link.invite_link}
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

interface AddFormProps {
  onAdd: (emails: string[], success: string) => Promise<boolean>;
  onProblem: (message: string) => void;
  adding: boolean;
}

function AddOneUserForm({ onAdd, onProblem, adding }: AddFormProps) {
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return onProblem(customerMessages.invalidEmail);
    if (await onAdd([normalizeEmail(email)], customerMessages.userAdded)) setEmail('');
  };
  return (
    <form aria-label="Add a user" noValidate onSubmit={submit}>
      <Group align="end">
        <TextInput label="Email" type="email" w={320} value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <Button type="submit" loading={adding}>
          Add user
        </Button>
      </Group>
    </form>
  );
}

/** The first rule a multiple add breaks (docs/group-members.md), or null. */
function multipleProblem(emails: string[]): string | null {
  if (emails.length < 2) return groupMembersMessages.atLeastTwo;
  if (new Set(emails).size !== emails.length) return groupMembersMessages.uniqueEmails;
  if (!emails.every(isValidEmail)) return customerMessages.invalidEmail;
  return null;
}

function AddMultipleUsersForm({ onAdd, onProblem, adding }: AddFormProps) {
  const [fields, setFields] = useState<string[]>(() => Array.from({ length: MULTIPLE_FIELDS }, () => ''));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = fields.filter((field) => field.trim() !== '').map(normalizeEmail);
    const problem = multipleProblem(emails);
    if (problem) return onProblem(problem);
    if (await onAdd(emails, customerMessages.usersAdded)) setFields(fields.map(() => ''));
  };
  return (
    <form aria-label="Add multiple users" noValidate onSubmit={submit}>
      <Stack gap="xs" maw={420}>
        {fields.map((value, index) => (
          <TextInput
            // The fields are positions, never reordered.
            key={index}
            label={`Email ${index + 1}`}
            type="email"
            value={value}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setFields((current) => current.map((field, position) => (position === index ? next : field)));
            }}
          />
        ))}
        <Button type="submit" w="fit-content" loading={adding}>
          Add users
        </Button>
      </Stack>
    </form>
  );
}

interface CsvUploadFormProps extends AddUsersPanelProps {
  onAdded: () => void;
  onProblem: (message: string) => void;
}

function CsvUploadForm({ group, api, onAdded, onProblem }: CsvUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useMembersChange((rows: CsvMemberRow[]) => api.addFromCsv(group.id, rows));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await readMemberCsv(file);
    if ('problem' in parsed) return onProblem(parsed.problem);
    try {
      await upload.mutateAsync(parsed.rows);
      setFile(null);
      setInputKey((key) => key + 1);
      onAdded();
    } catch (thrown) {
      onProblem(bulkFailure(thrown));
    }
  };
  return (
    <form aria-label="Upload csv" noValidate onSubmit={submit}>
      <Stack gap="xs">
        <label htmlFor={`member-csv-${group.id}`}>CSV file (first_name, last_name, email)</label>
        <input key={inputKey} id={`member-csv-${group.id}`} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        <Group>
          <Button type="submit" variant="light" loading={upload.isPending}>
            Upload csv
          </Button>
          <BlankCsvLink />
        </Group>
      </Stack>
    </form>
  );
}
