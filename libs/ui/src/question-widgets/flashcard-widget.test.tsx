import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { FlashcardWidget } from './flashcard-widget';
import { flashcardQuestion } from './sample-questions';

describe('FlashcardWidget', () => {
  it('shows the front, the stem, on a button', async () => {
    const { container } = renderWithProviders(<FlashcardWidget question={flashcardQuestion} />);
    const card = screen.getByRole('button', { name: /Front\s*What does SBI stand for\?/ });
    expect(card).toHaveAccessibleDescription('Select the card to see its back.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('flips with Enter and Space, announcing the side showing', async () => {
    const onFlip = vi.fn();
    const { user } = renderWithProviders(<FlashcardWidget question={flashcardQuestion} onFlip={onFlip} />);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button')).toHaveTextContent('Situation, Behaviour, Impact.');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the back of the card.');
    expect(onFlip).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(screen.getByRole('button')).toHaveTextContent('What does SBI stand for?');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the front of the card.');
  });

  it('flips with a click, and says so when the back is empty', async () => {
    const { user } = renderWithProviders(<FlashcardWidget question={{ ...flashcardQuestion, comment: null }} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Nothing is written on the back of this card.');
  });
});
