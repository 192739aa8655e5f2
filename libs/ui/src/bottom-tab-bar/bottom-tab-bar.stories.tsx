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
    items: [{ label: 'My Programs', icon: 'programs', current: true }, { label: 'Home', icon: 'home', href: '/user/dashboard' }, { label: 'Explore', icon: 'explore' }],
  },
};

export const FiveTabs: Story = {
  args: {
    label: 'Dashboard',
    items: [
      { label: 'Home', icon: 'home', current: true },
      { label: 'Journal', icon: 'journal', href: '/journal' },
      { label: 'Progress', icon: 'progress' },
      { label: 'Notifications', icon: 'notifications' },
      { label: 'Team', icon: 'team' },
    ],
  },
};
