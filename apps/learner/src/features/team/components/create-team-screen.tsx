import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Stepper, Text, Textarea, TextInput, Title } from '@mantine/core';
import { isValidEmail, normalizeEmail, normalizeText, textError } from '@stride/validation';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTextErrors } from '../../../lib/text-errors';
import { useCreateTeam } from '../api';
import { teamMessages } from '../messages';

function TeamDetailsStep({ name, description, onChange, onNext }: { name: string; description: string; onChange: (values: { name: string; description: string }) => void; onNext: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const texts = useTextErrors<'name' | 'description'>();
  const next = (event: FormEvent) => {
    event.preventDefault();
    // The text rule the server applies, said next to the field.
    if (!texts.check({ name: textError(name, 'Team name'), description: textError(description, 'Description', { kind: 'lines' }) })) return;
    // The spec's one message covers both fields (docs/teams.md).
    if (!normalizeText(name) || !normalizeText(description)) {
      setError(teamMessages.teamNameEmpty);
      return;
    }
    setError(null);
    onNext();
  };
  return (
    <form onSubmit={next} noValidate>
      <Stack>
        <TextInput
          label="Team name"
          {...texts.inputProps('name', name, (value) => onChange({ name: value, description }))}
          maxLength={100}
          required
        />
        <Textarea
          label="Description"
          {...texts.inputProps('description', description, (value) => onChange({ name, description: value }))}
          maxLength={5000}
          rows={3}
          required
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}

function MemberEmailsStep({ emails, onChange, onBack, onCreate, creating }: { emails: string[]; onChange: (emails: string[]) => void; onBack: () => void; onCreate: () => void; creating: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const address = normalizeEmail(email);
    if (!address) return;
    // The spec checks no format here; the server refuses a malformed address, so it is caught before that.
    if (!isValidEmail(address)) {
      setError(teamMessages.invalidEmail);
      return;
    }
    setError(null);
    if (!emails.includes(address)) onChange([...emails, address]);
    setEmail('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Stack>
      <Group align="flex-start" wrap="nowrap">
        <TextInput label="Member email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} onKeyDown={addOnEnter} error={error} style={{ flex: 1 }} autoComplete="off" />
        <Button mt={25} variant="light" onClick={add}>
          Add email
        </Button>
      </Group>
      {emails.length === 0 ? (
        <Text c="dimmed">No members added yet. You can also invite people later from the Team section.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members to invite">
          {emails.map((address) => (
            <Paper component="li" key={address} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Text>{address}</Text>
                <ActionIcon variant="subtle" color="red" onClick={() => onChange(emails.filter((other) => other !== address))} aria-label={`Remove ${address}`}>
                  ×
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onCreate} loading={creating}>
          Create Team
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /team/create (docs/teams.md): step 1 the team's name and description, step 2 the members'
 * emails; Create Team makes the learner its admin and invites each email. A dialog then leads to the Team section.
 */
export function CreateTeamScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState({ name: '', description: '' });
  const [emails, setEmails] = useState<string[]>([]);
  const create = useCreateTeam();
  const submit = () => create.mutate({ name: normalizeText(details.name), description: normalizeText(details.description), user_email_list: emails });
  return (
    <Stack maw={640} mx="auto" py="md" px="md" gap="lg">
      <Title order={1}>Create a team</Title>
      <Stepper active={step} allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label="Team" description="Name and description">
          <TeamDetailsStep name={details.name} description={details.description} onChange={setDetails} onNext={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label="Members" description="Who to invite">
          <MemberEmailsStep emails={emails} onChange={setEmails} onBack={() => setStep(0)} onCreate={submit} creating={create.isPending} />
          {create.isError && (
            <Alert color="red" role="alert" mt="md">
              {teamMessages.failed}
            </Alert>
          )}
        </Stepper.Step>
      </Stepper>
      <Modal opened={create.isSuccess} onClose={() => navigate(paths.profile, { state: { section: 'team' } })} title={teamMessages.teamCreated} centered>
        <Stack>
          <Text>Invitations are on their way to the people you added.</Text>
          <Button onClick={() => navigate(paths.profile, { state: { section: 'team' } })}>Go to my team</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
