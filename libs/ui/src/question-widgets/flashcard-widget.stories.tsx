import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlashcardWidget } from './flashcard-widget';
import { flashcardQuestion } from './sample-questions';

/** A flashcard takes no answer, so it has no correct, wrong or locked state: it shows a front and a back. */
const meta = {
  title: 'Player/FlashcardWidget',
  component: FlashcardWidget,
  args: { question: flashcardQuestion },
} satisfies Meta<typeof FlashcardWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front; select the card (or press Enter or Space) to turn it over. */
export const Unanswered: Story = {};
export const Back: Story = { args: { defaultFlipped: true } };
export const EmptyBack: Story = { args: { defaultFlipped: true, question: { ...flashcardQuestion, comment: null } } };
