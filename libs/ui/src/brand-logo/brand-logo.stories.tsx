import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'Brand/BrandLogo',
  component: BrandLogo,
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = { args: { href: '/user/dashboard' } };
export const PlainText: Story = {};
export const Small: Story = { args: { href: '/user/dashboard', size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
