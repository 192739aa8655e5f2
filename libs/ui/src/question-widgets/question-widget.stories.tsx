import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuestionWidget } from './question-widget';
import { mcqQuestion, orderQuestion } from './sample-questions';
import type { QuestionAnswer } from './types';

const meta = {
  title: 'Player/QuestionWidget',
  component: QuestionWidget,
  args: { question: mcqQuestion, answer: null, onAnswer: () => undefined },
} satisfies Meta<typeof QuestionWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget for the question's type; here multiple choice. */
export const Mcq: Story = {
  render: function Render(args) {
    const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
    return <QuestionWidget {...args} answer={answer} onAnswer={setAnswer} />;
  },
};
export const OrderAnsweredWrong: Story = {
  args: {
    question: orderQuestion,
    answer: { type: 'order', order: [31, 33, 32] },
    locked: true,
    result: { correct: false, answer: { type: 'order', order: [32, 33, 31] } },
  },
};
