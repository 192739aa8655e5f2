import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = { args: { message: 'No Challenges for Today!' } };
export const WithAction: Story = {
  args: {
    message: 'Please enroll into a program to start learning',
    action: (
      <Button component="a" href="/programs">
        Explore programs
      </Button>
    ),
  },
};
