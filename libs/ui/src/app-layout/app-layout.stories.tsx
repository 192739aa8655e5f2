import { Anchor, Group, NavLink, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from '../brand-logo';
import { AppLayout } from './app-layout';

const header = (
  <Group justify="space-between" w="100%">
    <BrandLogo href="#" />
    <Group component="nav" aria-label="Main" gap="md">
      <Anchor href="#">Programs</Anchor>
      <Anchor href="#">Journal</Anchor>
    </Group>
  </Group>
);

const page = (
  <>
    <Title order={1}>Dashboard</Title>
    <Text mt="sm">Press Tab once to reveal the skip link.</Text>
  </>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { header, children: page },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderOnly: Story = {};

export const WithNavbar: Story = {
  args: {
    navbarOpened: true,
    navbar: (
      <>
        <NavLink href="#" label="My Programs" active />
        <NavLink href="#" label="Explore" />
      </>
    ),
  },
};

/** Sign-in screens hide the top bar; the skip link and main landmark remain. */
export const NoHeader: Story = { args: { header: undefined } };
