import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { BlankCsvLink, readMemberCsv } from '@stride/group-members';
import { customerMessages, isValidEmail, normalizeEmail } from '@stride/validation';
import { FormMessage, type FormMessageType } from '@stride/ui';
import { useState, type FormEvent } from 'react';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { useAddTeamMembers, useAddTeamMembersFromCsv } from '../api';
import { bulkFailure, customerScreenMessages } from '../messages';

/** At most six emails in a multiple add (back-office §9). */
const MULTIPLE_FIELDS = 6;

type Mode = 'one' | 'multiple';
type Message = { text: string; type: FormMessageType };
type JoinLink = { email: string; invite_link: string };

export interface AddUsersPanelProps {
  /** The team the users are added to. */
  team: { id: number; name: string };
}

/**
 * Add a user and Add multiple users (back-office §2, §5): one valid email, or two to six unique ones, added
 * without an email (add-user-only; the join links are listed to pass on); or a CSV file with first_name,
 * last_name and email, checked in the browser and then invited by mail. Messages clear after 6 s.
 */
export function AddUsersPanel({ team }: AddUsersPanelProps) {
  const [mode, setMode] = useState<Mode | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [links, setLinks] = useState<JoinLink[]>([]);
  const toggle = (next: Mode) => {
    setMode(mode === next ? null : next);
    setMessage(null);
  };
  const done = (text: string, added: JoinLink[] = []) => {
    setMessage({ text, type: 'success' });
    setLinks(added);
  };
  const say = (text: string) => setMessage({ text, type: 'error' });

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
      {mode === 'one' && <AddOneUserForm teamId={team.id} onAdded={(added) => done(customerMessages.userAdded, added)} onProblem={say} />}
      {mode === 'multiple' && (
        <>
          <AddMultipleUsersForm teamId={team.id} onAdded={(added) => done(customerMessages.usersAdded, added)} onProblem={say} />
          <CsvUploadForm teamId={team.id} onAdded={() => done(customerMessages.usersAdded)} onProblem={say} />
        </>
      )}
      {links.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} id={`join-links-${team.id}`}>
            Join links to pass on
          </Text>
          <ul aria-labelledby={`join-links-${team.id}`}>
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
  teamId: number;
  onAdded: (added: JoinLink[]) => void;
  onProblem: (message: string) => void;
}

function AddOneUserForm({ teamId, onAdded, onProblem }: AddFormProps) {
  const [email, setEmail] = useState('');
  const add = useAddTeamMembers();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return onProblem(customerMessages.invalidEmail);
    try {
      const { members } = await add.mutateAsync({ group_id: teamId, user_list: [{ email: normalizeEmail(email) }] });
      setEmail('');
      onAdded(members);
    } catch (thrown) {
      onProblem(bulkFailure(thrown));
    }
  };
  return (
    <form aria-label="Add a user" noValidate onSubmit={submit}>
      <Group align="end">
        <TextInput label="Email" type="email" w={320} value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <Button type="submit" loading={add.isPending}>
          Add user
        </Button>
      </Group>
    </form>
  );
}

/** The first rule a multiple add breaks (back-office §5), or null. */
function multipleProblem(emails: string[]): string | null {
  if (emails.length < 2) return customerScreenMessages.atLeastTwo;
  if (new Set(emails).size !== emails.length) return customerScreenMessages.uniqueEmails;
  if (!emails.every(isValidEmail)) return customerMessages.invalidEmail;
  return null;
}

function AddMultipleUsersForm({ teamId, onAdded, onProblem }: AddFormProps) {
  const [fields, setFields] = useState<string[]>(() => Array.from({ length: MULTIPLE_FIELDS }, () => ''));
  const add = useAddTeamMembers();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = fields.filter((field) => field.trim() !== '').map(normalizeEmail);
    const problem = multipleProblem(emails);
    if (problem) return onProblem(problem);
    try {
      const { members } = await add.mutateAsync({ group_id: teamId, user_list: emails.map((email) => ({ email })) });
      setFields(fields.map(() => ''));
      onAdded(members);
    } catch (thrown) {
      onProblem(bulkFailure(thrown));
    }
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
        <Button type="submit" w="fit-content" loading={add.isPending}>
          Add users
        </Button>
      </Stack>
    </form>
  );
}

function CsvUploadForm({ teamId, onAdded, onProblem }: Omit<AddFormProps, 'onAdded'> & { onAdded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const add = useAddTeamMembersFromCsv();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await readMemberCsv(file);
    if ('problem' in parsed) return onProblem(parsed.problem);
    try {
      await add.mutateAsync({ group_id: teamId, user_list: parsed.rows });
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
        <label htmlFor={`member-csv-${teamId}`}>CSV file (first_name, last_name, email)</label>
        <input key={inputKey} id={`member-csv-${teamId}`} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending}>
            Upload csv
          </Button>
          <BlankCsvLink />
        </Group>
      </Stack>
    </form>
  );
}
