import { renderWithProviders, stubMatchMedia } from '@stride/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoWalkthrough } from './demo-walkthrough';

const preferReducedMotion = () => stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');

// Testing Library settles each user action on a real setTimeout(0) and drains only Jest's fake
// timers, so this fake clock also follows real time; the scene timings leave ample margin.
function startFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DemoWalkthrough', () => {
  it('shows the title and the first scene when opened', () => {
    renderWithProviders(<DemoWalkthrough opened onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'How Stride works' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Pick a program')).toBeInTheDocument();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<DemoWalkthrough opened={false} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves on every four seconds, and Pause holds the scene until Play resumes it', async () => {
    const user = startFakeClock();
    renderWithProviders(<DemoWalkthrough opened onClose={vi.fn()} />);

    advance(4000);
    expect(screen.getByText('Take a 2-minute assessment')).toBeInTheDocument();

    advance(1000);
    const pause = screen.getByRole('button', { name: 'Pause animation' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    advance(10_000);
    expect(screen.getByText('Take a 2-minute assessment')).toBeInTheDocument();

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    advance(3000);
    expect(screen.getByText('Learn and do, a few minutes a day')).toBeInTheDocument();
  });

  it('under reduced motion, holds each scene still and moves only with Next and Previous', async () => {
    preferReducedMotion();
    const user = startFakeClock();
    renderWithProviders(<DemoWalkthrough opened onClose={vi.fn()} />);

    expect(screen.queryByRole('button', { name: 'Pause animation' })).not.toBeInTheDocument();
    advance(8000);
    expect(screen.getByText('Pick a program')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Take a 2-minute assessment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Learn and do, a few minutes a day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Take a 2-minute assessment')).toBeInTheDocument();
  });

  it('closes from "Start exploring" and from the close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<DemoWalkthrough opened onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Start exploring' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
