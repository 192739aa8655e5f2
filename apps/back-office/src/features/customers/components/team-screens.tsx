import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AddUsersPanel } from '@stride/group-members';
import { customerMessages, normalizeEmail, normalizeText } from '@stride/validation';
import { FormMessage, PageSection } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { customerQueries, groupMembersApi, useCreateTeam } from '../api';
import { teamTexts } from '../messages';
import { DetailsForm } from './details-form';

/**
 * /admin/team/add: organisation, name, description and the admin's email, all required ("Please fill all
 * the values", docs/back-office-app.md); the admin is invited to the team by email. "Team added successfully" for 6 s.
 */
export function AddTeamScreen() {
  const organizations = useQuery(customerQueries.organizations());
  const createTeam = useCreateTeam();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ initialValues: { organization_id: '', name: '', description: '', group_admin_email: '' } });
  const choices = [
    { value: '', label: organizations.isPending ? 'Loading…' : 'Choose an organization' },
    ...(organizations.data ?? []).map((organization) => ({ value: organization.id.toString(), label: organization.name })),
  ];

  return (
    <PageSection title="Add team">
      <FormMessage message={message} type="info" autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      <div style={{ maxWidth: 640 }}>
        <DetailsForm
          label="Add team"
          form={form}
          requiredMessage={customerMessages.fillAllValues}
          texts={teamTexts}
          submitLabel="Add team"
          save={(values) =>
            createTeam.mutateAsync({
              organization_id: Number(values.organization_id),
              name: normalizeText(values.name),
              description: normalizeText(values.description),
              group_admin_email: normalizeEmail(values.group_admin_email),
            })
          }
          onSaved={() => {
            form.reset();
            setMessage(customerMessages.teamAdded);
          }}
        >
          <NativeSelect label="Organization" data={choices} disabled={organizations.isPending} {...form.getInputProps('organization_id')} />
          <TextInput label="Name" {...form.getInputProps('name')} />
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
          <TextInput label="Admin email" type="email" {...form.getInputProps('group_admin_email')} />
        </DetailsForm>
      </div>
    </PageSection>
  );
}

/**
 * /admin/team/add-members (docs/back-office-app.md): choose a team, then Add a user or Add multiple users (with the
 * CSV upload), the same panel as under the customer screen's team users table. Here every add says the
 * spec's "Members added successfully" (docs/back-office-app.md); the users table keeps "User added successfully" and
 * "Users added successfully".
 */
export function AddTeamMembersScreen() {
  const teams = useQuery(customerQueries.allTeams());
  const [teamId, setTeamId] = useState('');
  const team = teams.data?.find((candidate) => candidate.id.toString() === teamId);
  const choices = [
    { value: '', label: teams.isPending ? 'Loading…' : 'Choose a team' },
    ...(teams.data ?? []).map((candidate) => ({
      value: candidate.id.toString(),
      label: candidate.organization ? `${candidate.organization.name}: ${candidate.name}` : candidate.name,
    })),
  ];
  return (
    <PageSection title="Add team members">
      <Stack gap="md">
        <NativeSelect label="Team" w={320} data={choices} disabled={teams.isPending} value={teamId} onChange={(event) => setTeamId(event.currentTarget.value)} />
        {team ? <AddUsersPanel key={team.id} group={team} api={groupMembersApi} successMessage={customerMessages.membersAdded} /> : <Text c="dimmed">Choose a team to add users to it.</Text>}
      </Stack>
    </PageSection>
  );
}
