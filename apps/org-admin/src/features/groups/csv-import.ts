import type { Schema } from '@stride/api-sdk';
import type { CsvMemberRow } from '@stride/validation';

type Imported = Schema<'OrgMembersImported'>;
export type RefusedRow = Imported['refused'][number];

/** Rows per user/csv-add call: the contract's limit, so a large file goes in several calls the bar can follow. */
export const CSV_CHUNK_ROWS = 500;

/** One call's rows and what to add to the row numbers the server answers (it counts from the rows it was sent). */
export interface CsvChunk {
  rows: CsvMemberRow[];
  rowOffset: number;
}

/**
 * The rows in calls of at most `size`. The server numbers each call's rows from 2 (its header line); the
 * chunk that starts at the file's n-th data row (0-based) adds n, so the numbers match the file's lines.
 */
export function csvChunks(rows: CsvMemberRow[], size = CSV_CHUNK_ROWS): CsvChunk[] {
  const chunks: CsvChunk[] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push({ rows: rows.slice(start, start + size), rowOffset: start });
  return chunks;
}

/** The sum of the answers, refused rows numbered as in the file, and where the import stopped if a call failed. */
export interface CsvImportResult {
  added: number;
  skipped: number;
  refused: RefusedRow[];
  /** The call that failed: the file's row it started at and what it threw. Earlier calls stay imported. */
  failed: { fromRow: number; error: unknown } | null;
}

/**
 * Sends the chunks one after another (each is one transaction on the server), reporting the rows done
 * after each; stops at the first failure, since the next chunks would most likely fail the same way.
 */
export async function importCsvInChunks(
  rows: CsvMemberRow[],
  send: (rows: CsvMemberRow[]) => Promise<Imported>,
  onProgress: (rowsDone: number) => void,
  size = CSV_CHUNK_ROWS,
): Promise<CsvImportResult> {
  const result: CsvImportResult = { added: 0, skipped: 0, refused: [], failed: null };
  for (const chunk of csvChunks(rows, size)) {
    try {
      const answer = await send(chunk.rows);
      result.added += answer.added;
      result.skipped += answer.skipped;
      result.refused.push(...answer.refused.map((refused) => ({ ...refused, row: refused.row + chunk.rowOffset })));
    } catch (error) {
      // The chunk's first row is data row rowOffset, which is the file's line rowOffset + 2 (the header is 1).
      result.failed = { fromRow: chunk.rowOffset + 2, error };
      return result;
    }
    onProgress(chunk.rowOffset + chunk.rows.length);
  }
  return result;
}
