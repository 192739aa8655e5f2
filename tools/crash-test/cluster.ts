import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server of the crash test's own: it may be restarted and killed, which the shared one never is. */
export interface Cluster {
  port: number;
  /** A connection URL for `database` as the cluster's superuser, `stride`. */
  url(database: string): string;
  /** Restarts the server as a crash would (`pg_ctl -m immediate`: no shutdown checkpoint, crash recovery at start); resolves with how long it was away, in ms. */
  restart(): Promise<number>;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

const binaries = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
// initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;

const execute = promisify(execFile);

/** Runs one of PostgreSQL's programs (as postgres when we are root), without holding up the learners meanwhile. */
async function run(program: string, args: string[]): Promise<void> {
  const command = join(binaries, program);
  await (asRoot ? execute('runuser', ['-u', 'postgres', '--', command, ...args]) : execute(command, args));
}

/**
 * A new cluster in a temporary folder (initdb), listening on 127.0.0.1:`port` only, trusting local
 * connections, with PostgreSQL's durable defaults (fsync on, synchronous commit): what a committed write
 * survives is what production's would.
 */
export async function startCluster(port: number): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'stride-crash-test-'));
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const data = join(folder, 'data');
  const log = join(folder, 'postgres.log');
  await run('initdb', ['-D', data, '-U', 'stride', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  await run('pg_ctl', ['-D', data, '-l', log, '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  return {
    port,
    url: (database) => `postgres://stride@127.0.0.1:${port}/${database}`,
    async restart() {
      const started = Date.now();
      await run('pg_ctl', ['-D', data, '-l', log, '-m', 'immediate', '-w', 'restart']);
      return Date.now() - started;
    },
    async remove() {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
