/**
 * Keeps one kind of error from flooding the log: the first `perWindow` of a kind are logged in each window,
 * the rest only counted, and the next one logged after the window says how many were left out. A client that
 * finds a way to make the server fail 237 times a second (docs/security.md, "Deeply nested bodies") then
 * costs a few lines a minute, while every other kind of error is still logged in full.
 */
export interface LogSampler {
  /** Whether to log this occurrence of `kind`, and how many of that kind were left out since the last one logged. */
  take(kind: string): { log: boolean; suppressed: number };
}

interface Window {
  startedAt: number;
  logged: number;
  suppressed: number;
}

export function createLogSampler(options: { perWindow: number; windowMs: number; maxKinds: number; now?: () => number }): LogSampler {
  const { perWindow, windowMs, maxKinds, now = () => performance.now() } = options;
  const windows = new Map<string, Window>();
  return {
    take(kind) {
      const at = now();
      let window = windows.get(kind);
      if (window && at - window.startedAt >= windowMs) {
        // A new window: this one is logged and carries the count its predecessor left out.
        const suppressed = window.suppressed;
        windows.set(kind, { startedAt: at, logged: 1, suppressed: 0 });
        return { log: true, suppressed };
      }
      if (!window) {
        // Kinds are few (a status, a code, a route), but their number must not grow without bound either.
        const oldest = windows.keys().next();
        if (windows.size >= maxKinds && !oldest.done) windows.delete(oldest.value);
        window = { startedAt: at, logged: 0, suppressed: 0 };
        windows.set(kind, window);
      }
      if (window.logged < perWindow) {
        window.logged += 1;
        return { log: true, suppressed: 0 };
      }
      window.suppressed += 1;
      return { log: false, suppressed: 0 };
    },
  };
}
