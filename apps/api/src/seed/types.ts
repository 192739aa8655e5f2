import type { Transaction } from '../db/client';
import type { CurriculumContent } from '@stride/demo-content';

/** The transaction the whole seed runs in, so a failed seed leaves nothing half-written. */
export type SeedTx = Transaction;

/** Everything the seed loads from content files: the demo's (libs/demo-content) or a test's fixture. */
export type SeedContent = CurriculumContent;

export interface SeedSummary {
  /** Rows in every table after seeding. */
  counts: Record<string, number>;
  /** Emails of the accounts this run created (empty when reseeding). */
  createdAccounts: string[];
}
