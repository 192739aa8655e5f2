import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  args: { path: '/user/unknown-page' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomHome: Story = { args: { homeHref: '/programs' } };
