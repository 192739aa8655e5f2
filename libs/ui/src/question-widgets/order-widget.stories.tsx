import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OrderWidget } from './order-widget';
import { orderKey, orderQuestion } from './sample-questions';

const meta = {
  title: 'Player/OrderWidget',
  component: OrderWidget,
  args: { question: orderQuestion, value: [31, 32, 33], onChange: () => undefined },
} satisfies Meta<typeof OrderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drag an item, or use its Move up and Move down buttons. */
export const Unanswered: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <OrderWidget {...args} value={value} onChange={setValue} />;
  },
};
export const AnsweredCorrect: Story = { args: { value: orderKey, locked: true, result: { correct: true, answer: orderKey } } };
export const AnsweredWrong: Story = { args: { value: [32, 31, 33], locked: true, result: { correct: false, answer: orderKey } } };
export const Locked: Story = { args: { locked: true } };
