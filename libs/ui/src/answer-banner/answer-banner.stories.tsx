import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnswerBanner } from './answer-banner';

const meta = {
  title: 'Player/AnswerBanner',
  component: AnswerBanner,
} satisfies Meta<typeof AnswerBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = { args: { correct: true } };
export const Incorrect: Story = { args: { correct: false } };
export const IncorrectWithComment: Story = {
  args: { correct: false, comment: 'Specific, timely feedback is easier to act on than a general remark.' },
};
