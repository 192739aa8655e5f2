import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponent } from '../link-component';
import { renderWithProviders } from '../testing';
import { BottomTabBar } from './bottom-tab-bar';

describe('BottomTabBar', () => {
  it('is a named navigation landmark whose current tab says so, and whose links leave', () => {
    renderWithProviders(
      <BottomTabBar label="Programs" items={[{ label: 'My Programs', icon: 'programs', current: true }, { label: 'Home', icon: 'home', href: '/user/dashboard' }, { label: 'Explore', icon: 'explore' }]} />,
    );
    const bar = screen.getByRole('navigation', { name: 'Programs' });
    expect(within(bar).getByRole('button', { name: 'My Programs' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Explore' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
  });

  it('switches views from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<BottomTabBar label="Dashboard" items={[{ label: 'Home', icon: 'home', current: true }, { label: 'Team', icon: 'team', onClick }]} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Team' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('hands link tabs to the router link as `to`', () => {
    const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
      <a {...rest} href={`#router${to}`}>
        {children}
      </a>
    );
    renderWithProviders(<BottomTabBar label="Dashboard" items={[{ label: 'Journal', icon: 'journal', href: '/journal' }]} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '#router/journal');
  });
});
