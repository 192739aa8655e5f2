import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@stride/api-sdk';
import { AuthCard, FormMessage } from '@stride/ui';
import { normalizeEmail } from '@stride/validation';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { postRegister } from '../api';
import { signUpRules, type SignUpValues } from '../schemas';
import { NameFields } from './name-fields';

/** What a screen may hand to sign-up: an invited email (then locked) and where to go after signing in. */
export interface SignUpState {
  email?: string;
  return_url?: string;
}

/**
 * /user/signup: creates the account, then /user/confirm. An invited email comes in navigation state (a group's
 * join link) or in the address (`?email=`, the link of an email inviting someone to an organisation, as a
 * member or its admin: docs/organisation-admins.md).
 */
export function SignupScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationState = (location.state ?? {}) as SignUpState;
  const state: SignUpState = { ...navigationState, email: navigationState.email ?? (new URLSearchParams(location.search).get('email') || undefined) };
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: state.email ?? '', password: '', confirm_password: '' },
    validate: signUpRules,
  });

  const submit = form.onSubmit(async ({ first_name, last_name, email, password }) => {
    setError(null);
    try {
      await postRegister({ first_name: first_name.trim(), last_name: last_name.trim(), email: normalizeEmail(email), password });
      await navigate(paths.confirm, { state: { return_url: state.return_url } });
    } catch (thrown) {
      setError(isApiError(thrown) ? thrown.messageOr('An Error Occured. Please try again later') : 'An error occured. Please try again later.');
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Learn better at work: fun, active, personalised and gamified."
      footer={
        <Group justify="center" gap={4}>
          Already have an account?
          <Anchor component={Link} to={paths.login}>
            Log in
          </Anchor>
        </Group>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields form={form} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            readOnly={Boolean(state.email)}
            description={state.email ? 'This is the email you were invited with.' : undefined}
            {...form.getInputProps('email')}
            key={form.key('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="At least 8 characters with an uppercase letter, a number and a special character."
            {...form.getInputProps('password')}
            key={form.key('password')}
          />
          <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirm_password')} key={form.key('confirm_password')} />
          <FormMessage message={error} type="error" onHide={() => setError(null)} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
