import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError, isUnreachable } from '@stride/api-sdk';
import { FormMessage } from '@stride/ui';
import { accountMessages, emailError } from '@stride/validation';
import { useState } from 'react';
import { connectionMessages } from './messages';
import { useHydrated } from './use-hydrated';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Signs in; a thrown ApiError's message is shown under the form. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Text of the submit button. */
  submitLabel?: string;
}

/** Email and password with the spec's messages; Enter submits. Shared by the learner and admin sign-ins. */
export function SignInForm({ onSubmit, submitLabel = 'Log in' }: SignInFormProps) {
  const [error, setError] = useState<string | null>(null);
  // Prerendered, the form is painted before its code runs: until then it takes no typing it would lose and
  // sends nothing the browser's own way.
  const hydrated = useHydrated();
  const form = useForm<SignInValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => emailError(value),
      password: (value) => (value ? null : accountMessages.passwordRequired),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch (thrown) {
      if (isUnreachable(thrown)) setError(connectionMessages.tryAgain);
      else setError(isApiError(thrown) ? thrown.messageOr('Error Occured') : 'An error occured. Please try again later.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!hydrated} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} key={form.key('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} key={form.key('password')} />
          <FormMessage message={error} type="error" onHide={() => setError(null)} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
