import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormMessage } from './form-message';

const meta = {
  title: 'Feedback/FormMessage',
  component: FormMessage,
  // Kept on screen so each state can be inspected; AutoHide shows the 4 s default.
  args: { autoHideMs: null },
} satisfies Meta<typeof FormMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { type: 'success', message: 'Password Changed Successfully' } };
export const Info: Story = { args: { type: 'info', message: 'A verification code has been sent to your email' } };
export const ErrorMessage: Story = { args: { type: 'error', message: 'An error occured. Please try again later.' } };
export const WithTitle: Story = {
  args: { type: 'error', title: 'Sign-in failed', message: 'Incorrect username or password.' },
};
export const AutoHide: Story = { args: { type: 'success', message: 'Thanks for your feedback', autoHideMs: 4000 } };
export const Empty: Story = { args: { message: null } };
