import { CSV_MEMBER_HEADERS, csvMembersProblem, customerMessages, normalizeText, textError, type CsvMemberRow } from '@stride/validation';
import Papa from 'papaparse';

/** A blank member CSV to fill in (docs/group-members.md, "Download a blank csv"). */
export const BLANK_MEMBER_CSV = `${CSV_MEMBER_HEADERS.join(',')}\n`;

export type MemberCsvResult = { rows: CsvMemberRow[] } | { problem: string };

/**
 * The first field of the rows that breaks the text rule the server applies to each of them (no control or
 * direction characters; docs/security.md, "Garbage text"), named by its column and its line in the file (the
 * headers are line 1, as the import's refused rows count), or null.
 */
function rowTextProblem(rows: readonly CsvMemberRow[]): string | null {
  for (const [index, row] of rows.entries()) {
    for (const header of CSV_MEMBER_HEADERS) {
      const problem = textError(row[header] ?? '', `${header} on line ${index + 2}`);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * A chosen file checked and parsed in the browser (docs/group-members.md): a file, a csv, the headers first_name,
 * last_name and email, an email in every row, every field within the text rule; rows keep only those
 * columns, as the contract's CsvRow, their text as the server stores it (NFC, trimmed).
 */
export async function readMemberCsv(file: File | null | undefined): Promise<MemberCsvResult> {
  if (!file) return { problem: customerMessages.csvNoFile };
  if (!file.name.toLowerCase().endsWith('.csv')) return { problem: customerMessages.csvNotCsv };
  const parsed = Papa.parse<Record<string, string | undefined>>(await file.text(), {
    header: true,
    // Fixed, so a one-column file is not a failed guess; lines of only blanks or commas are not rows.
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  // A short or long row is still readable (its missing fields are blank); a broken quote is not.
  if (parsed.errors.some((error) => error.type !== 'FieldMismatch')) return { problem: customerMessages.csvParseError };
  const headers = parsed.meta.fields ?? [];
  const missing = CSV_MEMBER_HEADERS.find((header) => !headers.includes(header));
  if (missing) return { problem: customerMessages.csvMissingHeader(missing) };
  const rows = parsed.data.map((record) => {
    const row: CsvMemberRow = {};
    for (const header of CSV_MEMBER_HEADERS) row[header] = normalizeText(record[header] ?? '');
    return row;
  });
  if (rows.length === 0) return { problem: customerMessages.csvMissingEmail };
  const problem = csvMembersProblem(rows) ?? rowTextProblem(rows);
  return problem ? { problem } : { rows };
}
