import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { McqWidget } from './mcq-widget';
import { mcqQuestion } from './sample-questions';

const meta = {
  title: 'Player/McqWidget',
  component: McqWidget,
  args: { question: mcqQuestion, value: null, onChange: () => undefined },
} satisfies Meta<typeof McqWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; choosing works. */
export const Unanswered: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(null);
    return <McqWidget {...args} value={value} onChange={setValue} />;
  },
};
export const AnsweredCorrect: Story = { args: { value: 12, locked: true, result: { correct: true, answer: 12 } } };
export const AnsweredWrong: Story = { args: { value: 11, locked: true, result: { correct: false, answer: 12 } } };
/** Chosen and locked, before the verdict arrives. */
export const Locked: Story = { args: { value: 13, locked: true } };
