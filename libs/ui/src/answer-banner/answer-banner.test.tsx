import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { AnswerBanner } from './answer-banner';

describe('AnswerBanner', () => {
  it('announces a correct answer', () => {
    renderWithProviders(<AnswerBanner correct />);
    expect(screen.getByRole('status')).toHaveTextContent('CORRECT ANSWER');
  });

  it('announces an incorrect answer with its comment', () => {
    renderWithProviders(<AnswerBanner correct={false} comment="Feedback works best when it is specific." />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('INCORRECT ANSWER');
    expect(banner).toHaveTextContent('Feedback works best when it is specific.');
  });
});
