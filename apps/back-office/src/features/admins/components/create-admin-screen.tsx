import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@stride/api-sdk';
import { accountMessages, customerMessages, emailError, nameError, newPasswordError, normalizeEmail } from '@stride/validation';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSection } from '@stride/ui';
import { FormFooter } from '../../../components/form-footer';
import { useAddAdmin } from '../api';
import { adminMessages, NEW_ADMIN_GENDER, NEW_ADMIN_PHONE } from '../messages';
import type { AdminListState } from './admin-list-screen';

/**
 * /admin/create: the Create Admin form (docs/back-office-app.md). Each field is checked on every change and on
 * submit with the spec's messages; the email is sent lower-cased with the spec's fixed phone and gender. On
 * success the admin list opens with "Admin has been created. Check email for confirmation email"; a refusal
 * shows the server's message, a server failure the spec's try-again text.
 */
export function CreateAdminScreen() {
  const addAdmin = useAddAdmin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '', password: '' },
    validateInputOnChange: true,
    validate: {
      first_name: (name) => nameError(name, 'first'),
      last_name: (name) => nameError(name, 'last'),
      email: (email) => emailError(email, accountMessages.emailRequired),
      password: (password) => newPasswordError(password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await addAdmin.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: normalizeEmail(values.email),
        password: values.password,
        phone: NEW_ADMIN_PHONE,
        gender: NEW_ADMIN_GENDER,
      });
      const state: AdminListState = { message: customerMessages.adminCreated };
      await navigate('/admin/list', { state });
    } catch (thrown) {
      setError(errorMessage(thrown, adminMessages.createFailed));
    }
  });

  return (
    <PageSection title="Create Admin">
      <form onSubmit={submit} noValidate aria-label="Create Admin">
        <Stack gap="md" maw={640}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" autoComplete="off" required {...form.getInputProps('first_name')} key={form.key('first_name')} />
            <TextInput label="Last Name" autoComplete="off" required {...form.getInputProps('last_name')} key={form.key('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="off" required {...form.getInputProps('email')} key={form.key('email')} />
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} key={form.key('password')} />
          <FormFooter error={error} submitting={form.submitting} submitLabel="Create Admin">
            <Button component={Link} to="/admin/list" variant="default">
              Cancel
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </PageSection>
  );
}
