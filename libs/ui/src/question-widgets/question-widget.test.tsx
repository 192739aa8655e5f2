import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { QuestionWidget } from './question-widget';
import { fillBlanksQuestion, flashcardQuestion, mcqQuestion, orderQuestion } from './sample-questions';

describe('QuestionWidget', () => {
  it('picks the widget by the question’s type and reports answers in one shape', async () => {
    const onAnswer = vi.fn();
    const { user, rerender } = renderWithProviders(<QuestionWidget question={mcqQuestion} answer={null} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('radio', { name: 'The request and its deadline' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'mcq', optionId: 12 });

    rerender(<QuestionWidget question={fillBlanksQuestion} answer={null} onAnswer={onAnswer} />);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 't');
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'fill_blanks', text: 't' });

    rerender(<QuestionWidget question={orderQuestion} answer={{ type: 'order', order: [33, 32, 31] }} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Move "Ask for their view" down' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'order', order: [32, 33, 31] });

    rerender(<QuestionWidget question={flashcardQuestion} answer={null} onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: /What does SBI stand for\?/ })).toBeInTheDocument();
  });

  it('passes the result on, reduced to what each widget shows', () => {
    renderWithProviders(
      <QuestionWidget question={mcqQuestion} answer={{ type: 'mcq', optionId: 13 }} onAnswer={vi.fn()} locked result={{ correct: false, answer: { type: 'mcq', optionId: 12 } }} />,
    );
    expect(screen.getByRole('radio', { name: /A summary of earlier emails/ })).toHaveTextContent('Your answer: wrong');
    expect(screen.getByRole('radio', { name: /The request and its deadline/ })).toHaveTextContent('Correct answer');
  });
});
