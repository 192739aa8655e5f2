import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { PlaceholderScreen } from './placeholder-screen';

describe('PlaceholderScreen', () => {
  it('names the screen in an h1 and says it is not built yet', () => {
    renderWithProviders(<PlaceholderScreen title="Journal" route="/journal" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Journal' })).toHaveTextContent('This screen is not built yet.');
    expect(screen.getByText('/journal')).toBeInTheDocument();
  });
});
