import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerMessages, normalizeEmail, normalizeText } from '@stride/validation';
import { useCreateTeam, useUpdateTeam, type Group } from '../api';
import { teamTexts } from '../messages';
import { DetailsForm } from './details-form';

/** Called with the spec's success message after the save. */
type OnSaved = (message: string) => void;

/**
 * Adds a team to the organisation whose teams are shown, in a dialog (docs/back-office-app.md): name, description and
 * admin email, all required, else "Please fill the details".
 */
export function AddTeamForm({ organizationId, onSaved }: { organizationId: number; onSaved: OnSaved }) {
  const createTeam = useCreateTeam();
  const form = useForm({ initialValues: { name: '', description: '', group_admin_email: '' } });
  return (
    <DetailsForm
      label="Add team"
      form={form}
      requiredMessage={customerMessages.fillDetails}
      texts={teamTexts}
      submitLabel="Add team"
      save={({ name, description, group_admin_email }) =>
        createTeam.mutateAsync({ organization_id: organizationId, name: normalizeText(name), description: normalizeText(description), group_admin_email: normalizeEmail(group_admin_email) })
      }
      onSaved={() => onSaved(customerMessages.teamAdded)}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
      <TextInput label="Admin email" type="email" {...form.getInputProps('group_admin_email')} />
    </DetailsForm>
  );
}

/** Renames a team or changes its description, in a dialog; both required, else "Please fill the details". */
export function EditTeamForm({ team, onSaved }: { team: Group; onSaved: OnSaved }) {
  const updateTeam = useUpdateTeam();
  const form = useForm({ initialValues: { name: team.name, description: team.description } });
  return (
    <DetailsForm
      label="Edit team"
      form={form}
      requiredMessage={customerMessages.fillDetails}
      texts={teamTexts}
      submitLabel="Save"
      save={({ name, description }) => updateTeam.mutateAsync({ id: team.id, name: normalizeText(name), description: normalizeText(description) })}
      onSaved={() => onSaved(customerMessages.teamUpdated)}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
    </DetailsForm>
  );
}
