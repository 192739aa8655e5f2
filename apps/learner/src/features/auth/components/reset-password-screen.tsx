import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@stride/api-sdk';
import { AuthCard, FormMessage } from '@stride/ui';
import { normalizeEmail } from '@stride/validation';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { postResetPassword } from '../api';
import { resetRules, type ResetValues } from '../schemas';

/** The spec's pause between the success message and the login screen (docs/domain-rules.md, Screen constants). */
export const REDIRECT_AFTER_RESET_MS = 2000;

/** /user/reset-password: email, code, new password and confirmation on one screen; email and code may come in the link. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const query = new URLSearchParams(useLocation().search);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { email: query.get('email') ?? '', code: query.get('code') ?? '', password: '', confirm_password: '' },
    validate: resetRules,
  });

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  const submit = form.onSubmit(async ({ email, code, password }) => {
    setMessage(null);
    try {
      await postResetPassword({ email: normalizeEmail(email), code: code.trim(), password });
      setMessage({ type: 'success', text: 'Password Changed Successfully' });
      setChanged(true);
    } catch (thrown) {
      setMessage({ type: 'error', text: errorMessage(thrown, 'An error occured. Please try again later.') });
    }
  });

  return (
    <AuthCard
      title="Reset password"
      footer={
        <Anchor component={Link} to={paths.login}>
          Back to log in
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} key={form.key('email')} />
          <TextInput label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...form.getInputProps('code')} key={form.key('code')} />
          <PasswordInput label="New Password" autoComplete="new-password" required {...form.getInputProps('password')} key={form.key('password')} />
          <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirm_password')} key={form.key('confirm_password')} />
          <FormMessage message={message?.text} type={message?.type} autoHideMs={changed ? null : 4000} onHide={() => setMessage(null)} />
          <Button type="submit" loading={form.submitting} disabled={changed} fullWidth>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
