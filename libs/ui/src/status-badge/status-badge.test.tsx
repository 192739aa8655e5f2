import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('says Active or Inactive in words', () => {
    const { rerender } = renderWithProviders(<StatusBadge active />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    rerender(<StatusBadge active={false} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});
