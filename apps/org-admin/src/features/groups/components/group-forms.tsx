import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { FormMessage } from '@stride/ui';
import { normalizeEmail, normalizeText, textRule } from '@stride/validation';
import { useState, type ReactNode } from 'react';
import { useCreateOrgGroup, useUpdateGroup, type Group as OrgGroup } from '../api';
import { createFailure, GROUP_MESSAGE_MS, groupMessages, updateFailure } from '../messages';

interface GroupFormProps<Values extends Record<string, string>> {
  /** The form's accessible name. */
  label: string;
  form: UseFormReturnType<Values>;
  /** Sends the values, their text as the server stores it (NFC, trimmed). */
  save: (values: Values) => Promise<unknown>;
  /** The spec's words for a failure. */
  failure: (thrown: unknown) => string;
  /** Called after a successful save (closes the dialog and says so). */
  onSaved: () => void;
  submitLabel: string;
  children: ReactNode;
}

/**
 * Name and description follow the text rule the server applies (no control or direction characters; docs/security.md,
 * "Garbage text"), said next to the field before anything is sent.
 */
const groupTextRules = { name: textRule('Name'), description: textRule('Description', { kind: 'lines' }) };

/** Create and edit (§5): every field required, one message for all ("Please Enter all Fields"); then saved or the failure. */
function GroupForm<Values extends Record<string, string>>({ label, form, save, failure, onSaved, submitLabel, children }: GroupFormProps<Values>) {
  const [error, setError] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    if (Object.values(values).some((value) => !value.trim())) return setError(groupMessages.fillAllFields);
    setError(null);
    try {
      await save(values);
      onSaved();
    } catch (thrown) {
      setError(failure(thrown));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <FormMessage message={error} type="error" autoHideMs={GROUP_MESSAGE_MS} onHide={() => setError(null)} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create group (roles 3-6): name, description and the admin's email, who is invited to the group by mail. */
export function CreateGroupForm({ onSaved }: { onSaved: (message: string) => void }) {
  const create = useCreateOrgGroup();
  const form = useForm({ initialValues: { name: '', description: '', group_admin_email: '' }, validate: groupTextRules });
  return (
    <GroupForm
      label="Create group"
      form={form}
      save={({ name, description, group_admin_email }) => create.mutateAsync({ name: normalizeText(name), description: normalizeText(description), group_admin_email: normalizeEmail(group_admin_email) })}
      failure={createFailure}
      onSaved={() => onSaved(groupMessages.created)}
      submitLabel="Create group"
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
      <TextInput label="Admin email" type="email" {...form.getInputProps('group_admin_email')} />
    </GroupForm>
  );
}

/** Edit a group's name and description (PATCH group; the admin email does not change here). */
export function EditGroupForm({ group, onSaved }: { group: OrgGroup; onSaved: (message: string) => void }) {
  const update = useUpdateGroup();
  const form = useForm({ initialValues: { name: group.name, description: group.description }, validate: groupTextRules });
  return (
    <GroupForm
      label="Edit group"
      form={form}
      save={({ name, description }) => update.mutateAsync({ id: group.id, name: normalizeText(name), description: normalizeText(description) })}
      failure={updateFailure}
      onSaved={() => onSaved(groupMessages.updated)}
      submitLabel="Save"
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
    </GroupForm>
  );
}
