import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { FillBlanksWidget } from './fill-blanks-widget';
import { fillBlanksQuestion } from './sample-questions';

function Answering({ onChange }: { onChange: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FillBlanksWidget
      question={fillBlanksQuestion}
      value={value}
      onChange={(text) => {
        setValue(text);
        onChange(text);
      }}
    />
  );
}

describe('FillBlanksWidget', () => {
  it('is a text field named Your answer and described by the stem', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(<Answering onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAccessibleDescription('Feedback works best when it is specific and ____.');
    await user.type(field, 'timely');
    expect(onChange).toHaveBeenLastCalledWith('timely');
    expect(field).toHaveAttribute('maxlength', '500');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the player’s message with the field', () => {
    renderWithProviders(<FillBlanksWidget question={fillBlanksQuestion} value={'time\u202ely'} onChange={vi.fn()} error="Your answer must not contain characters that change the direction of text." />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Your answer must not contain characters that change the direction of text.'));
  });

  it('is read-only once locked', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<FillBlanksWidget question={fillBlanksQuestion} value="late" onChange={onChange} locked />);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'r');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
  });

  it('turns red for a wrong answer and gives an accepted one', async () => {
    const { container } = renderWithProviders(
      <FillBlanksWidget question={fillBlanksQuestion} value="late" onChange={vi.fn()} locked result={{ correct: false, answer: 'timely' }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveStyle({ backgroundColor: '#CC3414' });
    expect(screen.getByText('Correct answer: timely')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns green for a correct answer', () => {
    renderWithProviders(<FillBlanksWidget question={fillBlanksQuestion} value="Timely" onChange={vi.fn()} locked result={{ correct: true, answer: 'timely' }} />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveStyle({ backgroundColor: '#0ACC81' });
    expect(screen.getByText('Your answer is correct.')).toBeInTheDocument();
  });
});
