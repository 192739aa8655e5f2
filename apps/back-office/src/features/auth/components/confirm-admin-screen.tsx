import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@stride/api-sdk';
import { accountMessages, confirmPasswordError, newPasswordError } from '@stride/validation';
import { AuthCard } from '@stride/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { postConfirmAdmin } from '../api';

const failed = 'The password could not be set. Please try again later.';

/**
 * /admin/confirm/{token}, the link of a new admin's confirmation email (docs/back-office-customers.md): the
 * admin chooses their own password, after which they sign in with it. The link works once and for 7 days;
 * the server says when it no longer does.
 */
export function ConfirmAdminScreen() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ done: true } | { done: false; error: string } | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm_password: '' },
    validate: {
      password: (password) => newPasswordError(password),
      confirm_password: (confirmation, values) => confirmPasswordError(values.password, confirmation, accountMessages.confirmPasswordRequired),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setOutcome(null);
    try {
      await postConfirmAdmin(token, password);
      setOutcome({ done: true });
    } catch (thrown) {
      setOutcome({ done: false, error: isApiError(thrown) ? thrown.messageOr(failed) : failed });
    }
  });

  if (outcome?.done) {
    return (
      <AuthCard title="Password set" subtitle="Your admin account is ready.">
        <Text role="status">Sign in with your email and the password you chose.</Text>
        <Button component={Link} to={paths.login} fullWidth>
          Log in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose your password" subtitle="Set the password of your Stride back-office account.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} key={form.key('password')} />
          <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirm_password')} key={form.key('confirm_password')} />
          {outcome && !outcome.done && (
            <Alert color="red" role="alert">
              {outcome.error}
            </Alert>
          )}
          <Button type="submit" loading={form.submitting}>
            Set password
          </Button>
          <Anchor component={Link} to={paths.login} ta="center" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
