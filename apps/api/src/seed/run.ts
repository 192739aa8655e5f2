import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { demoAccounts } from '@stride/demo';
import { createClock } from '../lib/clock';
import { seed } from './index';

// `tsx apps/api/src/seed/run.ts`: migrates and seeds the database the server would open (DATABASE_URL,
// else PGlite in DATA_DIR, default <repo>/data/pglite) with the demo content of DEMO_CONTENT_DIR (default
// <repo>/libs/demo-content/data), then prints what is there.

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate();
    const summary = await seed(handle.db, createClock(config.testClock).now(), config.demoContentDir);
    console.log(`Seeded ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}.`);
    console.log(
      summary.createdAccounts.length > 0
        ? `Created accounts: ${summary.createdAccounts.join(', ')}`
        : 'All demo accounts already existed.',
    );
    const width = Math.max(...Object.keys(summary.counts).map((name) => name.length));
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
    console.log('Demo sign-ins:');
    for (const account of demoAccounts) {
      console.log(`  ${account.label.padEnd(18)}  ${account.email} / ${account.password}  (${account.app} app)`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
