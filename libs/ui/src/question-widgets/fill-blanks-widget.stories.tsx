import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FillBlanksWidget } from './fill-blanks-widget';
import { fillBlanksQuestion } from './sample-questions';

const meta = {
  title: 'Player/FillBlanksWidget',
  component: FillBlanksWidget,
  args: { question: fillBlanksQuestion, value: '', onChange: () => undefined },
} satisfies Meta<typeof FillBlanksWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <FillBlanksWidget {...args} value={value} onChange={setValue} />;
  },
};
export const AnsweredCorrect: Story = { args: { value: 'Timely', locked: true, result: { correct: true, answer: 'timely' } } };
export const AnsweredWrong: Story = { args: { value: 'late', locked: true, result: { correct: false, answer: 'timely' } } };
export const Locked: Story = { args: { value: 'timely', locked: true } };
