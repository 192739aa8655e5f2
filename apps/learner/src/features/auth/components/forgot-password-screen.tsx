import { Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@stride/api-sdk';
import { AuthCard, FormMessage } from '@stride/ui';
import { normalizeEmail } from '@stride/validation';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { postForgotPassword, postResetPassword } from '../api';
import { forgotEmailRules, newPasswordRules, type NewPasswordValues } from '../schemas';

/** The spec's pause between "code sent" and the new-password form (docs/domain-rules.md, Screen constants). */
export const SWITCH_TO_NEW_PASSWORD_MS = 2000;
const CODE_SENT = 'A verification code has been sent to your email';

type Step = { name: 'email' } | { name: 'code-sent'; email: string } | { name: 'new-password'; email: string } | { name: 'done' };

function failureText(thrown: unknown): string {
  return errorMessage(thrown, 'An Error Occured. Please try again later');
}

/** /user/forgot-password: email → a code is sent → after 2 s the new-password form → success dialog. */
export function ForgotPasswordScreen() {
  const [step, setStep] = useState<Step>({ name: 'email' });

  useEffect(() => {
    if (step.name !== 'code-sent') return;
    const timer = setTimeout(() => setStep({ name: 'new-password', email: step.email }), SWITCH_TO_NEW_PASSWORD_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <AuthCard
      title="Forgot password"
      subtitle="We will email you a 6-digit code to set a new password."
      footer={
        <Anchor component={Link} to={paths.login}>
          Back to log in
        </Anchor>
      }
    >
      {step.name === 'email' || step.name === 'code-sent' ? (
        <EmailStep sent={step.name === 'code-sent'} onSent={(email) => setStep({ name: 'code-sent', email })} />
      ) : (
        <NewPasswordStep email={step.name === 'new-password' ? step.email : ''} onChanged={() => setStep({ name: 'done' })} />
      )}
      <PasswordChangedDialog opened={step.name === 'done'} />
    </AuthCard>
  );
}

function EmailStep({ sent, onSent }: { sent: boolean; onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: forgotEmailRules });
  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await postForgotPassword(normalizeEmail(email));
      onSent(normalizeEmail(email));
    } catch (thrown) {
      setError(failureText(thrown));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required readOnly={sent} {...form.getInputProps('email')} key={form.key('email')} />
        <FormMessage message={sent ? CODE_SENT : null} type="success" autoHideMs={null} />
        <FormMessage message={error} type="error" onHide={() => setError(null)} />
        <Button type="submit" loading={form.submitting} disabled={sent} fullWidth>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordStep({ email, onChanged }: { email: string; onChanged: () => void }) {
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { code: '', password: '', confirm_password: '' },
    validate: newPasswordRules,
  });
  const submit = form.onSubmit(async ({ code, password }) => {
    setMessage(null);
    try {
      await postResetPassword({ email, code: code.trim(), password });
      onChanged();
    } catch (thrown) {
      setMessage({ type: 'error', text: failureText(thrown) });
    }
  });
  async function resend() {
    try {
      await postForgotPassword(email);
      setMessage({ type: 'success', text: CODE_SENT });
    } catch (thrown) {
      setMessage({ type: 'error', text: failureText(thrown) });
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the code sent to <strong>{email}</strong> and choose a new password.
        </Text>
        <TextInput label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...form.getInputProps('code')} key={form.key('code')} />
        <PasswordInput label="New Password" autoComplete="new-password" required {...form.getInputProps('password')} key={form.key('password')} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirm_password')} key={form.key('confirm_password')} />
        <FormMessage message={message?.text} type={message?.type} onHide={() => setMessage(null)} />
        <Button type="submit" loading={form.submitting} fullWidth>
          Change password
        </Button>
        <Button variant="subtle" onClick={() => void resend()}>
          Send a new code
        </Button>
      </Stack>
    </form>
  );
}

/** The success dialog; its only way on is to log in with the new password. */
export function PasswordChangedDialog({ opened }: { opened: boolean }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={() => void navigate(paths.login)} title="Password Changed Successfully" centered withCloseButton={false}>
      <Stack>
        <Text>You can now log in with your new password.</Text>
        <Button onClick={() => void navigate(paths.login)}>Login Now</Button>
      </Stack>
    </Modal>
  );
}
