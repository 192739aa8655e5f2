import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { McqWidget } from './mcq-widget';
import { mcqQuestion } from './sample-questions';

function Answering({ onChange }: { onChange: (id: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <McqWidget
      question={mcqQuestion}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('McqWidget', () => {
  it('is a radio group named by the stem, one radio per option, none chosen at first', async () => {
    const { container } = renderWithProviders(<McqWidget question={mcqQuestion} value={null} onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Which opening gets a busy reader to act?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'A warm greeting and some context',
      'The request and its deadline',
      'A summary of earlier emails',
    ]);
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names a blank option by its place, so a question being written in the live preview stays accessible', async () => {
    const blank = { ...mcqQuestion, stem: '', components: mcqQuestion.components.map((component) => ({ ...component, mcq_options: { ...component.mcq_options, option_text: '' } })) };
    const { container } = renderWithProviders(<McqWidget question={blank} value={null} onChange={vi.fn()} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the chosen option’s id, by click and by arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Answering onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'The request and its deadline' }));
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.getByRole('radio', { name: 'The request and its deadline' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(13);
    expect(screen.getByRole('radio', { name: 'A summary of earlier emails' })).toHaveFocus();
  });

  it('is named by the player’s heading when given one', () => {
    renderWithProviders(
      <>
        <h2 id="stem">Question 1</h2>
        <McqWidget question={mcqQuestion} value={null} onChange={vi.fn()} labelledBy="stem" />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Question 1' })).toBeInTheDocument();
  });

  it('ignores choices once locked', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<McqWidget question={mcqQuestion} value={11} onChange={onChange} locked />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await user.click(screen.getByRole('radio', { name: 'The request and its deadline' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a wrong choice and the correct answer, in colour and in words', async () => {
    const { container } = renderWithProviders(<McqWidget question={mcqQuestion} value={11} onChange={vi.fn()} locked result={{ correct: false, answer: 12 }} />);
    const chosen = screen.getByRole('radio', { name: /A warm greeting/ });
    const right = screen.getByRole('radio', { name: /The request and its deadline/ });
    expect(chosen).toHaveTextContent('Your answer: wrong');
    expect(chosen).toHaveStyle({ backgroundColor: '#CC3414' });
    expect(right).toHaveTextContent('Correct answer');
    expect(right).toHaveStyle({ backgroundColor: '#0ACC81' });
    expect(screen.getByRole('radio', { name: 'A summary of earlier emails' })).not.toHaveAttribute('data-mark');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a correct choice green', () => {
    renderWithProviders(<McqWidget question={mcqQuestion} value={12} onChange={vi.fn()} locked result={{ correct: true, answer: 12 }} />);
    expect(screen.getByRole('radio', { name: /The request and its deadline/ })).toHaveTextContent('Your answer: correct');
    expect(screen.queryByText('Your answer: wrong')).not.toBeInTheDocument();
  });
});
