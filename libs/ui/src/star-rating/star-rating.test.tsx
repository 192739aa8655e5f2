import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { StarRating } from './star-rating';

function Rated({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="Overall"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a group named by its label with five named stars, none chosen at first', () => {
    renderWithProviders(<StarRating label="Overall" value={0} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Overall' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      'Overall: 1 star',
      'Overall: 2 stars',
      'Overall: 3 stars',
      'Overall: 4 stars',
      'Overall: 5 stars',
    ]);
    expect(screen.getAllByRole('radio').filter((star) => (star as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('gives the rating n for a click on star n', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Rated onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Overall: 3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: 'Overall: 3 stars' })).toBeChecked();
  });

  it('is rated from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Rated onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: 'Overall: 3 stars' })).toHaveFocus();
  });
});
