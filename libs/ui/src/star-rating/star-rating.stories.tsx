import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarRating, type StarRatingProps } from './star-rating';

function Controlled(props: Omit<StarRatingProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <StarRating {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Inputs/StarRating',
  component: StarRating,
  render: (args) => <Controlled label={args.label} value={args.value} count={args.count} />,
  args: { label: 'Overall', value: 0, onChange: () => undefined },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Untouched: Story = {};
export const Rated: Story = { args: { value: 3 } };
export const Full: Story = { args: { label: 'Relevance', value: 5 } };
