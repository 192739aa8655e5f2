import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkInProgressScreen } from './work-in-progress-screen';

const meta = {
  title: 'Screens/WorkInProgressScreen',
  component: WorkInProgressScreen,
  args: { path: '/reports/quarterly' },
} satisfies Meta<typeof WorkInProgressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
