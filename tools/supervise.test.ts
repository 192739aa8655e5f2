import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { supervise } from './supervise';

const waitUntil = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A child that runs until it is stopped, and one that dies at once. */
const longRunning = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const dying = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });

describe('supervise (npm start)', () => {
  it('starts a child that was killed again, and says so', async () => {
    const log = vi.fn();
    const api = supervise({ name: 'API', spawn: longRunning, onGiveUp: vi.fn(), delayMs: 10, log });
    const first = api.child;
    await waitUntil(() => first.pid !== undefined);
    first.kill('SIGKILL');
    await waitUntil(() => api.child !== first && api.child.pid !== undefined);
    expect(log).toHaveBeenCalledWith('The API stopped (signal SIGKILL); starting it again.');
    expect(api.child.exitCode).toBeNull();
    await api.stop();
    expect(api.child.signalCode).toBe('SIGTERM');
  });

  it('gives up on a child that keeps dying, with a message that says what happened', async () => {
    const onGiveUp = vi.fn();
    const api = supervise({ name: 'API', spawn: dying, onGiveUp, maxRestarts: 2, delayMs: 10, log: vi.fn() });
    await waitUntil(() => api.gaveUp);
    expect(onGiveUp).toHaveBeenCalledWith('The API stopped 3 times within 60 seconds (last: exit code 3); stopping Stride. Its output above says why.');
  });

  it('does not start a child it was asked to stop', async () => {
    const spawnChild = vi.fn(longRunning);
    const api = supervise({ name: 'API', spawn: spawnChild, onGiveUp: vi.fn(), delayMs: 10, log: vi.fn() });
    await api.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spawnChild).toHaveBeenCalledTimes(1);
  });
});
