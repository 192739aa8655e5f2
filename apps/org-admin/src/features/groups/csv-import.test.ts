import type { Schema } from '@stride/api-sdk';
import { ApiError } from '@stride/api-sdk';
import type { CsvMemberRow } from '@stride/validation';
import { csvChunks, importCsvInChunks } from './csv-import';

const rows = (count: number): CsvMemberRow[] =>
  Array.from({ length: count }, (_, index) => ({ first_name: `F${index}`, last_name: `L${index}`, email: `person${index}@example.com` }));

/** The server's answer for one call: it refuses the sent rows at the given 0-based positions, numbering from 2. */
const answer = (sent: CsvMemberRow[], refusedAt: number[]): Schema<'OrgMembersImported'> => ({
  message: 'Users added successfully',
  added: sent.length - refusedAt.length,
  skipped: 0,
  refused: refusedAt.map((index) => ({ row: index + 2, email: sent[index]?.email ?? '', reason: 'A member of another organization.' })),
});

describe('CSV import in chunks', () => {
  it('splits the rows into calls of at most the chunk size, with each call’s offset', () => {
    const chunks = csvChunks(rows(1_201));
    expect(chunks.map((chunk) => [chunk.rows.length, chunk.rowOffset])).toEqual([
      [500, 0],
      [500, 500],
      [201, 1000],
    ]);
    expect(chunks[1]?.rows[0]?.email).toBe('person500@example.com');
    expect(csvChunks([])).toEqual([]);
  });

  it('numbers refused rows as the file’s lines (header = row 1) and sums the answers', async () => {
    const progress: number[] = [];
    // Refuse the first row of each call and the second call's last one.
    const result = await importCsvInChunks(rows(7), async (sent) => answer(sent, sent[0]?.email === 'person3@example.com' ? [0, 2] : [0]), (done) => progress.push(done), 3);
    expect(progress).toEqual([3, 6, 7]);
    expect(result.added).toBe(3);
    expect(result.failed).toBeNull();
    // Data row i (0-based) is the file's line i + 2.
    expect(result.refused.map(({ row, email }) => [row, email])).toEqual([
      [2, 'person0@example.com'],
      [5, 'person3@example.com'],
      [7, 'person5@example.com'],
      [8, 'person6@example.com'],
    ]);
  });

  it('stops at a failed call, keeping what the earlier calls imported and naming the row it stopped at', async () => {
    const failure = new ApiError(403, { error: { code: 'Forbidden', message: 'Only organisation administrators can do this.' } });
    let calls = 0;
    const result = await importCsvInChunks(
      rows(5),
      async (sent) => {
        calls += 1;
        if (calls === 2) throw failure;
        return answer(sent, []);
      },
      () => undefined,
      2,
    );
    expect(calls).toBe(2);
    expect(result).toEqual({ added: 2, skipped: 0, refused: [], failed: { fromRow: 4, error: failure } });
  });
});
