import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderScreen } from './placeholder-screen';

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { title: 'Journal', route: '/journal' },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongRoute: Story = {
  args: { title: 'Challenge completion', route: '/challenge/complete/new/4f1c2a9e-7d3b-4c1a-9e2f-5b6d8a0c3e71' },
};
