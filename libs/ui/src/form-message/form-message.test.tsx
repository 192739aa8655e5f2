import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { FormMessage } from './form-message';

describe('FormMessage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces errors as an alert and other messages as a status', () => {
    const { rerender } = renderWithProviders(<FormMessage type="error" message="Error Occured" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Occured');
    rerender(<FormMessage type="success" message="Password Changed Successfully" />);
    expect(screen.getByRole('status')).toHaveTextContent('Password Changed Successfully');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides itself after 4 seconds and calls onHide', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    renderWithProviders(<FormMessage message="Thanks for your feedback" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('shows again when a new message arrives', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<FormMessage message="First" autoHideMs={100} />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<FormMessage message="Second" autoHideMs={100} />);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('stays until closed when autoHideMs is null, and closes by keyboard', async () => {
    const onHide = vi.fn();
    const { user } = renderWithProviders(<FormMessage message="Saved" autoHideMs={null} onHide={onHide} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('renders nothing without a message', () => {
    renderWithProviders(<FormMessage message={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
