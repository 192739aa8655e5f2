import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { WorkInProgressScreen } from './work-in-progress-screen';

describe('WorkInProgressScreen', () => {
  it('shows the Work In Progress heading and the unknown path', () => {
    renderWithProviders(<WorkInProgressScreen path="/somewhere/else" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Work In Progress' })).toBeInTheDocument();
    expect(screen.getByText('/somewhere/else')).toBeInTheDocument();
  });
});
