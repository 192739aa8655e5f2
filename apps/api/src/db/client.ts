import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/run-time-files';
import * as schema from './schema/index';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction on the database: what `db.transaction(async (tx) => …)` hands over. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query runs: the database itself or a transaction on it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps the database in memory (tests). */
  dataDir: string;
}

/** Any fixed number, the same in every process: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 7_370_216;

/**
 * Several API processes starting together on one PostgreSQL each migrate at start: under a session-level
 * advisory lock, the first applies the migrations while the others wait, and then find nothing to apply.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  let unlockFailed: Error | undefined;
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch((error: Error) => (unlockFailed = error));
    // A connection that could not unlock is closed, not reused: closing it frees the lock.
    lock.release(unlockFailed);
  }
}

/** Opens the database: PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A server that does not answer at all (a cut network drops packets rather than refusing) fails a request
    // after 10 seconds with a 503 instead of holding it until the client gives up.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ends (a restart, a terminated backend, a dropped test database) is only
    // taken out of the pool: without a listener its error would end the whole process.
    pool.on('error', (error) => process.emitWarning(`An idle PostgreSQL connection was closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      // Both drivers expose the same query builder; the PGlite type stands for both in the services.
      db: db as unknown as Database,
      migrate: () => migrateOnce(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the trigram index of activity names (migration 0008); PostgreSQL ships it in contrib.
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    kind: 'pglite',
  };
}
