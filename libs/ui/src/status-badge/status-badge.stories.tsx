import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { args: { active: true } };
export const Inactive: Story = { args: { active: false } };
