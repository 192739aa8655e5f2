import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomTabBar } from './bottom-tab-bar';

const meta = {
  title: 'Navigation/BottomTabBar',
  component: BottomTabBar,
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeTabs: Story = {
  args: {
    label: 'Programs',
    items: [{ label: 'My Programs', current: true }, { label: 'Home', href: '/user/dashboard' }, { label: 'Explore' }],
  },
};

export const FiveTabs: Story = {
  args: {
    label: 'Dashboard',
    items: [
      { label: 'Home', current: true },
      { label: 'Journal', href: '/journal' },
      { label: 'Progress' },
      { label: 'Notifications' },
      { label: 'Team' },
    ],
  },
};
