import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponent } from '../link-component';
import { renderWithProviders } from '../testing';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('shows 404, the unknown path and a Home link to the dashboard', () => {
    renderWithProviders(<NotFoundScreen path="/user/nowhere" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('/user/nowhere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
  });

  it('passes homeHref to the router link as `to`', () => {
    const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
      <a {...rest} href={`#router${to}`}>
        {children}
      </a>
    );
    renderWithProviders(<NotFoundScreen path="/user/x" homeHref="/programs" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#router/programs');
  });
});
