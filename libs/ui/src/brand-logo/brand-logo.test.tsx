import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponent } from '../link-component';
import { renderWithProviders } from '../testing';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('is a link named "Stride" when given an href', () => {
    renderWithProviders(<BrandLogo href="/user/dashboard" />);
    expect(screen.getByRole('link', { name: 'Stride' })).toHaveAttribute('href', '/user/dashboard');
  });

  it('renders through the router link it is given', () => {
    const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
      <a {...rest} href={`#router${to}`}>
        {children}
      </a>
    );
    renderWithProviders(<BrandLogo href="/user/dashboard" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Stride' })).toHaveAttribute('href', '#router/user/dashboard');
  });

  it('is plain text without an href', () => {
    renderWithProviders(<BrandLogo />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Stride')).toBeInTheDocument();
  });
});
