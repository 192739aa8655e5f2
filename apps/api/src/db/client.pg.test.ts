import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../testing/test-database';
import { openDatabase, type DatabaseHandle } from './client';

/** PostgreSQL only: the server ending connections the pool holds idle (a restart, an admin's terminate). */
const adminUrl = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl);
  handle = await openDatabase({ url: database.url, dataDir: 'memory://' });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and the next query gets a new one', async () => {
    await Promise.all([handle.db.execute(sql`select pg_sleep(0.05)`), handle.db.execute(sql`select pg_sleep(0.05)`)]);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await expect.poll(() => warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/^An idle PostgreSQL connection was closed: /);
      const result = await handle.db.execute<{ answer: number }>(sql`select 42 as answer`);
      expect(result.rows[0]?.answer).toBe(42);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
