import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message', () => {
    renderWithProviders(<EmptyState message="You aren't a part of a team yet" />);
    expect(screen.getByText("You aren't a part of a team yet")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers its action to keyboard users', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <EmptyState message="Please enroll into a program to start learning" action={<Button onClick={onClick}>Explore programs</Button>} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Explore programs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
