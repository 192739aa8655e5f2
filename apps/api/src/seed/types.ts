import type { Transaction } from '../db/client';
import type { ContextCardContent, ProgramContent } from './content/types';

/** The transaction the whole seed runs in, so a failed seed leaves nothing half-written. */
export type SeedTx = Transaction;

/** Everything the seed loads from content files. */
export interface SeedContent {
  programs: ProgramContent[];
  tips: string[];
  contextCards: ContextCardContent[];
}

export interface SeedSummary {
  /** Rows in every table after seeding. */
  counts: Record<string, number>;
  /** Emails of the accounts this run created (empty when reseeding). */
  createdAccounts: string[];
}
