import { loadCurriculumFolder } from '@stride/demo-content';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { defaultDemoContentDir } from '../lib/run-time-files';
import { ensureAccounts } from './accounts';
import { loadCurriculum } from './curriculum';
import { writeHistory } from './history';
import { loadSupportChoices } from './support';
import type { SeedContent, SeedSummary } from './types';

export type { SeedContent, SeedSummary } from './types';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.count ?? 0;
  }
  return counts;
}

/**
 * Seeds `content`, the support form's choices, the demo accounts and their history, in one transaction.
 * Idempotent: a second run finds every row in place and changes nothing.
 */
export async function seedWith(db: Database, content: SeedContent, now: Date): Promise<SeedSummary> {
  const createdAccounts = await db.transaction(async (tx) => {
    await loadCurriculum(tx, content);
    await loadSupportChoices(tx);
    const accounts = await ensureAccounts(tx, now);
    await writeHistory(tx, accounts, now);
    return accounts.createdEmails;
  });
  return { counts: await countRows(db), createdAccounts };
}

/**
 * Seeds the demo curriculum, accounts and history as of `now`, the server clock's time (see seedWith). The
 * curriculum is read from the data files in `contentDir` (DEMO_CONTENT_DIR; libs/demo-content/data in the
 * repository), each checked against the content types before anything is written.
 */
export async function seed(db: Database, now: Date, contentDir = defaultDemoContentDir): Promise<SeedSummary> {
  return seedWith(db, loadCurriculumFolder(contentDir), now);
}
