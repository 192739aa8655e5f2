import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { countryOptions, customerMessages, normalizeEmail, normalizeText } from '@stride/validation';
import { useAddOrganization, useUpdateOrganization, type Country, type Organization } from '../api';
import { organizationTexts } from '../messages';
import { DetailsForm } from './details-form';

const countryChoices = [{ value: '', label: 'Choose a country' }, ...countryOptions];

export interface OrganizationFormProps {
  /** The organisation to edit (name and country); without it the form adds one (name, country, owner email). */
  organization?: Organization;
  /** Called with the spec's success message after the save. */
  onSaved: (message: string) => void;
}

/** Adds an organisation or edits one (docs/back-office-app.md): all fields required, else "Please fill the details". */
export function OrganizationForm({ organization, onSaved }: OrganizationFormProps) {
  return organization ? <EditOrganizationForm organization={organization} onSaved={onSaved} /> : <AddOrganizationForm onSaved={onSaved} />;
}

function AddOrganizationForm({ onSaved }: Pick<OrganizationFormProps, 'onSaved'>) {
  const addOrganization = useAddOrganization();
  const form = useForm({ initialValues: { name: '', country: '', email: '' } });
  return (
    <DetailsForm
      label="Add organization"
      form={form}
      requiredMessage={customerMessages.fillDetails}
      texts={organizationTexts}
      submitLabel="Add organization"
      save={({ name, country, email }) => addOrganization.mutateAsync({ name: normalizeText(name), country: country as Country, email: normalizeEmail(email) })}
      onSaved={() => {
        form.reset();
        onSaved(customerMessages.organizationAdded);
      }}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <NativeSelect label="Country" data={countryChoices} {...form.getInputProps('country')} />
      <TextInput label="Owner email" type="email" {...form.getInputProps('email')} />
    </DetailsForm>
  );
}

function EditOrganizationForm({ organization, onSaved }: Required<OrganizationFormProps>) {
  const updateOrganization = useUpdateOrganization();
  const form = useForm({ initialValues: { name: organization.name, country: organization.country ?? '' } });
  return (
    <DetailsForm
      label="Edit organization"
      form={form}
      requiredMessage={customerMessages.fillDetails}
      texts={organizationTexts}
      submitLabel="Save"
      save={({ name, country }) => updateOrganization.mutateAsync({ id: organization.id, name: normalizeText(name), country: country as Country })}
      onSaved={() => onSaved(customerMessages.organizationUpdated)}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <NativeSelect label="Country" data={countryChoices} {...form.getInputProps('country')} />
    </DetailsForm>
  );
}
