import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isRefusal } from '@stride/api-sdk';
import { clearSession, loginPathFor } from '@stride/app-shell';
import { FormMessage, PageSection } from '@stride/ui';
import { countryOptions, mayInOrganisation } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminRole } from '../../../lib/admin-role';
import { type Organization, organizationQueries, useUpdateOrganization } from '../api';
import { organizationMessages, saveFailure } from '../messages';
import { organizationBody, organizationRules, organizationValues, type OrganizationValues } from '../schemas';

const countryChoices = [{ value: '', label: 'Choose a country' }, ...countryOptions];

interface Outcome {
  type: 'success' | 'error';
  message: string;
}

/**
 * The details form. An admin whose level may not change them (docs/organisation-admins.md) sees them read-only,
 * told who can change them, with no Save.
 */
function OrganizationForm({ organization, editable }: { organization: Organization; editable: boolean }) {
  const update = useUpdateOrganization();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<OrganizationValues>({ mode: 'uncontrolled', initialValues: organizationValues(organization), validate: organizationRules });

  const save = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      await update.mutateAsync({ body: organizationBody(values) });
      setOutcome({ type: 'success', message: organizationMessages.saved });
    } catch (thrown) {
      setOutcome({ type: 'error', message: saveFailure(thrown) });
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Organization details">
      <Stack gap="md" maw={560}>
        {!editable && <Text c="dimmed">{organizationMessages.readOnly}</Text>}
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
        <TextInput label="Email" value={organization.email} readOnly description="The email the organisation was registered with; it cannot be changed here." />
        <TextInput label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
        <Textarea label="Address" rows={3} {...form.getInputProps('address')} key={form.key('address')} />
        <NativeSelect label="Country" required data={countryChoices} {...form.getInputProps('country')} key={form.key('country')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} key={form.key('phone')} />
        <TextInput label="GST number" {...form.getInputProps('gst_number')} key={form.key('gst_number')} />
          </Stack>
        </fieldset>
        {/* Both outcomes hide after the spec's 4 seconds (docs/org-admin-app.md). */}
        <FormMessage message={outcome?.message} type={outcome?.type} autoHideMs={4000} onHide={() => setOutcome(null)} />
        {editable && (
          <Group>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The Organization section of /administrator (docs/org-admin-app.md): the organisation's details to
 * edit, the email read-only. Details the server refuses send the admin to sign in, as the spec says; a fault
 * or an outage does not sign anyone out (it is retried while Stride cannot be reached, then said).
 */
export function OrganizationSection() {
  const location = useLocation();
  const details = useQuery(organizationQueries.organizationDetails());
  const editable = mayInOrganisation(useAdminRole(), 'editOrganization');
  if (details.isError && isRefusal(details.error)) {
    clearSession();
    return <Navigate to={loginPathFor(paths.login, location)} replace />;
  }
  return (
    <PageSection title="Organization">
      {details.isError ? (
        <FormMessage message={organizationMessages.failed} type="error" autoHideMs={null} />
      ) : details.isPending ? (
        <Loader aria-label="Loading organization details" />
      ) : (
        <OrganizationForm organization={details.data} editable={editable} />
      )}
    </PageSection>
  );
}
