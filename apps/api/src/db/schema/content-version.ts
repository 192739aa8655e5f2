import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: raised by triggers whenever the curriculum, the catalogue, a group or a shown name changes
 * (migration 0014, docs/answer-cache.md). Cached answers carry it in their key beside the learner's own
 * data_version, so content an author saves is never hidden behind a cached answer.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    singleton: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('content_version_singleton', sql`${table.singleton}`)],
);
