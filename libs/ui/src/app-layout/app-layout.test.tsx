import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('offers a skip link as the first stop in the tab order', async () => {
    const { user } = renderWithProviders(
      <AppLayout header={<a href="/user/dashboard">Stride</a>}>
        <p>Page</p>
      </AppLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('renders banner, navigation and main landmarks', () => {
    renderWithProviders(
      <AppLayout header="Top bar" navbar="Links" navbarLabel="Programs menu">
        <p>Page</p>
      </AppLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Top bar');
    expect(screen.getByRole('navigation', { name: 'Programs menu' })).toHaveTextContent('Links');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });

  it('leaves out the header and navbar when not given', () => {
    renderWithProviders(
      <AppLayout>
        <p>Page</p>
      </AppLayout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
