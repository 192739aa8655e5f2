import { ApiError } from '@stride/api-sdk';
import { renderWithProviders } from '@stride/ui/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectionMessages } from './messages';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email Id is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Invalid Email for a malformed address', async () => {
    const { user } = renderWithProviders(<SignInForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Email/), 'ada@nowhere');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
  });

  it('submits with Enter and passes the trimmed email', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), '  ada@example.com ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret#1' });
  });

  it("shows the server's message when sign-in fails", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(401, { error: { code: 'InvalidCredentials', message: 'Incorrect email or password.' } }));
    const { user } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  });

  it('says calmly that Stride cannot be reached when the network fails or the server is away', async () => {
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(503, { error: { code: 'ServiceUnavailable', message: "Stride can't reach its database right now." } })]) {
      const onSubmit = vi.fn().mockRejectedValue(failure);
      const { user, unmount } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'pw{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(connectionMessages.tryAgain);
      unmount();
    }
  });

  it('falls back to the spec text when the failure has no message', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Something unexpected'));
    const { user } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'pw{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });

  it('hides the message after the spec\'s 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSubmit = vi.fn().mockRejectedValue(new ApiError(401, { error: { code: 'InvalidCredentials', message: 'Incorrect email or password.' } }));
      const { user } = renderWithProviders(<SignInForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong{Enter}');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
