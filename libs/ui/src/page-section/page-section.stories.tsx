import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSection } from './page-section';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  args: { title: 'Organizations', children: <Text>The page’s content.</Text> },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = { args: { actions: <Button>Add organization</Button> } };
