import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormMessage } from '../form-message';
import { AuthCard } from './auth-card';

const loginForm = (
  <Stack component="form" gap="sm" onSubmit={(event) => event.preventDefault()}>
    <TextInput label="Email" type="email" autoComplete="email" required />
    <PasswordInput label="Password" autoComplete="current-password" required />
    <Button type="submit" fullWidth>
      Log in
    </Button>
  </Stack>
);

const meta = {
  title: 'Layout/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Log in',
    subtitle: 'Welcome back to Stride',
    children: loginForm,
    footer: (
      <>
        <Anchor href="/user/forgot-password">Forgot password?</Anchor> ·{' '}
        <Anchor href="/user/signup">Create an account</Anchor>
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: {
    children: (
      <Stack gap="sm">
        <FormMessage type="error" message="Incorrect username or password." autoHideMs={null} />
        {loginForm}
      </Stack>
    ),
  },
};

export const FieldErrors: Story = {
  args: {
    title: 'Reset password',
    subtitle: undefined,
    footer: undefined,
    children: (
      <Stack gap="sm">
        <TextInput label="Email" defaultValue="sam@example" error="Enter a valid email address" />
        <PasswordInput label="New password" error="Password must be at least 8 characters" />
        <Button fullWidth>Change password</Button>
      </Stack>
    ),
  },
};
