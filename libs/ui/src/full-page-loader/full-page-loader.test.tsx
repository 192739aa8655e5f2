import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { FullPageLoader } from './full-page-loader';

describe('FullPageLoader', () => {
  it('announces "Loading…" as a status', () => {
    renderWithProviders(<FullPageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('accepts another label', () => {
    renderWithProviders(<FullPageLoader label="Checking your session…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });
});
