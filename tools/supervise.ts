import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** How the child is named in messages: "API", "development identity provider". */
  name: string;
  /** Starts the child (again). */
  spawn: () => ChildProcess;
  /** Called once the child has died too often: stop everything, with `reason` as the message. */
  onGiveUp: (reason: string) => void;
  /** Restarts allowed within `windowMs` before giving up (a child that dies at once every time has a real problem). */
  maxRestarts?: number;
  windowMs?: number;
  /** Pause before a restart, so a dying child does not spin. */
  delayMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  /** The child now running (a new one after each restart). */
  readonly child: ChildProcess;
  /** Whether it died too often and is not coming back. */
  readonly gaveUp: boolean;
  /** Stops it for good (SIGTERM) and waits for it to exit; no restart follows. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `exit code ${code}`);

/**
 * Keeps a child process of `npm start` running: one that dies (a crash, a `kill -9`) is started again, so
 * the rest of the stack does not stay up half-working around a hole; one that keeps dying is given up on with
 * a message saying so, and the caller stops everything.
 */
export function supervise(options: SuperviseOptions): Supervised {
  const { name, maxRestarts = 3, windowMs = 60_000, delayMs = 1_000, log = (line: string) => console.error(line) } = options;
  let child = options.spawn();
  let stopping = false;
  let gaveUp = false;
  const restarts: number[] = [];

  const watch = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping || current !== child) return;
      const now = Date.now();
      const recent = restarts.filter((at) => now - at <= windowMs);
      restarts.splice(0, restarts.length, ...recent);
      if (restarts.length >= maxRestarts) {
        gaveUp = true;
        options.onGiveUp(`The ${name} stopped ${restarts.length + 1} times within ${Math.round(windowMs / 1000)} seconds (last: ${describeExit(code, signal)}); stopping Stride. Its output above says why.`);
        return;
      }
      restarts.push(now);
      log(`The ${name} stopped (${describeExit(code, signal)}); starting it again.`);
      setTimeout(() => {
        if (stopping) return;
        child = options.spawn();
        watch(child);
      }, delayMs);
    });
  };
  watch(child);

  return {
    get child() {
      return child;
    },
    get gaveUp() {
      return gaveUp;
    },
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
